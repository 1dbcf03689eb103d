import { expect, test } from '@playwright/test';
import { blockExternal, hostRequest } from './helpers';
import { TENANT_1, TENANT_2 } from './env';

const cssVar = (name: string) => `getComputedStyle(document.body).getPropertyValue('${name}').trim()`;

test('tenant 1 renders its own branding, menu, contacts and footer', async ({ page }) => {
  await page.goto(`${TENANT_1}/`);
  await expect(page.getByRole('link', { name: 'Peconic Bay Homes home page' }).first()).toBeVisible();
  expect(await page.evaluate(cssVar('--color-primary'))).toBe('#3c8dbc');
  expect(await page.evaluate(cssVar('--color-cta'))).toBe('#d82738');
  const menu = page.getByTestId('site-menu').first();
  await expect(menu.getByRole('link', { name: 'Search Homes' })).toHaveAttribute('href', '/real-estate');
  await expect(page.locator('header').getByRole('link', { name: /\(631\) 555-0142/ })).toBeVisible();
  await expect(page.getByTestId('site-footer')).toContainText('1 East Main Street');
  // No tracking configured: no tracking script.
  await expect(page.locator('script[data-tracking]')).toHaveCount(0);
});

test('tenant 2 renders different branding, the agent site rule and its tracking code', async ({ page }) => {
  await blockExternal(page);
  await page.goto(`${TENANT_2}/`);
  await expect(page.getByRole('link', { name: 'Hamptons Coastal Realty home page' }).first()).toBeVisible();
  expect(await page.evaluate(cssVar('--color-primary'))).toBe('#1b4f72');
  const settings = (await hostRequest(`${TENANT_2}/api/company/settings`)).json<{ data: { agent: { email: string; site: string } } }>();
  const agent = settings.data.agent;
  expect(agent).not.toBeNull();
  // Header shows the site agent's e-mail, not the company's.
  await expect(page.locator('header').getByRole('link', { name: `E-mail ${agent.email}` })).toBeVisible();
  await expect(page.locator('header')).not.toContainText('info@hamptonscoastal.example');
  // Every menu link except '#' links carries agentSite.
  const menu = page.getByTestId('site-menu').first();
  await expect(menu.getByRole('link', { name: 'Houses' })).toHaveAttribute('href', `/real-estate/type-r?agentSite=${agent.site}`);
  await expect(menu.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '#newsletter');
  await expect(menu.getByRole('link', { name: 'Market Report' })).toHaveAttribute(
    'href',
    `https://journal.hamptonscoastal.example/market-report?signuponmount=1&agentSite=${agent.site}`,
  );
  // Extra footer padding from settings.
  const padding = await page.getByTestId('site-footer').evaluate((el) => getComputedStyle(el).paddingBottom);
  expect(padding).toBe('80px');
  await expect(page.locator('script[src*="googletagmanager.com/gtag/js?id=G-DEMO12345"]')).toHaveCount(1);
});

test('a page that finds nothing answers 404, rendered on the server inside one layout', async () => {
  const r = await hostRequest(`${TENANT_1}/real-estate/no-such-segment`);
  expect(r.status).toBe(404);
  expect(r.text).toContain('Page not found');
  expect(r.text.match(/<header/g)).toHaveLength(1);
  expect(r.text.match(/data-testid="site-footer"/g)).toHaveLength(1);
});

test('an unknown path answers 404 with the site layout', async ({ page }) => {
  const response = await page.goto(`${TENANT_1}/no-such-page/here`);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('Page not found');
  await expect(page.getByTestId('site-footer')).toContainText('Peconic Bay Homes');
  const api = await page.request.get(`${TENANT_1}/api/no-such-endpoint`);
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: 'Not found', code: 'not_found' });
});

test('every SPEC route exists inside the layout', async ({ page }) => {
  for (const path of ['/', '/real-estate', '/properties', '/saved-searches', '/homedetails/1-main-st/1', '/schedule/1', '/company-agents', '/agent-page/jane-doe/1', '/estimate/1/tuning', '/what-is-my-home-worth', '/estimate?address=1%20Main%20St', '/agent-video']) {
    const response = await page.goto(`${TENANT_1}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByTestId('site-footer'), path).toBeVisible();
  }
  await page.goto(`${TENANT_1}/estimate`);
  await expect(page).toHaveURL(`${TENANT_1}/what-is-my-home-worth`);
});
