import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, hostRequest, hydrated, noSidewaysScroll, screenshot, signInAgent } from './helpers';
import { TENANT_1 } from './env';

// The pipeline board end to end (the exhaustive cases live in tests/api/crm-opportunities.test.ts).
// The e2e database is shared by every spec file: the journey makes its own deal on a lead the
// API lists now, narrows the board to that lead (?q=), and reads every expected number from the API.

interface PublicAgent { id: number; type: string; email: string }
interface ListLead { id: number; fullName: string; firstName: string | null; lastName: string | null }
interface Totals { [stage: string]: { count: number; sum: number } }

const totalsOf = async (page: Page, q: string): Promise<Totals> => {
  const r = await page.request.get(`${TENANT_1}/api/crm/opportunities?q=${encodeURIComponent(q)}`);
  expect(r.status()).toBe(200);
  return ((await r.json()) as { meta: { totals: Totals } }).meta.totals;
};

test('a broker moves a deal with the keyboard; the totals and the lead\'s timeline follow', async ({ page }) => {
  const agents = (await hostRequest(`${TENANT_1}/api/agents`)).json<{ data: PublicAgent[] }>().data;
  const broker = agents.find((a) => a.type === 'broker')!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAgent(page, broker.email, '/opportunities');
  await expect(page.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeVisible();
  await expect(page.getByTestId('opportunity-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-opportunities-1440');

  // A lead of the company with a name only it has, and a deal of the journey's own on it.
  const leads = ((await (await page.request.get(`${TENANT_1}/api/crm/leads?per_page=100&sort=created_at%20asc`)).json()) as { data: ListLead[] }).data;
  const lead = leads.find((l) => l.firstName && l.lastName && !/[<>%_]/.test(l.fullName) && leads.filter((o) => o.fullName === l.fullName).length === 1)!;
  const value = 400_000 + Math.floor(Math.random() * 1000) * 1000;
  const created = await page.request.post(`${TENANT_1}/api/crm/opportunities`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { leadId: lead.id, stage: 'qualified', value, expectedCloseAt: '2020-06-01' },
  });
  expect(created.status()).toBe(201);
  const deal = ((await created.json()) as { data: { id: number } }).data;
  const before = await totalsOf(page, lead.fullName);

  await page.goto(`${TENANT_1}/opportunities?q=${encodeURIComponent(lead.fullName)}`);
  const card = page.locator(`[data-testid="opportunity-card"][data-id="${deal.id}"]`);
  await expect(page.getByTestId('column-qualified').locator(`[data-id="${deal.id}"]`)).toBeVisible();
  await expect(card.getByText('Overdue:')).toBeVisible();
  await expect(page.getByTestId('column-showing').getByTestId('stage-count')).toHaveText(String(before.showing!.count));

  // Space picks the card up, an arrow carries it one column right, Space drops it there.
  const handle = await hydrated(card.getByRole('button', { name: /^Drag / }));
  await handle.focus();
  await page.keyboard.press('Space');
  // The sensor listens for arrows only once the pick-up is under way: on a busy machine an arrow
  // pressed at once can arrive before it (the handle says it is pressed once the card is held).
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('column-showing')).toHaveAttribute('data-over', 'true');
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `Moved ${lead.fullName} to Showing.` })).toBeVisible();
  await expect(page.getByTestId('column-showing').locator(`[data-id="${deal.id}"]`)).toBeVisible();
  await expect(page.getByTestId('column-showing').getByTestId('stage-count')).toHaveText(String(before.showing!.count + 1));
  await expect(page.getByTestId('column-qualified').getByTestId('stage-count')).toHaveText(String(before.qualified!.count - 1));
  const after = await totalsOf(page, lead.fullName);
  expect(after.showing).toEqual({ count: before.showing!.count + 1, sum: before.showing!.sum + value });

  // The lead's timeline says what moved.
  await page.goto(`${TENANT_1}/lead?id=${lead.id}`);
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText(`Opportunity moved from Qualified to Showing ($${value.toLocaleString('en-US')})`)).toBeVisible();

  await expect(page.getByRole('region', { name: 'Opportunities' }).getByText(`Showing · $${value.toLocaleString('en-US')}`)).toBeVisible();

  // On a phone: the same board, the columns scroll in their own region, a card moves with its menu.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${TENANT_1}/opportunities?q=${encodeURIComponent(lead.fullName)}`);
  const phoneCard = page.locator(`[data-testid="opportunity-card"][data-id="${deal.id}"]`);
  await expect(phoneCard).toBeVisible();
  await (await hydrated(phoneCard.getByRole('combobox', { name: /Move .* to$/ }))).selectOption('offer');
  await expect(page.getByTestId('column-offer').locator(`[data-id="${deal.id}"]`)).toBeVisible();
  await noSidewaysScroll(page, 375);
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-opportunities-375');
  expect((await totalsOf(page, lead.fullName)).offer!.count).toBe(after.offer!.count + 1);

  // The new-deal dialog opens, is labelled, finds the lead as typed, and closes.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${TENANT_1}/opportunities`);
  await (await hydrated(page.getByRole('button', { name: 'New opportunity' }))).click();
  const dialog = page.getByRole('dialog', { name: 'New opportunity' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Lead').fill(lead.fullName);
  await expect(dialog.getByRole('button', { name: new RegExp(lead.fullName) })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-opportunities-dialog-1440');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
