import { expect, test } from '@playwright/test';
import { findLead, gotoSignedIn, hostRequest, leadToken, signInLead, hydrated } from './helpers';
import { TENANT_1, TENANT_2 } from './env';

const menu = (page: import('@playwright/test').Page) => page.getByTestId('site-menu').first();

test('a visitor sees the company links and Log In only', async ({ page }) => {
  await page.goto(`${TENANT_1}/`);
  await expect(menu(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: /Favorites/ })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Saved Searches' })).toHaveCount(0);
  await expect(menu(page).getByRole('button', { name: 'Log Out' })).toHaveCount(0);
});

test('a lead with favourites and e-alerts sees Favorites with its count, Saved Searches and Log Out', async ({ page, context }) => {
  const { profile, token } = await findLead(TENANT_1, 1, (l) => l.favourites.data.total > 0 && l.eAlerts.data.total > 0);
  await signInLead(context, TENANT_1, token);
  await gotoSignedIn(page, `${TENANT_1}/`);
  const favourites = menu(page).getByRole('link', { name: /Favorites/ });
  await expect(favourites).toContainText(String(profile.favourites.data.total));
  await expect(favourites).toHaveAttribute('href', '/real-estate?favorite=1');
  await expect(menu(page).getByRole('link', { name: 'Saved Searches' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Log In' })).toHaveCount(0);
  // Order: company links, then Favorites, Saved Searches, Log Out.
  const labels = await menu(page).locator('a, button').allInnerTexts();
  expect(labels.slice(-3).map((l) => l.replace(/\s+\d+$/, ''))).toEqual(['Favorites', 'Saved Searches', 'Log Out']);
});

test('a lead without favourites or e-alerts sees neither entry', async ({ page, context }) => {
  const { token } = await findLead(TENANT_1, 1, (l) => l.favourites.data.total === 0 && l.eAlerts.data.total === 0);
  await signInLead(context, TENANT_1, token);
  await gotoSignedIn(page, `${TENANT_1}/`);
  await expect(menu(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: /Favorites/ })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Saved Searches' })).toHaveCount(0);
});

test('Log Out forgets the lead and goes to /real-estate', async ({ page, context }) => {
  const { token } = await findLead(TENANT_1, 1, (l) => l.favourites.data.total > 0);
  await signInLead(context, TENANT_1, token);
  await gotoSignedIn(page, `${TENANT_1}/`);
  await (await hydrated(menu(page).getByRole('button', { name: 'Log Out' }))).click();
  await expect(page).toHaveURL(`${TENANT_1}/real-estate`);
  await expect(menu(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'JWT')).toBeUndefined();
});

test('garbage, expired and foreign tokens are treated as a visitor, never a 500', async ({ page, context }) => {
  for (const value of ['garbage', 'a.b.c', await leadToken(1, 1, { expiresIn: 'expired' }), await leadToken(1, 2), 'x'.repeat(3900)]) {
    await context.clearCookies();
    await context.addCookies([{ name: 'JWT', value, url: TENANT_1 }]);
    const response = await page.goto(`${TENANT_1}/`);
    expect(response?.status()).toBe(200);
    await expect(menu(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    const me = await page.request.get(`${TENANT_1}/api/leads/me`);
    expect(me.status()).toBe(401);
  }
});

test('the mobile menu opens, shows the same links and closes with its close icon', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${TENANT_1}/`);
  const bar = page.getByTestId('mobile-search-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: /Favorites/ })).toBeVisible();
  await bar.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer.getByRole('link', { name: 'Search Homes' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Log In' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toHaveCount(0);
});

test('the server-rendered menu already matches the visitor: no "Log In" flashes by for a lead', async () => {
  const { token } = await findLead(TENANT_1, 1, () => true);
  const signedIn = await hostRequest(`${TENANT_1}/`, { headers: { cookie: `JWT=${token}` } });
  expect(signedIn.text).toContain('data-menu-item="logOut"');
  expect(signedIn.text).not.toContain('data-menu-item="logIn"');
  const visitor = await hostRequest(`${TENANT_1}/`);
  expect(visitor.text).toContain('data-menu-item="logIn"');
});

test("on an agent's site the app's own menu links carry agentSite too", async ({ page, context }) => {
  const { token } = await findLead(TENANT_2, 2, (l) => l.favourites.data.total > 0 && l.eAlerts.data.total > 0);
  const site = (await hostRequest(`${TENANT_2}/api/company/settings`)).json<{ data: { agent: { site: string } } }>().data.agent.site;
  await signInLead(context, TENANT_2, token);
  await gotoSignedIn(page, `${TENANT_2}/`);
  await expect(menu(page).getByRole('link', { name: /Favorites/ })).toHaveAttribute('href', `/real-estate?favorite=1&agentSite=${site}`);
  await expect(menu(page).getByRole('link', { name: 'Saved Searches' })).toHaveAttribute('href', `/saved-searches?agentSite=${site}`);
});
