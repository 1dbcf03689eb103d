import { expect, test, type Page } from '@playwright/test';
import { blockExternal, expectNoAxeViolations, hydrated, screenshot } from './helpers';
import { TENANT_1, TENANT_2 } from './env';

/**
 * SPEC §2 `/`: the default home page (tenant 1) and the seller-focused one with its Sell/Buy
 * tabs (tenant 2). The search box leads to the results; the estimate form goes to
 * /what-is-my-home-worth?address=… (that page is built elsewhere: only the URL is checked).
 */
test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

/** Card photos load lazily: scroll the page through once so the full-page shot shows them. */
async function showLazyPhotos(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

for (const width of [375, 1280]) {
  test(`default home page: hero search, featured and new listings (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${TENANT_1}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'North Fork & East End homes for sale' })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Featured listings' })).toBeVisible();
    await expect(page.getByTestId('home-featured').getByTestId('property-card')).toHaveCount(8);
    await expect(page.getByTestId('home-new').getByTestId('property-card')).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'See all homes for sale' })).toHaveAttribute('href', '/real-estate');
    await showLazyPhotos(page);
    await screenshot(page, `home-default-${width}`);
    await expectNoAxeViolations(page);
  });

  test(`seller home page: Sell tab with the estimate form first, Buy tab with the search (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${TENANT_2}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sell or buy with Hamptons Coastal Realty' })).toBeVisible();
    const sell = page.getByRole('tab', { name: 'Sell' });
    await expect(sell).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Sell' }).getByLabel('Your home address')).toBeVisible();
    await expect(page.getByTestId('home-sold').getByTestId('property-card')).toHaveCount(4);
    await showLazyPhotos(page);
    await screenshot(page, `home-seller-${width}`);
    await expectNoAxeViolations(page);
    await (await hydrated(page.getByRole('tab', { name: 'Buy' }))).click();
    await expect(page.getByRole('tabpanel', { name: 'Buy' }).getByTestId('search-input')).toBeVisible();
    await expect(page.getByLabel('Your home address')).toBeHidden();
    await screenshot(page, `home-seller-buy-${width}`);
    await expectNoAxeViolations(page);
  });
}

test('default home page: a suggestion chosen with the keyboard opens its search results', async ({ page }) => {
  await page.goto(`${TENANT_1}/`);
  const input = await hydrated(page.getByTestId('search-input'));
  await input.fill('Southo');
  await expect(page.getByRole('group', { name: 'Cities' }).getByRole('option', { name: 'Southold, NY' })).toBeVisible();
  await input.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(`${TENANT_1}/real-estate/southold-ny`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Southold');
  await expect(page.getByTestId('property-card').first()).toBeVisible();
});

test('default home page: words without a suggestion search as a keyword', async ({ page }) => {
  await page.goto(`${TENANT_1}/`);
  const input = await hydrated(page.getByTestId('search-input'));
  await input.fill('waterfront');
  await input.press('Escape');
  await input.press('Enter');
  await expect(page).toHaveURL(`${TENANT_1}/real-estate?keyword=waterfront`);
  await expect(page.getByTestId('results-count')).toBeVisible();
});

test('seller home page: the tabs work from the keyboard (arrows, Home, End) and the estimate form submits the address', async ({ page }) => {
  await page.goto(`${TENANT_2}/`);
  const sell = await hydrated(page.getByRole('tab', { name: 'Sell' }));
  const buy = page.getByRole('tab', { name: 'Buy' });
  // One tab stop: Tab from the tab goes into its panel, not to the other tab.
  await sell.focus();
  await page.keyboard.press('ArrowRight');
  await expect(buy).toBeFocused();
  await expect(buy).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Buy' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Sell' })).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(sell).toBeFocused();
  await page.keyboard.press('End');
  await expect(buy).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(sell).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Sell' })).toBeFocused();
  await page.keyboard.press('Tab');
  const address = page.getByLabel('Your home address');
  await expect(address).toBeFocused();
  await address.fill('27 Main Street, Sag Harbor, NY 11963');
  await address.press('Enter');
  await expect(page).toHaveURL(`${TENANT_2}/what-is-my-home-worth?address=27+Main+Street%2C+Sag+Harbor%2C+NY+11963`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the estimate form and the search box still submit (plain GET forms)', async ({ page }) => {
    await page.goto(`${TENANT_2}/`);
    await page.getByLabel('Your home address').fill('5 Bay Street, Sag Harbor');
    await page.getByRole('button', { name: 'Get my estimate' }).click();
    await expect(page).toHaveURL(`${TENANT_2}/what-is-my-home-worth?address=5+Bay+Street%2C+Sag+Harbor`);
    await page.goto(`${TENANT_1}/`);
    await page.getByTestId('search-input').fill('Greenport');
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(`${TENANT_1}/real-estate?keyword=Greenport`);
    await expect(page.getByTestId('property-card').first()).toBeVisible();
  });
});
