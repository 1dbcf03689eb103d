import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, hostRequest, hydrated, noSidewaysScroll, screenshot, signInAgent } from './helpers';
import { TENANT_1 } from './env';

// /reports end to end (the figures themselves are tested in tests/api/crm-reports.test.ts): a
// broker opens it, changes the range and the agent, downloads a CSV; an agent sees only their
// own figures, without the agent filter. Nothing here writes, so other specs' data is safe.

interface PublicAgent { id: number; type: string; email: string; firstName: string; lastName: string }

async function companyAgents(): Promise<PublicAgent[]> {
  return (await hostRequest(`${TENANT_1}/api/agents`)).json<{ data: PublicAgent[] }>().data;
}

const fromInput = (page: Page) => page.getByRole('textbox', { name: 'From', exact: true });
const toInput = (page: Page) => page.getByRole('textbox', { name: 'To', exact: true });
const REPORTS = ['Lead sources', 'Speed to first contact', 'Conversion by stage', 'Agent leaderboard', 'Listing engagement'];

test('a broker reads the reports: range presets and days in the URL, an agent filter, a CSV download', async ({ page }) => {
  const agents = await companyAgents();
  const broker = agents.find((a) => a.type === 'broker');
  if (!broker) throw new Error('no broker');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAgent(page, broker.email, '/reports');
  for (const title of REPORTS) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // The first view is the last 30 days, server-rendered: every report has a table or says it is empty.
  const sources = page.getByTestId('report-sources');
  await expect(sources.getByRole('table')).toBeVisible();
  expect(await sources.getByRole('row').count()).toBeGreaterThan(1);

  // A preset changes the range and the URL, without a page load; the tables follow.
  await (await hydrated(page.getByRole('button', { name: '90 days' }))).click();
  await expect(page).toHaveURL(/\/reports\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  const from = await fromInput(page).inputValue();
  const to = await toInput(page).inputValue();
  expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(89);
  await expect(page.getByText(`from ${from} to ${to}`)).toBeVisible();

  // A day typed in: the first day after the last is refused on the page, not sent.
  await fromInput(page).fill('2099-01-01');
  await expect(page.getByRole('status').filter({ hasText: 'The first day must be on or before the last.' })).toBeVisible();
  await fromInput(page).fill(from);
  await expect(page.getByRole('status').filter({ hasText: 'The first day' })).toHaveCount(0);

  // The charts load (lazily) with an accessible summary.
  await page.getByRole('heading', { name: 'Speed to first contact' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: /^Speed to first contact over \d+ leads/ })).toBeVisible();

  for (const title of REPORTS) await page.getByRole('heading', { level: 2, name: title }).scrollIntoViewIfNeeded();
  await screenshot(page, 'crm-reports-1440');

  // The agent filter narrows to one agent and joins the URL.
  const agentMenu = page.getByRole('combobox', { name: 'Agent', exact: true });
  const option = agentMenu.locator('option').nth(1);
  const [agentId, agentName] = [await option.getAttribute('value'), (await option.textContent()) ?? ''];
  await agentMenu.selectOption(agentId ?? '');
  await expect(page).toHaveURL(new RegExp(`agentId=${agentId}`));
  const board = page.getByTestId('report-leaderboard');
  await expect(board.getByRole('row')).toHaveCount(2);
  await expect(board.getByRole('rowheader')).toHaveText(agentName);

  // A reload shows the same reports (the URL is the state).
  await page.reload();
  await expect(fromInput(page)).toHaveValue(from);
  await expect(agentMenu).toHaveValue(agentId ?? '');

  await expectNoAxeViolations(page);

  // CSV: the same rows, as a file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV of lead sources' }).click()]);
  expect(download.suggestedFilename()).toBe(`sources-${from}-to-${to}.csv`);
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text.split('\r\n')[0]).toBe('Source,Leads,Contacted,Converted');
});

test('an agent sees their own figures at 375 px, without the agent filter', async ({ page }) => {
  const agent = (await companyAgents()).find((a) => a.type === 'agent');
  if (!agent) throw new Error('no agent');
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAgent(page, agent.email, '/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByText('Figures over your leads and the pond')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Agent', exact: true })).toHaveCount(0);
  const board = page.getByTestId('report-leaderboard');
  await expect(board.getByRole('rowheader')).toHaveText(`${agent.firstName} ${agent.lastName}`);
  // Another agent's figures by URL: the page falls back to the agent's own (the API says 403).
  const other = (await companyAgents()).find((a) => a.type === 'agent' && a.id !== agent.id);
  if (other) {
    await page.goto(`${TENANT_1}/reports?agentId=${other.id}`);
    await expect(board.getByRole('rowheader')).toHaveText(`${agent.firstName} ${agent.lastName}`);
    expect((await page.request.get(`${TENANT_1}/api/crm/reports/sources?agentId=${other.id}&format=csv`)).status()).toBe(403);
  }
  await noSidewaysScroll(page, 375);
  for (const title of REPORTS) await page.getByRole('heading', { level: 2, name: title }).scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-reports-375');
});
