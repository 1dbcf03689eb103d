import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, hydrated, noSidewaysScroll, screenshot, signInAgent, tenantBrokerEmail } from './helpers';
import { TENANT_1 } from './env';

// /settings site sections (issue 17 item 1): an admin changes the primary colour and a menu
// link, watches the preview follow, saves, and sees both on the site's home page. The document
// is put back as it was at the end, so other specs see the seeded site.

const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(async ({ method, path, body }) => {
    const r = await fetch(path, { method, headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: r.status, json: await r.json() };
  }, { method, path, body });

const NEW_PRIMARY = '#5b2c6f';
const NEW_PRIMARY_RGB = 'rgb(91, 44, 111)';

test('an admin changes the colour and a menu link, sees the preview, saves, and the site shows them', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAgent(page, await tenantBrokerEmail(), '/settings?section=branding');
  const { settings, domains, locations } = (await api(page, 'GET', '/api/crm/settings')).json.data;
  const label = `E2E link ${Date.now() % 100000}`;
  try {
    const previewButton = page.getByTestId('site-preview-button');
    await expect(page.getByRole('heading', { name: 'Site & branding', level: 2 })).toBeVisible();
    await expect(page.getByTestId('site-preview-menu').getByRole('link').first()).toBeAttached();
    await expectNoAxeViolations(page);
    await screenshot(page, 'crm-settings-branding-1440');

    // The colour: the preview's button follows as it is typed; a too-light one is flagged before saving.
    const primary = await hydrated(page.getByTestId('colour-primary'));
    await primary.fill('#f4f4f4');
    await expect(page.getByText(/too light/)).toBeVisible();
    await primary.fill(NEW_PRIMARY);
    await expect(previewButton).toHaveCSS('background-color', NEW_PRIMARY_RGB);
    await page.getByTestId('site-save').click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    // The menu: the first link renamed in the list; the preview's menu follows.
    await page.getByRole('link', { name: 'Menu & footer' }).click();
    const firstLabel = await hydrated(page.getByLabel('Link 1 label'));
    await firstLabel.fill(label);
    await expect(page.getByTestId('site-preview-menu').getByRole('link', { name: label })).toBeAttached();
    await page.getByTestId('site-save').click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'crm-settings-navigation-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'crm-settings-navigation-375');
    await noSidewaysScroll(page, 375);
    await page.setViewportSize({ width: 1440, height: 900 });

    // The site itself.
    await page.goto(`${TENANT_1}/`);
    await expect(page.getByTestId('site-menu').getByRole('link', { name: label })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--color-primary').trim())).toBe(NEW_PRIMARY);

    // The other two site sections, as they load (axe and a look at each).
    for (const section of ['search', 'domains']) {
      await page.goto(`${TENANT_1}/settings?section=${section}`);
      await expect(page.getByTestId('site-settings')).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `crm-settings-${section}-1440`);
    }
    await expect(page.getByLabel('Domain 1')).toHaveValue('localhost');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'crm-settings-domains-375');
  } finally {
    expect((await api(page, 'PUT', '/api/crm/settings', { settings, domains, locations })).status).toBe(200);
    await context.close();
  }
});
