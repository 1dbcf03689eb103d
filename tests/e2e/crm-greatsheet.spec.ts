import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, hostRequest, hydrated, noSidewaysScroll, screenshot, signInAgent } from './helpers';
import { TENANT_1 } from './env';

// /greatsheet end to end for a broker (the exhaustive cases are in tests/api/crm-greatsheet.test.ts):
// open it, scroll to the last lead, sort by name, edit a stage in its cell and find the stage
// activity on the lead's timeline, hide a column and see it stay hidden after a reload. The
// e2e database is shared by every spec, so rows are picked from what the API says now.

interface PublicAgent { id: number; type: string; email: string }
interface SheetRow { id: number; fullName: string; stage: string }
interface SheetAnswer { data: SheetRow[]; meta: { total: number } }

const STAGE_WORDS: Record<string, string> = { new: 'New', attempted: 'Attempted', contacted: 'Contacted', nurture: 'Nurture', appointment: 'Appointment', active: 'Active', under_contract: 'Under contract', closed: 'Closed', lost: 'Lost' };

const grid = (page: Page) => page.getByRole('grid', { name: 'Greatsheet' });
const row = (page: Page, index: number) => grid(page).locator(`[role="row"][aria-rowindex="${index}"]`);

async function sheetOf(page: Page, query: string): Promise<SheetAnswer> {
  const answer = await page.request.get(`${TENANT_1}/api/crm/greatsheet?${query}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as SheetAnswer;
}

test('a broker scrolls the whole sheet, sorts it, edits a stage in place and keeps a column choice', async ({ page }) => {
  test.setTimeout(120_000);
  const agents = (await hostRequest(`${TENANT_1}/api/agents`)).json<{ data: PublicAgent[] }>().data;
  const broker = agents.find((a) => a.type === 'broker');
  expect(broker).toBeDefined();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAgent(page, broker!.email, '/greatsheet');

  const { meta } = await sheetOf(page, 'limit=1');
  await expect(grid(page)).toHaveAttribute('aria-rowcount', String(meta.total + 1));
  await expect(page.getByRole('status').first()).toContainText(`${meta.total.toLocaleString('en-US')} leads`);

  // Far down: the last row loads as the viewport reaches it.
  const scroller = await hydrated(grid(page));
  await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(row(page, meta.total + 1).getByRole('link')).toBeVisible();
  const [last] = (await sheetOf(page, `offset=${meta.total - 1}&limit=1`)).data;
  await expect(row(page, meta.total + 1).getByRole('rowheader')).toHaveText(last!.fullName);

  // Sort by name: the header says so, the grid is back at the top, the first row is the API's.
  const nameHeader = grid(page).getByRole('columnheader', { name: 'Lead' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=name\+asc/);
  const [first] = (await sheetOf(page, 'sort=name+asc&limit=1')).data;
  await expect(row(page, 2).getByRole('rowheader')).toHaveText(first!.fullName);

  // Keyboard: from the first name (a click there; the name itself is a link to the lead), right
  // four times is the stage cell; Enter edits, Enter saves.
  await row(page, 2).getByRole('gridcell').first().click();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  const stageCell = row(page, 2).getByRole('gridcell').nth(4);
  await expect(stageCell).toBeFocused();
  await expect(stageCell).toHaveText(STAGE_WORDS[first!.stage]!);
  const to = first!.stage === 'nurture' ? 'appointment' : 'nurture';
  await page.keyboard.press('Enter');
  const editor = stageCell.getByRole('combobox', { name: `Stage of ${first!.fullName}` });
  await expect(editor).toBeFocused();
  await editor.selectOption(to);
  await expectNoAxeViolations(page);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/crm/leads/${first!.id}`) && r.request().method() === 'PATCH');
  await editor.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(stageCell).toHaveText(STAGE_WORDS[to]!);
  await expect(stageCell).toBeFocused();
  // Escape leaves a cell as it was.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Nobody');
  await page.keyboard.press('Escape');
  await expect(row(page, 2).getByRole('gridcell').nth(3)).not.toContainText('Nobody');
  await screenshot(page, 'greatsheet-desktop');

  // The lead page's timeline has the stage activity the sheet's edit wrote.
  const leadPage = await page.context().newPage();
  await leadPage.goto(`${TENANT_1}/lead?id=${first!.id}`);
  await expect(leadPage.getByRole('region', { name: 'Timeline' }).getByText(`Stage changed from ${STAGE_WORDS[first!.stage]} to ${STAGE_WORDS[to]}`).first()).toBeVisible();
  await leadPage.close();

  // Hide "Source": saved for this broker, still hidden after a reload.
  await page.getByRole('button', { name: 'Columns' }).click();
  await expectNoAxeViolations(page);
  const put = page.waitForResponse((r) => r.url().endsWith('/api/crm/greatsheet/columns') && r.request().method() === 'PUT');
  await page.getByRole('checkbox', { name: 'Source' }).uncheck();
  expect((await put).status()).toBe(200);
  await expect(grid(page).getByRole('columnheader', { name: 'Source' })).toHaveCount(0);
  await page.reload();
  await expect(grid(page).getByRole('columnheader', { name: 'Lead' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(grid(page).getByRole('columnheader', { name: 'Stage' })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'Source' })).toHaveCount(0);

  // Phones: the page never scrolls sideways; the grid scrolls inside its own region.
  await page.setViewportSize({ width: 375, height: 800 });
  await noSidewaysScroll(page, 375);
  expect(await grid(page).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await screenshot(page, 'greatsheet-phone');

  // Put the column back (the broker's choice is shared e2e state).
  const restore = await page.request.put(`${TENANT_1}/api/crm/greatsheet/columns`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { columns: ['firstName', 'lastName', 'email', 'phone', 'stage', 'tags', 'buyerAgent', 'listingAgent', 'lender', 'source', 'createdAt', 'lastActivityAt', 'lastVisitAt'] },
  });
  expect(restore.status()).toBe(200);
});
