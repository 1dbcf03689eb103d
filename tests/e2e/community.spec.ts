import { expect, test } from '@playwright/test';
import { blockExternal, expectNoAxeViolations, hostRequest, screenshot } from './helpers';
import { TENANT_1, TENANT_2 } from './env';

/** Community pages (docs/community.md): index → town page at phone and desktop widths, the chart loaded lazily, axe clean. */
test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

for (const width of [375, 1280]) {
  test(`a visitor goes from /communities to a town's page and on to its search (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${TENANT_1}/communities`);
    await expect(page.getByRole('heading', { level: 1, name: 'Communities we serve' })).toBeVisible();
    await screenshot(page, `communities-${width}`);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /^Riverhead, NY/ }).click();
    await expect(page).toHaveURL(`${TENANT_1}/communities/riverhead-ny`);
    await expect(page.getByRole('heading', { level: 1, name: 'Living in Riverhead, NY' })).toBeVisible();
    await expect(page.getByTestId('community-lead')).toContainText('for sale in Riverhead');
    await expect(page.getByTestId('community-description')).toContainText('Riverhead Central School District');
    await expect(page.locator('main')).not.toContainText(/NaN|\$0\b|undefined/);
    // chart.js arrives when the chart nears the screen: then a canvas with its text alternative beside it.
    const chart = page.getByTestId('community-chart');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.locator('canvas')).toHaveAttribute('aria-label', /median sold price in Riverhead/);
    await expect(page.getByTestId('community-price-table')).toBeVisible();
    // Homes by price (SPEC §9 price steps): brackets linking to the town's search with that price range.
    const byPrice = page.getByTestId('community-by-price');
    await expect(byPrice.getByRole('heading', { name: 'Homes for sale in Riverhead by price' })).toBeVisible();
    const bracket = byPrice.getByRole('link').first();
    await expect(bracket).toHaveAttribute('href', /^\/real-estate\/riverhead-ny\/price-(any|\d+)-(any|\d+)$/);
    await expect(bracket).toContainText(/^(Under \$[\d.]+[KM]|\$[\d.]+[KM](–\$[\d.]+[KM]|\+))\d+ homes?$/);
    await byPrice.screenshot({ path: `screenshots/community-by-price-${width}.png` });
    const cards = page.getByTestId('community-listings').getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    // Photos load lazily: bring each card into view, then wait for every photo before the full-page shot.
    for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="community-listings"] img')].every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));
    await screenshot(page, `community-page-${width}`);
    await expectNoAxeViolations(page);

    await page.getByTestId('community-see-all').click();
    await expect(page).toHaveURL(`${TENANT_1}/real-estate/riverhead-ny`);
  });
}

test('the search page of one town links to its community page', async ({ page }) => {
  await page.goto(`${TENANT_1}/real-estate/orient-ny`);
  const link = page.getByTestId('community-link');
  await expect(link).toHaveText('About Orient: prices, market and schools');
  await link.click();
  await expect(page).toHaveURL(`${TENANT_1}/communities/orient-ny`);
});

test('sold prices stay hidden where the company shows them only after sign-in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${TENANT_2}/communities/sag-harbor-ny`);
  await expect(page.getByRole('heading', { level: 1, name: 'Living in Sag Harbor, NY' })).toBeVisible();
  await expect(page.getByText('Sold prices are shown to registered visitors')).toBeVisible();
  await expect(page.getByTestId('community-chart')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a town the company does not serve is the full 404 page", async ({ page }) => {
  expect((await hostRequest(`${TENANT_2}/communities/riverhead-ny`)).status).toBe(404);
  const response = await page.goto(`${TENANT_1}/communities/atlantis-ny`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
});
