import { expect, test, type Page } from '@playwright/test';
import { blockExternal, expectNoAxeViolations, hostRequest, screenshot, hydrated } from './helpers';
import { TENANT_1, TENANT_2 } from './env';

const cardIds = (page: Page) => page.getByTestId('property-card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-id'))));
const cardTexts = (page: Page) => page.getByTestId('property-card').allInnerTexts();
const resultsCount = (page: Page) => page.getByTestId('results-count');

/** Waits until the results shown are those of the current URL (loading finished). */
async function settled(page: Page) {
  await expect(resultsCount(page)).not.toHaveText(/Loading/);
  await expect(page.locator('[data-testid="results"][aria-busy="true"]')).toHaveCount(0);
}

test.describe('server-rendered search pages', () => {
  test('/real-estate/{segments} is real HTML: title, description, canonical, heading and cards', async () => {
    const res = await hostRequest(`${TENANT_1}/real-estate/riverhead-ny/beds-3`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<title>Riverhead, NY Homes for Sale &amp; Real Estate \| Peconic Bay Homes<\/title>/);
    expect(res.text).toMatch(/<meta name="description" content="There (are|is) \d+ homes? for sale in Riverhead, NY/);
    expect(res.text).toContain('<link rel="canonical" href="https://localhost/real-estate/riverhead-ny/beds-3"/>');
    expect(res.text).toMatch(/<h1[^>]*>Homes for sale in Riverhead, NY<\/h1>/);
    expect(res.text).not.toContain('<meta name="robots"');
    const total = Number(/data-testid="results-count">(\d+) homes?</.exec(res.text)?.[1]);
    expect(total).toBeGreaterThan(0);
    const cards = res.text.match(/data-testid="property-card"/g) ?? [];
    expect(cards.length).toBe(Math.min(10, total));
    expect(res.text).toMatch(/href="\/homedetails\/[a-z0-9-]+\/\d+"/);
    // Page 2 on is not a page of its own for search engines.
    expect((await hostRequest(`${TENANT_1}/real-estate/riverhead-ny/beds-3?page=2`)).text).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  test('a misspelt town falls back to the town, and the results line names it', async () => {
    const res = await hostRequest(`${TENANT_1}/real-estate?keyword=Montak`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('No exact matches: showing results for Montauk.');
    // Montauk's homes under the typo's URL are not a page for search engines.
    expect(res.text).toContain('<meta name="robots" content="noindex, follow"/>');
    // The first card is a Montauk home (the text up to the second card).
    const [, firstCard] = res.text.split('data-testid="property-card"');
    expect(firstCard).toContain('Montauk');
  });

  test('an out-of-order path is a permanent redirect to the canonical one, keeping the page', async () => {
    const res = await hostRequest(`${TENANT_1}/real-estate/beds-3/riverhead-ny?page=2`);
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/real-estate/riverhead-ny/beds-3?page=2');
  });

  test('a malformed path is a 404 with the full page, not an empty shell', async () => {
    for (const path of ['/real-estate/beds-three', '/real-estate/nowhere', '/real-estate/beds-3/beds-4', '/real-estate/price-abc-any']) {
      const res = await hostRequest(`${TENANT_1}${path}`);
      expect(res.status).toBe(404);
      expect(res.text).toContain('Page not found');
      expect(res.text).toContain('data-testid="site-footer"');
      expect(res.text).not.toContain('__next_error__');
    }
  });

  test('a type the company does not offer is dropped with a redirect (DESIGN §8)', async () => {
    // Tenant 2 offers r, c, ll, dplx; townhouses (t) are tenant 1's.
    const res = await hostRequest(`${TENANT_2}/real-estate/type-r,t`, { host: 'second.localhost' });
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/real-estate/type-r');
  });

  test('/properties: offthemarket shows the headline over available homes; a visitor has no favourites', async ({ page }) => {
    await blockExternal(page);
    await page.goto(`${TENANT_1}/properties?offthemarket=1`);
    await expect(page.getByRole('status').filter({ hasText: 'Oops, that property is no longer for sale. Available properties:' })).toBeVisible();
    expect((await cardIds(page)).length).toBe(10);
    await page.goto(`${TENANT_1}/properties?lfh=1`);
    await expect(page.getByTestId('no-results')).toBeVisible();
    await expect(page.getByText('Sign in to see your favorite and viewed homes.')).toBeVisible();
    await page.goto(`${TENANT_1}/real-estate?favorite=1`);
    await expect(page.getByTestId('no-results')).toBeVisible();
  });
});

for (const width of [1280, 375]) {
  test.describe(`search at ${width}px`, () => {
    test.beforeEach(async ({ page, context }) => {
      await blockExternal(page);
      await context.addCookies([{ name: 'viewMode', value: 'list', url: TENANT_1 }]);
      await page.setViewportSize({ width, height: 900 });
    });

    test('typing a town and choosing its suggestion with the keyboard searches it', async ({ page }) => {
      await page.goto(`${TENANT_1}/real-estate`);
      const input = page.getByTestId('search-input');
      await input.fill('Southo');
      // Grouped by key in SPEC's order: cities first here, then schools, districts, keywords.
      const cities = page.getByRole('group', { name: 'Cities' });
      await expect(cities.getByRole('option', { name: 'Southold, NY' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Schools' }).getByRole('option')).not.toHaveCount(0);
      // The plain town name is the same place: listed once.
      await expect(page.getByRole('option', { name: 'Southold', exact: true })).toHaveCount(0);
      await input.press('ArrowDown');
      await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await input.press('ArrowDown');
      await input.press('ArrowUp');
      await expect(input).toHaveAttribute('aria-activedescendant', (await page.getByRole('option').first().getAttribute('id'))!);
      await input.press('Enter');
      await expect(page).toHaveURL(/\/real-estate\/southold-ny$/);
      await settled(page);
      const texts = await cardTexts(page);
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toContain('Southold');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Southold');
      await expect(page.getByTestId('chip').filter({ hasText: 'Southold, NY' })).toBeVisible();
    });

    test('filters change the results and the URL; chips remove them; back and forward replay them', async ({ page }) => {
      await page.goto(`${TENANT_1}/real-estate`);
      const before = await cardIds(page);
      if (width > 760) {
        await (await hydrated(page.getByRole('button', { name: /^Beds & Baths/ }))).click();
        await page.getByRole('group', { name: 'Beds', exact: true }).getByRole('button', { name: '4+' }).click();
      } else {
        await page.getByRole('button', { name: 'Filters' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await dialog.getByRole('group', { name: 'Beds', exact: true }).getByRole('button', { name: '4+' }).click();
        await dialog.getByRole('button', { name: /^Show|^Done/ }).click();
        await expect(dialog).toBeHidden();
      }
      await expect(page).toHaveURL(/\/real-estate\/beds-4$/);
      await settled(page);
      const withBeds = await cardTexts(page);
      expect(withBeds.length).toBeGreaterThan(0);
      for (const text of withBeds) expect(Number(/(\d+) bds?/.exec(text)?.[1])).toBeGreaterThanOrEqual(4);
      expect(await cardIds(page)).not.toEqual(before);

      // A second filter: a status.
      if (width > 760) {
        await page.getByRole('button', { name: /^Status/ }).click();
        await page.getByRole('checkbox', { name: 'Sold' }).check();
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: 'Filters' }).click();
        await page.getByRole('dialog').getByRole('checkbox', { name: 'Sold' }).check();
        await page.getByRole('dialog').getByRole('button', { name: /^Show|^Done/ }).click();
      }
      await expect(page).toHaveURL(/\/real-estate\/status-s\/beds-4$/);
      await settled(page);
      for (const text of await cardTexts(page)) expect(text).toContain('Sold');

      // Back: beds only; forward: beds and sold.
      await page.goBack();
      await expect(page).toHaveURL(/\/real-estate\/beds-4$/);
      await settled(page);
      expect(await cardTexts(page)).toEqual(withBeds);
      await page.goForward();
      await expect(page).toHaveURL(/\/real-estate\/status-s\/beds-4$/);

      // Chips: removing "Sold" leaves beds.
      await page.getByRole('button', { name: /Remove filter: Sold/ }).click();
      await expect(page).toHaveURL(/\/real-estate\/beds-4$/);
      await page.getByRole('button', { name: /Remove filter: 4\+/ }).click();
      await expect(page).toHaveURL(/\/real-estate$/);
      await expect(page.getByTestId('selected-filters')).toHaveCount(0);
    });

    test('a shared URL shows the same results', async ({ page, browser }) => {
      const url = `${TENANT_1}/real-estate/type-r/price-300000-900000/beds-3?sort=price+asc&page=2`;
      await page.goto(url);
      const ids = await cardIds(page);
      expect(ids.length).toBe(10);
      const other = await browser.newPage();
      await other.goto(url);
      expect(await cardIds(other)).toEqual(ids);
      await other.close();
      const api = await hostRequest(`${TENANT_1}/api/properties?type=r&minprice=300000&maxprice=900000&minbeds=3&sort=price+asc&page=2`);
      expect(api.json<{ data: { id: number }[] }>().data.map((p) => p.id)).toEqual(ids);
    });

    test('pagination: ten a page, five pages a set, links that work without a reload', async ({ page }) => {
      await page.goto(`${TENANT_1}/real-estate`);
      const nav = page.getByTestId('pagination');
      await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(4);
      await expect(nav.locator('[aria-current="page"]')).toHaveText('1');
      const first = await cardIds(page);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      await nav.getByRole('link', { name: 'Page 3' }).click();
      await expect(page).toHaveURL(/\/real-estate\?page=3$/);
      await settled(page);
      expect(await cardIds(page)).not.toEqual(first);
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
      await nav.getByRole('link', { name: 'Next five pages' }).click();
      await expect(page).toHaveURL(/\?page=6$/);
      await expect(nav.locator('[aria-current="page"]')).toHaveText('6');
      await expect(nav.getByRole('link', { name: 'Page 10' })).toBeVisible();
    });

    test('gallery view sorts by each gallery sort; the view is kept in its cookie', async ({ page, context }) => {
      await page.goto(`${TENANT_1}/real-estate`);
      await (await hydrated(page.getByTestId('view-gallery'))).click();
      await expect(page.getByTestId('view-gallery')).toHaveAttribute('aria-pressed', 'true');
      const sorts = await page.getByTestId('sort').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      // SPEC §9 gallery sorts: price (both ways), square, bedrooms, bathrooms, created_at, year, lot_square, price_reduced_at, ratingweight.
      expect(sorts.map((v) => v.split(' ')[0]).sort()).toEqual(
        ['bathrooms', 'bedrooms', 'created_at', 'lot_square', 'price', 'price', 'price_reduced_at', 'ratingweight', 'square', 'year'].sort(),
      );
      const numbers = async (testId: string, pattern: RegExp) =>
        (await page.getByTestId(testId).allInnerTexts()).map((t) => Number(pattern.exec(t.replace(/,/g, ''))?.[1]));
      for (const sort of sorts) {
        await page.getByTestId('sort').selectOption(sort);
        if (sort === 'created_at desc') await expect(page).toHaveURL(/\/real-estate$/);
        else await expect(page).toHaveURL(new RegExp(`sort=${sort.replace(' ', '\\+')}$`));
        await settled(page);
        const api = (await hostRequest(`${TENANT_1}/api/properties?sort=${encodeURIComponent(sort)}`)).json<{ data: { id: number }[] }>().data.map((p) => p.id);
        await expect.poll(() => cardIds(page)).toEqual(api);
        if (sort === 'price asc' || sort === 'price desc') {
          const prices = await numbers('card-price', /(\d+)/);
          expect(prices).toEqual([...prices].sort((a, b) => (sort.endsWith('asc') ? a - b : b - a)));
        }
        if (sort === 'square desc') {
          const areas = await numbers('property-card', /(\d+) sq ft/);
          expect(areas).toEqual([...areas].sort((a, b) => b - a));
        }
      }
      const cookies = await context.cookies(TENANT_1);
      expect(cookies.find((c) => c.name === 'viewMode')?.value).toBe('gallery');
      await page.reload();
      await expect(page.getByTestId('view-gallery')).toHaveAttribute('aria-pressed', 'true');
      await screenshot(page, `search-gallery-${width}`);
      await expectNoAxeViolations(page);
    });

    test('list view: screenshot and axe', async ({ page }) => {
      await page.goto(`${TENANT_1}/real-estate/riverhead-ny`);
      await screenshot(page, `search-list-${width}`);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('mobile filters panel', () => {
  test.beforeEach(async ({ page }) => {
    await blockExternal(page);
    await page.setViewportSize({ width: 375, height: 800 });
  });

  test('#filters opens it on load; closing drops the hash', async ({ page }) => {
    await page.goto(`${TENANT_1}/real-estate#filters`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Baths', exact: true })).toBeVisible();
    await screenshot(page, 'search-mobile-filters-375');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close filters' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/real-estate$/);
  });

  test('locks the scroll, shows days sold with Sold, closes itself above 760 px and restores the scroll', async ({ page }) => {
    await page.goto(`${TENANT_1}/real-estate`);
    await page.evaluate(() => window.scrollTo(0, 600));
    await (await hydrated(page.getByRole('button', { name: 'Filters' }))).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
    await expect(dialog.getByText('Sold within')).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'Sold' }).check();
    await expect(dialog.getByText('Sold within').first()).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).position)).not.toBe('fixed');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  });
});

test.describe('map view', () => {
  test('a place far from the default centre opens the map on its homes, without searching new bounds', async ({ page, context }) => {
    await blockExternal(page);
    await context.addCookies([{ name: 'viewMode', value: 'map', url: TENANT_1 }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${TENANT_1}/real-estate/montauk-ny`);
    const total = Number((await resultsCount(page).innerText()).replace(/[^\d]/g, ''));
    expect(total).toBeGreaterThan(0);
    await expect(page.locator('.maplibregl-canvas')).toBeVisible();
    await expect(page.getByText(`${total.toLocaleString('en-US')} ${total === 1 ? 'home' : 'homes'} in this area`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(page.url()).not.toContain('bounds=');
  });

  test('map pans replace each other in the history: Back leaves the map search in one step', async ({ page, context }) => {
    await blockExternal(page);
    await context.addCookies([{ name: 'viewMode', value: 'map', url: TENANT_1 }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${TENANT_1}/real-estate`);
    const canvas = page.locator('.maplibregl-canvas');
    await expect(canvas).toBeVisible();
    const box = (await canvas.boundingBox())!;
    const drag = async (dx: number) => {
      const before = page.url();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 6 });
      await page.mouse.up();
      await expect.poll(() => page.url()).not.toBe(before);
    };
    await drag(-150);
    await expect(page).toHaveURL(/bounds=/);
    await drag(150);
    await drag(-100);
    await page.goBack();
    await expect(page).toHaveURL(/\/real-estate$/);
  });

  for (const width of [1280, 375]) {
    test(`at ${width}px: loads only when shown, clusters, moving searches the new bounds, clusters zoom in, an area can be drawn`, async ({ page, context }) => {
      await blockExternal(page);
      await context.addCookies([{ name: 'viewMode', value: 'list', url: TENANT_1 }]);
      await page.setViewportSize({ width, height: 900 });
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script' || r.url().endsWith('.mjs')) scripts.push(r.url());
      });
      await page.goto(`${TENANT_1}/real-estate`);
      await page.waitForLoadState('networkidle');
      expect(scripts.some((u) => u.includes('maplibre'))).toBe(false);
      await expect(page.locator('.maplibregl-canvas')).toHaveCount(0);

      await page.getByTestId('view-map').click();
      const canvas = page.locator('.maplibregl-canvas');
      await expect(canvas).toBeVisible();
      await expect.poll(() => scripts.some((u) => u.endsWith('/maplibre-gl-worker.mjs'))).toBe(true);
      await expect(page.getByText(/\d[\d,]* homes? in this area/)).toBeVisible();
      // Zoomed out, the homes in view are clusters (close in, with few homes, they are price pins).
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('zoom')).toBe('11');
      await page.waitForLoadState('networkidle');
      const clusters = page.getByRole('button', { name: /homes? here\. Zoom in/ });
      await expect(clusters.first()).toBeVisible();

      // A cluster zooms in when chosen (by keyboard here: the first one may sit under the toolbar on a phone).
      await clusters.first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => Number(new URL(page.url()).searchParams.get('zoom'))).toBeGreaterThan(11);
      const zoomed = Number(new URL(page.url()).searchParams.get('zoom'));
      await page.waitForLoadState('networkidle');
      // Close in, the homes are price pins; a pin opens a popup linking to the listing.
      const pins = page.getByRole('button', { name: /^(\$[\d.]+[KM]?|Sold[^,]*), / });
      await expect(pins.first()).toBeVisible();
      await pins.first().focus();
      await page.keyboard.press('Enter');
      const details = page.getByRole('link', { name: /^View details/ });
      await expect(details).toHaveAttribute('href', /^\/homedetails\/[a-z0-9-]+\/\d+$/);
      // Opened from the keyboard: focus is in the popup, not left among the pins.
      await expect(details).toBeFocused();
      await page.keyboard.press('Escape');

      // Dragging the map searches what it shows: bounds and zoom go into the URL.
      const box = (await canvas.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x - 120, y - 80, { steps: 8 });
      await page.mouse.up();
      await expect(page).toHaveURL(/bounds=-?\d+(\.\d+)?,-?\d+(\.\d+)?,-?\d+(\.\d+)?,-?\d+(\.\d+)?&zoom=\d+/);
      await settled(page);
      const bounds = new URL(page.url()).searchParams.get('bounds')!.split(',').map(Number) as [number, number, number, number];
      const api = await hostRequest(`${TENANT_1}/api/properties?bounds=${bounds.join(',')}&zoom=${zoomed}`);
      const inView = api.json<{ data: { attributes: { latitude: number; longitude: number } }[] }>().data;
      for (const p of inView) {
        expect(p.attributes.longitude).toBeGreaterThanOrEqual(bounds[0]);
        expect(p.attributes.latitude).toBeLessThanOrEqual(bounds[3]);
      }
      expect(await cardIds(page)).toEqual(inView.map((p) => (p as unknown as { id: number }).id));

      // Draw an area: four corners, Finish → pts in the URL; Remove area → gone.
      await page.getByRole('button', { name: 'Draw area' }).click();
      const c = (await canvas.boundingBox())!;
      for (const [dx, dy] of [[0.3, 0.3], [0.7, 0.3], [0.7, 0.7], [0.3, 0.7]] as const) await page.mouse.click(c.x + c.width * dx, c.y + c.height * dy);
      await page.getByRole('button', { name: 'Finish' }).click();
      await expect(page).toHaveURL(/pts=/);
      await expect(page.getByTestId('chip').filter({ hasText: /area/i }).first()).toBeVisible();
      await screenshot(page, `search-map-${width}`);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Remove area' }).click();
      await expect(page).not.toHaveURL(/pts=/);
    });
  }
});

test.describe('each filter', () => {
  test.beforeEach(async ({ page, context }) => {
    await blockExternal(page);
    await context.addCookies([{ name: 'viewMode', value: 'list', url: TENANT_1 }]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  /** The API's answer for the page's current URL, read the way the page reads it. */
  async function apiFor(page: Page, query: string) {
    const res = await hostRequest(`${TENANT_1}/api/properties?${query}`);
    return res.json<{ data: { id: number }[]; meta: { pagination: { total: number } } }>();
  }

  test('type, price, square footage and a feature each narrow the results and the URL', async ({ page }) => {
    await page.goto(`${TENANT_1}/real-estate`);
    const total = async () => Number((await resultsCount(page).innerText()).replace(/[^\d]/g, ''));
    const all = await total();

    await page.getByRole('button', { name: /^Type/ }).click();
    await page.getByRole('checkbox', { name: 'Condo' }).check();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/real-estate\/type-c$/);
    const condos = (await apiFor(page, 'type=c')).meta.pagination.total;
    expect(condos).toBeLessThan(all);
    await expect.poll(total).toBe(condos);

    await page.getByRole('button', { name: /^Price/ }).click();
    const min = page.getByRole('combobox', { name: 'Minimum price' });
    await min.fill('300,000');
    await min.press('Enter');
    await expect(page).toHaveURL(/\/real-estate\/type-c\/price-300000-any$/);
    // The max dropdown now offers nine values stepping up from the minimum (SPEC §9).
    await page.getByRole('combobox', { name: 'Maximum price' }).click();
    const maxOptions = page.getByRole('listbox', { name: 'Maximum price' }).getByRole('option');
    await expect(maxOptions).toHaveText(['No max', '$350K', '$400K', '$450K', '$500K', '$550K', '$600K', '$650K', '$700K', '$750K']);
    await maxOptions.filter({ hasText: '$600K' }).click();
    await expect(page).toHaveURL(/\/real-estate\/type-c\/price-300000-600000$/);
    await page.keyboard.press('Escape');
    await settled(page);
    for (const price of (await page.getByTestId('card-price').allInnerTexts()).map((t) => Number(t.replace(/[^\d]/g, '')))) {
      expect(price).toBeGreaterThanOrEqual(300000);
      expect(price).toBeLessThanOrEqual(600000);
    }

    await page.getByRole('button', { name: /^More/ }).click();
    await page.getByRole('group', { name: 'Square Footage' }).getByLabel('Min').selectOption({ label: '1,000' });
    await expect(page).toHaveURL(/\/real-estate\/type-c\/price-300000-600000\/minsqft-1000$/);
    await expect.poll(total).toBe((await apiFor(page, 'type=c&minprice=300000&maxprice=600000&minsqft=1000')).meta.pagination.total);
    await settled(page);
    for (const text of await cardTexts(page)) expect(Number(/([\d,]+) sq ft/.exec(text)?.[1]?.replace(/,/g, ''))).toBeGreaterThanOrEqual(1000);

    await page.getByRole('checkbox', { name: 'Fireplace' }).check();
    await expect(page).toHaveURL(/\/minsqft-1000\/features-fireplace$/);
    await expect.poll(total).toBe((await apiFor(page, 'type=c&minprice=300000&maxprice=600000&minsqft=1000&features=fireplace')).meta.pagination.total);
    await page.keyboard.press('Escape');

    // Clear: back to every home.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page).toHaveURL(/\/real-estate$/);
    await expect.poll(total).toBe(all);
  });

  test('the advanced panel shows exactly what the company enables, deal ratings only where shown', async ({ page }) => {
    await page.goto(`${TENANT_1}/real-estate`);
    await (await hydrated(page.getByRole('button', { name: /^More/ }))).click();
    await expect(page.getByRole('checkbox', { name: 'Great Deal' })).toBeVisible();
    // No configuration: every control, Deal Ratings first.
    const all = await page.locator('[data-variant="desktop"] [data-control]').evaluateAll((els) => els.map((e) => e.getAttribute('data-control')));
    expect(all).toEqual(['dealRatings', 'square', 'year', 'garages', 'basement', 'acres', 'daysOnSite', 'maxHoa', 'assumableRate', 'stories', 'priceReduced', 'photo']);

    // Tenant 2: square, year, acres, days on site, price reduced, photos; no deal ratings.
    await page.goto(`${TENANT_2}/real-estate`);
    await page.getByRole('button', { name: /^More/ }).click();
    await expect(page.getByRole('group', { name: 'Square Footage' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Acres' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Has Photos' })).toBeVisible();
    // Exactly its fieldsConfiguration's truthy entries, in SPEC's order; no deal ratings.
    const controls = await page.locator('[data-variant="desktop"] [data-control]').evaluateAll((els) => els.map((e) => e.getAttribute('data-control')));
    expect(controls).toEqual(['square', 'year', 'acres', 'daysOnSite', 'priceReduced', 'photo']);
    await expect(page.getByRole('checkbox', { name: 'Great Deal' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Waterfront & Views' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the mobile menu is hidden on the properties layout (SPEC §2)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${TENANT_1}/real-estate`);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.goto(`${TENANT_1}/properties?minbeds=2`);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });
});

test.describe('search robustness', () => {
  test.beforeEach(async ({ page, context }) => {
    await blockExternal(page);
    await context.addCookies([{ name: 'viewMode', value: 'list', url: TENANT_1 }]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a failed search leaves the results empty with a message and a retry (SPEC §8)', async ({ page }) => {
    await page.goto(`${TENANT_1}/real-estate`);
    await page.route(/\/api\/properties\?/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Server error"}' }));
    await (await hydrated(page.getByRole('button', { name: /^Beds & Baths/ }))).click();
    await page.getByRole('group', { name: 'Beds', exact: true }).getByRole('button', { name: '5+' }).click();
    const failure = page.getByRole('alert').filter({ hasText: "We couldn't load homes for this search." });
    await expect(failure).toBeVisible();
    await expect(page.getByTestId('property-card')).toHaveCount(0);
    await page.unroute(/\/api\/properties\?/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(failure).toHaveCount(0);
    await settled(page);
    const texts = await cardTexts(page);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(Number(/(\d+) bds?/.exec(text)?.[1])).toBeGreaterThanOrEqual(5);
  });

  test('Back straight after a change shows the search of the URL, and the title follows the search', async ({ page }) => {
    await page.goto(`${TENANT_1}/real-estate/southold-ny`);
    await expect(page).toHaveTitle(/Southold, NY Homes for Sale/);
    await (await hydrated(page.getByRole('button', { name: /^Beds & Baths/ }))).click();
    const fourPlus = page.getByRole('group', { name: 'Beds', exact: true }).getByRole('button', { name: '4+' });
    await fourPlus.click();
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(/\/real-estate\/southold-ny$/);
    await expect(page.getByTestId('chip').filter({ hasText: '4+' })).toHaveCount(0);
    await expect(fourPlus).toHaveAttribute('aria-pressed', 'false');

    await page.getByTestId('search-input').fill('Greenp');
    await page.getByRole('option', { name: 'Greenport, NY' }).click();
    // Two places: no single place's copy, the heading names both.
    await expect(page).toHaveTitle('Homes for sale in Southold, NY and 1 more | Peconic Bay Homes');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname + new URL(canonical!).search).toBe(new URL(page.url()).pathname + new URL(page.url()).search);
  });
});
