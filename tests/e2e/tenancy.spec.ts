import { expect, test } from '@playwright/test';
import { blockExternal, hostRequest } from './helpers';
import { TENANT_1, TENANT_2, UNKNOWN_HOST } from './env';

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

test('GET /api/company/settings answers in DESIGN §8 shape, per host', async () => {
  // Loosely typed on purpose: the test reads the JSON as a client would.
  type Settings = { data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const response = await hostRequest(`${TENANT_1}/api/company/settings`);
  expect(response.headers['content-type']).toContain('application/json');
  const one = response.json<Settings>();
  const two = (await hostRequest(`${TENANT_2}/api/company/settings`)).json<Settings>();
  expect(one.data.UI.data.colours).toEqual({ primary: '#3c8dbc', cta: '#d82738' });
  expect(one.data.UI.data.defaultSorting).toBe('created_at desc');
  expect(two.data.UI.data.defaultSorting).toBe('price desc');
  expect(one.data.filters.property_types).toContainEqual({ title: 'Single Family', param: 'r' });
  expect(two.data.filters.property_statuses).toEqual([{ title: 'Active', param: 'a' }, { title: 'Sold', param: 's' }]);
  expect(one.data.filters.filter_groups[0]).toEqual({ title: 'Interior', features: expect.arrayContaining([{ param: 'fireplace', title: 'Fireplace' }]) });
  expect(one.data.locations).toContainEqual({ name: 'Montauk', slug: 'montauk', isActive: false });
  expect(one.data.showPropertiesDealRatings).toBe(true);
  expect(two.data.showPropertiesDealRatings).toBe(false);
  expect(two.data.fieldsConfiguration.garages).toBe(false);
  expect(one.data.agent).toBeNull();
  expect(one.data.personalSiteUrl).toBeNull();
  for (const key of ['id', 'domain', 'logo', 'phone', 'email', 'agent', 'menu', 'footer', 'UI', 'filters', 'locations', 'mlsSources', 'personalSiteUrl', 'trackingCodes', 'facebookLoginEnabled', 'socialLogin', 'fieldsConfiguration', 'showPropertiesDealRatings']) {
    expect(one.data).toHaveProperty(key);
  }
  // No secrets of any kind.
  expect(JSON.stringify(one)).not.toMatch(/password|secret|hash/i);
});

test('an unknown host gets a plain 404 and no company data', async () => {
  const page = await hostRequest(`${UNKNOWN_HOST}/`);
  expect(page.status).toBe(404);
  expect(page.text).toContain('Site not configured');
  expect(page.text).not.toMatch(/Peconic|Hamptons/);
  const api = await hostRequest(`${UNKNOWN_HOST}/api/company/settings`);
  expect(api.status).toBe(404);
  expect(api.text).not.toMatch(/Peconic|Hamptons/);
  const image = await hostRequest(`${UNKNOWN_HOST}/images/1-0.jpg`);
  expect(image.status).toBe(404);
});

test('malformed hosts and paths get clear 4xx answers', async () => {
  expect((await hostRequest(`${TENANT_1}/`, { host: 'bad host!' })).status).toBe(400);
  expect((await hostRequest(`${TENANT_1}/`, { host: '-leading.localhost' })).status).toBe(400);
  const www = await hostRequest(`${TENANT_1}/api/company/settings`, { host: 'www.second.localhost' });
  expect(www.status).toBe(200);
  expect(www.text).toContain('Hamptons Coastal Realty');
  const malformed = await hostRequest(`${TENANT_1}/real-estate/%E0%A4%A`);
  expect(malformed.status).toBe(400);
});

test('an unknown path answers 404 with the site layout', async ({ page }) => {
  const response = await page.goto(`${TENANT_1}/no-such-page/here`);
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('Page not found');
  await expect(page.getByTestId('site-footer')).toContainText('Peconic Bay Homes');
  const api = await page.request.get(`${TENANT_1}/api/no-such-endpoint`);
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: 'Not found' });
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
