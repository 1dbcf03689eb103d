import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hydrated, noSidewaysScroll, screenshot, signInAgent, tenantBrokerEmail } from './helpers';

// /admin/lsa/booster end to end (the figures are tested in tests/api/crm-paid-sources.test.ts): an
// admin types a month's spend for a paid source that brought leads, and its cost per lead follows.
// Only the booster's own rows are written.

interface Figures { range: { months: string[] }; sources: { id: number; name: string; leads: number; spendCents: number; spend: Record<string, number | null> }[] }

// Polled: chart.js redraws its canvas for the new width a frame after the resize.
const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 });

test('an admin enters a month of spend and sees the cost per lead change', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAgent(page, await tenantBrokerEmail(), '/admin/lsa/booster');
  await expect(page.getByRole('heading', { level: 1, name: /paid lead sources/i })).toBeVisible();
  const answer = await page.evaluate(() => fetch('/api/crm/paid-sources').then((r) => r.json() as Promise<{ data: Figures }>));
  const source = answer.data.sources.find((s) => s.leads > 0);
  if (!source) throw new Error('no paid source with leads in the last six months');
  const month = answer.data.range.months.at(-1)!;
  // Something other than what the month holds (the e2e database outlives a run).
  const typed = Math.round((source.spend[month] ?? 0) / 100) + 17;
  const spend = source.spendCents - (source.spend[month] ?? 0) + typed * 100;

  const row = page.locator(`[data-testid="booster-row"][data-id="${source.id}"]`);
  const cell = await hydrated(page.getByTestId(`spend-${source.id}-${month}`));
  await cell.fill(String(typed));
  // The page asks for its figures again once the spend is saved (its SWR key's query string).
  const refreshed = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/api/crm/paid-sources?'));
  await cell.press('Enter');
  await expect(page.getByTestId('spend-status')).toHaveText(new RegExp(`Saved ${source.name}`));
  // Other files add leads while this one runs (imports, hooks): the count is the refreshed answer's.
  const after = ((await (await refreshed).json()) as { data: Figures }).data.sources.find((s) => s.id === source.id);
  expect(after?.spendCents).toBe(spend);
  await expect(row.getByTestId('cpl')).toHaveText(usd(Math.round(spend / after!.leads)));
  await expect(page.getByTestId('booster-chart').locator('canvas')).toBeVisible();

  // A preset moves the range in the URL without a page load.
  await page.getByRole('button', { name: '3 months' }).click();
  await expect(page).toHaveURL(/\/admin\/lsa\/booster\?from=\d{4}-\d{2}&to=\d{4}-\d{2}$/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-booster-1440');

  await page.setViewportSize({ width: 375, height: 800 });
  await noSidewaysScroll(page, 375);
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-booster-375');
});
