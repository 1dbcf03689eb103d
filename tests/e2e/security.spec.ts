import { expect, test, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { E2E_AUTH_SECRET, TENANT_1, TENANT_2 } from './env';
import { blockExternal, findLead, gotoSignedIn, hostRequest, hydrated, nonceOf, signInLead, watchViolations } from './helpers';

// DESIGN §13 in a real browser: every page type runs under its Content-Security-Policy without a
// single violation (the company's tracking code included), an injected script does not run,
// and redirect targets from outside never take the browser to another site.

/**
 * Opens a page; checks Next's scripts ran (they need the nonce) and every inline script carries
 * this answer's nonce (scripts from files of this site may also run by 'self').
 */
async function visit(page: Page, url: string, ready?: (page: Page) => Promise<unknown>): Promise<string> {
  const response = await page.goto(url);
  const nonce = nonceOf(response);
  await page.waitForLoadState('load');
  await expect.poll(() => page.evaluate(() => Boolean((window as { next?: { appDir?: boolean } }).next?.appDir)), `Next started on ${url}`).toBe(true);
  const unnonced = await page.evaluate((n) => [...document.scripts].filter((s) => !s.src && s.type !== 'application/ld+json' && s.nonce !== n).map((s) => s.textContent?.slice(0, 60)), nonce);
  expect(unnonced, `inline scripts without the nonce on ${url}`).toEqual([]);
  if (ready) await ready(page);
  return nonce;
}

async function agentSignIn(page: Page, next: string): Promise<void> {
  const settings = (await hostRequest(`${TENANT_2}/api/company/settings`)).json<{ data: { agent: { email: string } } }>();
  await page.goto(`${TENANT_2}/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(settings.data.agent.email);
  await page.getByLabel('Password').fill('demo1234');
  await (await hydrated(page.getByRole('button', { name: 'Sign in' }))).click();
}

test.describe('Content-Security-Policy', () => {
  test.beforeEach(async ({ page }) => blockExternal(page));

  test('no page type reports a violation, and the map and the forms still work', async ({ page, context }) => {
    const violations = await watchViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    await visit(page, `${TENANT_1}/`);
    await visit(page, `${TENANT_1}/real-estate`, (p) => expect(p.getByTestId('property-card').first()).toBeVisible());
    const listing = await page.getByTestId('property-card').first().getByRole('link').first().getAttribute('href');
    await visit(page, `${TENANT_1}/properties?offthemarket=1`);
    await visit(page, `${TENANT_1}${listing}`, (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());
    await visit(page, `${TENANT_1}${listing!.replace('/homedetails/', '/schedule/')}`);
    await visit(page, `${TENANT_1}/company-agents`, (p) => expect(p.getByTestId('agent-card').first()).toBeVisible());
    const agentPage = await page.getByTestId('agent-card').first().getByRole('link', { name: /profile and listings/ }).getAttribute('href');
    await visit(page, `${TENANT_1}${agentPage}`, (p) => expect(p.getByTestId('agent-listings')).toBeVisible());
    await visit(page, `${TENANT_1}/communities`);
    await visit(page, `${TENANT_1}/communities/riverhead-ny`, (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible());
    await visit(page, `${TENANT_1}/saved-searches`);
    await visit(page, `${TENANT_1}/what-is-my-home-worth`);
    await visit(page, `${TENANT_1}/login`);
    // 404s: a path no route answers, and one a gate refuses.
    await visit(page, `${TENANT_1}/no-such-page`, (p) => expect(p.getByText('Page not found').first()).toBeVisible());
    await visit(page, `${TENANT_1}/communities/atlantis-ny`);

    // The map view: MapLibre's worker loads under worker-src and the map draws.
    await context.addCookies([{ name: 'viewMode', value: 'map', url: TENANT_1 }]);
    await visit(page, `${TENANT_1}/real-estate`, (p) => expect(p.locator('.maplibregl-canvas')).toBeVisible());
    await expect.poll(() => page.workers().map((w) => w.url()).some((u) => u.endsWith('/maplibre-gl-worker.mjs'))).toBe(true);
    await context.addCookies([{ name: 'viewMode', value: 'list', url: TENANT_1 }]);

    // The estimate pages of a signed-in lead (the comparables map too).
    const { token } = await findLead(TENANT_1, 1, (l) => Boolean(l.email && l.phone && l.firstName && l.lastName));
    await signInLead(context, TENANT_1, token);
    await gotoSignedIn(page, `${TENANT_1}/what-is-my-home-worth`);
    const sold = (await hostRequest(`${TENANT_1}/api/properties?city_label=Riverhead,+NY&status=s&per_page=1`)).json<{ data: { attributes: { address: string } }[] }>();
    await page.getByLabel('Your home address').fill(sold.data[0]!.attributes.address);
    await (await hydrated(page.getByTestId('estimate-address-submit'))).click();
    await expect(page).toHaveURL(/\/estimate\?address=\d+$/);
    const addressId = new URL(page.url()).searchParams.get('address');
    await visit(page, `${TENANT_1}/estimate?address=${addressId}`, async (p) => {
      await expect(p.getByTestId('estimate-value')).toBeVisible();
      await expect(p.getByTestId('comparables-map').locator('canvas')).toBeVisible({ timeout: 20_000 });
    });
    await visit(page, `${TENANT_1}/estimate/${addressId}/tuning`);

    // A mail link's own small page (its style by hash, no script).
    await page.goto(`${TENANT_1}/api/token/lead?l=forged`);
    await expect(page.getByRole('heading', { name: 'This sign-in link has expired' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).backgroundColor)).toBe('rgb(255, 255, 255)');

    // Tenant 2 (Google Analytics configured), and a CRM page signed in as its agent.
    await visit(page, `${TENANT_2}/`);
    await agentSignIn(page, '/leads');
    await expect(page).toHaveURL(`${TENANT_2}/leads`);
    await visit(page, `${TENANT_2}/leads`, (p) => expect(p.getByRole('navigation', { name: 'CRM' })).toBeVisible());
    await visit(page, `${TENANT_2}/dashboard`);

    expect(violations).toEqual([]);
  });

  test('the tracking tag of the company that configured it runs, by the page’s nonce', async ({ page }) => {
    const violations = await watchViolations(page);
    const nonce = await visit(page, `${TENANT_2}/`);
    // The loader inserts the snippets once the page has loaded and the browser is idle.
    const init = page.locator('script[data-tracking="gtag-init"]');
    await expect(init).toBeAttached();
    expect(await init.evaluate((s) => (s as HTMLScriptElement).nonce)).toBe(nonce);
    expect(await page.locator('script[data-tracking="gtag"]').evaluate((s) => (s as HTMLScriptElement).nonce)).toBe(nonce);
    // The inline snippet ran: Google's queue holds the config of the company's own id.
    await expect.poll(() => page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? null))).toContain('G-DEMO12345');
    // gtag.js itself is allowed by its host; here the test blocks the network, which is no violation.
    expect(violations).toEqual([]);
  });

  test('a script injected into a page does not run (the XSS the policy is for)', async ({ page }) => {
    const violations = await watchViolations(page);
    await visit(page, `${TENANT_1}/`);
    await page.evaluate(() => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__injected = "inline"';
      document.body.append(inline);
      const handler = document.createElement('img');
      handler.setAttribute('onerror', 'window.__injected = "handler"');
      handler.src = 'data:,x';
      document.body.append(handler);
      const foreign = document.createElement('script');
      foreign.src = 'https://evil.example/x.js';
      document.body.append(foreign);
    });
    await expect.poll(() => violations.map((v) => v.directive).filter((d) => d !== 'console').sort()).toEqual(['script-src-attr', 'script-src-elem', 'script-src-elem']);
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  });
});

test.describe('redirect targets from outside stay on this site', () => {
  test.beforeEach(async ({ page }) => blockExternal(page));

  for (const next of ['//evil.example/', '/.//evil.example', '/..//evil.example', '/\\evil.example', '/%2F%2Fevil.example', 'https://evil.example/', 'javascript:alert(document.domain)']) {
    test(`the agent sign-in with next=${next}`, async ({ page }) => {
      await agentSignIn(page, next);
      await expect(page).toHaveURL(`${TENANT_2}/dashboard`);
      await expect(page.getByRole('navigation', { name: 'CRM' })).toBeVisible();
    });
  }

  test('a sign-in link with a hostile next signs in and lands on the home page of this site', async ({ page }) => {
    const { profile } = await findLead(TENANT_1, 1, (l) => Boolean(l.email));
    // A 30-day mail link as the server signs it (lib/auth/sign-in-link.ts).
    const link = await new SignJWT({ link: { id: profile.id, companyId: 1 } })
      .setProtectedHeader({ alg: 'HS256' }).setIssuer('listings:mail-link').setSubject(String(profile.id)).setIssuedAt().setExpirationTime('1d')
      .sign(new TextEncoder().encode(E2E_AUTH_SECRET));
    for (const next of ['/.//evil.example', '//evil.example', '/%5Cevil.example']) {
      await page.context().clearCookies();
      await page.goto(`${TENANT_1}/api/token/lead?l=${link}&next=${encodeURIComponent(next)}`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(`${TENANT_1}/`);
      expect((await page.context().cookies(TENANT_1)).some((c) => c.name === 'JWT')).toBe(true);
    }
    // A path of this site is kept.
    await page.goto(`${TENANT_1}/api/token/lead?l=${link}&next=${encodeURIComponent('/saved-searches')}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${TENANT_1}/saved-searches`);
  });
});
