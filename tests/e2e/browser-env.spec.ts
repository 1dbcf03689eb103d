import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT, TENANT_1 } from './env';
import { blockExternal, expectNoAxeViolations, hydrated, nonceOf, screenshot, tenantBrokerEmail, watchViolations } from './helpers';

// The browser's environment (SPEC §4 Other, §8 Private browsing, §3 gaVisit): the hidden
// third-party-cookie iframe from the other loopback origin (playwright.config.ts sets
// THIRD_PARTY_CHECK_ORIGIN to 127.0.0.1, the pages are on localhost), the Google Ads
// conversion pixel a new lead's sign-up fires, the gaVisit cookie, Tag Manager and the Facebook
// pixel under the page's CSP, the private-browsing notice and the reload on a back/forward-cache
// restore. Offline → online is in flash-reconnect.spec.ts.

const CHECK_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const PRIVATE = 'Private Browsing is unfortunately not supported on this site. Please visit the site in a regular browser for a better experience.';

/** Tenant 1's site settings through the CRM API, as its broker (a context of its own: the visitor's page stays a visitor). */
async function asBroker(request: APIRequestContext) {
  const login = await request.post(`${TENANT_1}/api/agents/login`, { headers: XHR, data: { email: await tenantBrokerEmail(), password: 'demo1234' } });
  expect(login.status()).toBe(200);
  const { settings, domains, locations } = (await (await request.get(`${TENANT_1}/api/crm/settings`)).json()).data;
  const put = async (next: unknown) => expect((await request.put(`${TENANT_1}/api/crm/settings`, { headers: XHR, data: { settings: next, domains, locations } })).status()).toBe(200);
  return { settings, put };
}

test('the 3PC iframe answers from the other origin; a new lead’s sign-up fires the conversion pixel; gaVisit is kept', async ({ page, playwright }) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext();
  const broker = await asBroker(request);
  await broker.put({ ...broker.settings, trackingCodes: { ...broker.settings.trackingCodes, googleAdsConversionId: 'AW-123456789', googleAdsConversionLabel: 'E2eLabel' } });
  try {
    await blockExternal(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const checkPage = page.waitForResponse((r) => r.url().startsWith(`${CHECK_ORIGIN}/api/third-party-cookie-check`));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${TENANT_1}/real-estate/riverhead-ny?gclid=CLICK123`);

    // The check: our page from 127.0.0.1 in a hidden iframe, its answer kept for the tab.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('thirdPartyCookies'))).not.toBeNull();
    expect(requests).toContain(`${CHECK_ORIGIN}/api/third-party-cookie-check?parent=${encodeURIComponent(TENANT_1)}`);
    expect((await checkPage).status()).toBe(200);
    // Playwright's contexts are incognito profiles, where Chromium keeps no third-party cookies: '0' here, so the pixel carries the gclid.
    const supported = (await page.evaluate(() => sessionStorage.getItem('thirdPartyCookies'))) === '1';
    await expect(page.locator('iframe[title="Third-party cookie check"]')).toHaveCount(0);

    // gaVisit: visit 1, 10 years, SameSite=Lax; the visit went to the company's gtag.
    const visit = (await page.context().cookies()).find((c) => c.name === 'gaVisit');
    expect(visit?.value).toMatch(/^1\.\d{10}$/);
    expect(visit?.sameSite).toBe('Lax');
    // Written for 10 years (the unit test reads the Max-Age); Chromium keeps any cookie at most 400 days (RFC 6265bis).
    expect((visit?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(399 * 86400);
    expect(await page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []).some((e) => Array.from(e as ArrayLike<unknown>)[1] === 'visit'))).toBe(true);

    // Sign up from a heart: the new lead (201) fires the pixel with the company's id and label.
    const pixel = page.waitForRequest((r) => r.url().startsWith('https://www.googleadservices.com/pagead/conversion/'));
    await (await hydrated(page.getByTestId('property-card').first().getByTestId('favourite'))).click();
    const dialog = page.getByTestId('sign-up-dialog');
    await dialog.getByTestId('signup-email').fill(`e2e.pixel.${Date.now().toString(36)}@example.com`);
    await dialog.getByTestId('signup-submit').click();
    const url = new URL((await pixel).url());
    expect(url.pathname).toBe('/pagead/conversion/123456789/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ label: 'E2eLabel', guid: 'ON', script: '0', ...(supported ? {} : { gclid: 'CLICK123' }) });
    await expect(dialog).toHaveAttribute('data-step', 'details');
  } finally {
    await broker.put(broker.settings);
    await request.dispose();
  }
});

test('Tag Manager and the Facebook pixel are inserted after the page has loaded, by its nonce, and run', async ({ page, playwright }) => {
  const request = await playwright.request.newContext();
  const broker = await asBroker(request);
  await broker.put({ ...broker.settings, trackingCodes: { ...broker.settings.trackingCodes, googleTagManagerId: 'GTM-E2E123', facebookPixelId: '1234567890' } });
  try {
    const violations = await watchViolations(page);
    await blockExternal(page);
    const response = await page.goto(`${TENANT_1}/`);
    const nonce = nonceOf(response);
    // The loader is in the page; the snippets come after load, when the browser is idle (components/layout/tracking-snippets.ts).
    await expect(page.locator('script[data-tracking="fb-pixel"]')).toBeAttached();
    for (const tag of ['loader', 'gtm', 'fb-pixel']) {
      expect(await page.locator(`script[data-tracking="${tag}"]`).evaluate((s) => (s as HTMLScriptElement).nonce), tag).toBe(nonce);
    }
    // Both ran: Tag Manager's queue and its script (given the nonce by the snippet), the pixel's queue and its script.
    expect(await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? null))).toContain('gtm.start');
    const gtm = page.locator('script[src="https://www.googletagmanager.com/gtm.js?id=GTM-E2E123"]');
    expect(await gtm.evaluate((s) => (s as HTMLScriptElement).nonce)).toBe(nonce);
    expect(await page.evaluate(() => typeof (window as { fbq?: unknown }).fbq)).toBe('function');
    await expect(page.locator('script[src="https://connect.facebook.net/en_US/fbevents.js"]')).toBeAttached();
    // Their hosts are blocked here (no network beyond loopback): a failed load, not a policy violation.
    expect(violations).toEqual([]);
  } finally {
    await broker.put(broker.settings);
    await request.dispose();
  }
});

/** Storage that throws, as some private modes do. */
async function withoutStorage(page: Page) {
  await page.addInitScript(() => {
    const refuse = { get: () => { throw new DOMException('The operation is insecure.', 'SecurityError'); } };
    Object.defineProperty(window, 'localStorage', refuse);
  });
}

test('without storage the private-browsing notice shows (375 and 1440 px); a bfcache restore reloads the page', async ({ page }) => {
  await blockExternal(page);
  await withoutStorage(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${TENANT_1}/`);
  const notice = page.getByRole('status').filter({ hasText: PRIVATE });
  await expect(notice).toBeVisible();
  await screenshot(page, 'private-browsing-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page);
  await screenshot(page, 'private-browsing-1440');
  // Keyboard: the dismiss button is reachable and closes it for this page.
  await notice.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);

  // SPEC §4: a pageshow from the back/forward cache reloads (Chromium is not Firefox): the notice is back.
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await reloaded;
  await expect(page.getByRole('status').filter({ hasText: PRIVATE })).toBeVisible();
});
