import { expect, request, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, hostRequest, hydrated, noSidewaysScroll, screenshot, signInAgent } from './helpers';
import { TENANT_1 } from './env';

// Issue 15, H6: the agent's day, the featured listings a manager chooses, and the popular
// properties an admin reads — one journey by an admin (who is a manager too), in the browser.
// The e2e database is shared: rows are picked from what the API says, and the featured list is
// put back as it was at the end.

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
interface PublicAgent { id: number; type: string; email: string }
interface Featured { id: number; address: string }

async function adminAgent(): Promise<PublicAgent> {
  const agents = (await hostRequest(`${TENANT_1}/api/agents`)).json<{ data: PublicAgent[] }>().data;
  for (const agent of agents) {
    const api = await request.newContext({ baseURL: TENANT_1, extraHTTPHeaders: XHR });
    await api.post('/api/agents/login', { data: { email: agent.email, password: 'demo1234' } });
    const me = (await (await api.get('/api/agents/me')).json()) as { data?: { isAdmin: boolean } };
    await api.dispose();
    if (me.data?.isAdmin) return agent;
  }
  throw new Error('no admin agent');
}

const rowIds = (page: Page) => page.getByTestId('featured-row').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))));
const homeFeatured = async () => {
  const html = (await hostRequest(`${TENANT_1}/`)).text;
  const start = html.indexOf('data-testid="home-featured"');
  return [...html.slice(start, html.indexOf('</section>', start)).matchAll(/data-testid="property-card" data-id="(\d+)"/g)].map((m) => Number(m[1]));
};

test('an admin’s day: the dashboard, reordering the featured listings (buttons, keyboard drag, search), popular properties', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await adminAgent();
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAgent(page, admin.email, '/dashboard');

  // The dashboard: every section there, each linking to its screen.
  for (const name of ['Today', 'My to-dos', 'Waiting for an answer', 'New leads', 'Hot leads']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'All hot leads' })).toHaveAttribute('href', '/leads?hot=1');
  await expect(page.getByTestId('dashboard-today').locator('li').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-dashboard-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await noSidewaysScroll(page, 375);
  await screenshot(page, 'crm-dashboard-375');

  // Featured listings: the seeded choice, reordered with Down and with the keyboard drag, one added from the search.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${TENANT_1}/featured-listings`);
  const before = ((await (await page.request.get(`${TENANT_1}/api/crm/featured-listings`)).json()) as { data: { listings: Featured[] } }).data.listings;
  expect(before.length).toBeGreaterThanOrEqual(3);
  const [first, second, third] = before as [Featured, Featured, Featured];
  await expectNoAxeViolations(page);
  await (await hydrated(page.getByRole('button', { name: `Move ${first.address} down` }))).click();
  expect((await rowIds(page)).slice(0, 2)).toEqual([second.id, first.id]);
  await expect(page.getByRole('status').filter({ hasText: 'moved to place 2' })).toBeVisible();
  // Keyboard: Space picks the third up, ArrowUp moves it, Space drops it at the top.
  const handle = page.getByRole('button', { name: `Drag ${third.address} to a new place` });
  await handle.focus();
  // One key at a time: the sensor measures and animates between moves.
  for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(400);
  }
  await expect.poll(async () => (await rowIds(page))[0]).toBe(third.id);
  const search = page.getByLabel('Address, MLS # or city');
  await search.fill('Riverhead');
  const add = page.getByTestId('featured-candidates').getByRole('button', { name: /^Add /, disabled: false }).first();
  await add.click();
  const order = await rowIds(page);
  expect(order.length).toBe(before.length + 1);
  await page.getByTestId('featured-save').click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  // The home page shows the new order at once.
  await expect.poll(async () => (await homeFeatured()).slice(0, 3)).toEqual(order.slice(0, 3));
  await screenshot(page, 'crm-featured-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await noSidewaysScroll(page, 375);
  await screenshot(page, 'crm-featured-375');
  // Back as it was, for the other specs.
  const restore = await page.request.put(`${TENANT_1}/api/crm/featured-listings`, { headers: XHR, data: { propertyIds: before.map((l) => l.id) } });
  expect(restore.status()).toBe(200);

  // Popular properties: periods and sorts are links; the URL keeps them.
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${TENANT_1}/admin/properties/popular`);
  await expect(page.getByTestId('popular-table')).toBeVisible();
  await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'favourites' }).click();
  await expect(page).toHaveURL(/sort=favourites/);
  await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '90 days' }).click();
  await expect(page).toHaveURL(/period=90&sort=favourites/);
  const favourites = await page.locator('td[data-col="favourites"]').allTextContents();
  const counts = favourites.map((t) => Number(t.replace(/,/g, '')));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-popular-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await noSidewaysScroll(page, 375);
  await screenshot(page, 'crm-popular-375');
});

test('an agent (not a manager) gets the 403 page on featured listings and popular properties', async ({ page }) => {
  const agents = (await hostRequest(`${TENANT_1}/api/agents`)).json<{ data: PublicAgent[] }>().data;
  for (const agent of agents.filter((a) => a.type === 'agent')) {
    const api = await request.newContext({ baseURL: TENANT_1, extraHTTPHeaders: XHR });
    await api.post('/api/agents/login', { data: { email: agent.email, password: 'demo1234' } });
    const me = (await (await api.get('/api/agents/me')).json()) as { data?: { isAdmin: boolean } };
    await api.dispose();
    if (me.data?.isAdmin) continue;
    await signInAgent(page, agent.email, '/dashboard');
    expect((await page.goto(`${TENANT_1}/featured-listings`))?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('You do not have access');
    expect((await page.goto(`${TENANT_1}/admin/properties/popular`))?.status()).toBe(403);
    expect((await page.request.get(`${TENANT_1}/api/crm/featured-listings`)).status()).toBe(403);
    return;
  }
  throw new Error('no plain agent');
});
