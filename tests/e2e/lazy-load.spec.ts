import { expect, test, type Page } from '@playwright/test';
import { blockExternal, hostRequest, hydrated } from './helpers';
import { TENANT_1 } from './env';

// SPEC §4 "A lazy screen load retries up to 3 times (first after 2 s, later after 5 s)" and §8
// "'Loading chunk {n} failed.' with type and request address" (lib/browser/lazy-load.ts).

async function listingUrl(): Promise<string> {
  const res = await hostRequest(`${TENANT_1}/api/properties?type=r`);
  return res.json<{ data: { meta: { data: { url: string } } }[] }>().data[0]!.meta.data.url;
}

/** From now on, scripts fail to load: each address `failures` times (Infinity: always). */
async function failScripts(page: Page, failures: number): Promise<string[]> {
  const failed: string[] = [];
  const tries = new Map<string, number>();
  await page.route('**/_next/static/**/*.js', async (route) => {
    const url = route.request().url();
    const n = tries.get(url) ?? 0;
    tries.set(url, n + 1);
    if (n < failures) {
      failed.push(url);
      return route.abort('failed');
    }
    return route.continue();
  });
  return failed;
}

test.beforeEach(async ({ page }) => blockExternal(page));

test('a screen whose script fails to load once is loaded again and opens', async ({ page }) => {
  await page.goto(`${TENANT_1}${await listingUrl()}`);
  const open = await hydrated(page.getByTestId('open-calculator'));
  const failed = await failScripts(page, 1);
  await open.click();
  await expect(page.getByRole('dialog', { name: 'Mortgage calculator' })).toBeVisible({ timeout: 20_000 });
  expect(failed.length).toBeGreaterThan(0);
});

test('a screen whose script never loads ends on the error page with the chunk message', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${TENANT_1}${await listingUrl()}`);
  const open = await hydrated(page.getByTestId('open-calculator'));
  await failScripts(page, Infinity);
  const started = Date.now();
  await open.click();
  const message = page.getByTestId('chunk-error');
  await expect(message).toBeVisible({ timeout: 60_000 });
  await expect(message).toHaveText(/^Loading chunk \S+\.js failed\. \(error: \S*\/_next\/static\/\S+\.js\)$/);
  // Three retries, 2 + 5 + 5 seconds apart, before giving up.
  expect(Date.now() - started).toBeGreaterThanOrEqual(12_000);
});

test('the search codec and live results, failing once, load again and the change lands (issue 19: loaded on first use)', async ({ page }) => {
  await page.goto(`${TENANT_1}/real-estate/southold-ny/beds-3`);
  const chip = await hydrated(page.getByTestId('chip').filter({ hasText: '3+' }));
  const failed = await failScripts(page, 1);
  await chip.click();
  await expect(page).toHaveURL(/\/real-estate\/southold-ny$/, { timeout: 20_000 });
  await expect(page.getByTestId('chip').filter({ hasText: '3+' })).toHaveCount(0);
  await expect(page.getByTestId('results-count')).toHaveText(/^\d+ homes$/, { timeout: 20_000 });
  expect(failed.length).toBeGreaterThan(0);
});
