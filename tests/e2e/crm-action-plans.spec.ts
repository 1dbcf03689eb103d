import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hostRequest, hydrated, noSidewaysScroll, screenshot, signInAgent } from './helpers';
import { TENANT_1 } from './env';

// Action plans end to end (the exhaustive cases live in tests/api/crm-action-plans.test.ts and
// tests/db/action-plan-firing.test.ts): a broker builds a plan on /settings, an agent applies it
// on a lead page and sees what comes next, pauses and resumes it. The e2e database is shared:
// the plan gets a name of its own and the lead is one the API lists for the agent now.

interface PublicAgent { id: number; type: string; email: string }
interface ListLead { id: number; fullName: string; buyerAgent: { id: number } | null }


test('a broker builds a plan; an agent applies it on a lead and sees what comes next', async ({ browser }) => {
  const agents = (await hostRequest(`${TENANT_1}/api/agents`)).json<{ data: PublicAgent[] }>().data;
  const broker = agents.find((a) => a.type === 'broker')!;
  const name = `E2E follow-up ${Date.now().toString(36)}`;

  const managerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await managerContext.newPage();
  await signInAgent(page, broker.email, '/settings?section=action-plans');
  await expect(page.getByRole('list', { name: 'Action plans' }).getByRole('button', { name: 'New buyer: first 2 weeks' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-action-plans-list-1440');

  await (await hydrated(page.getByRole('button', { name: 'New plan' }))).click();
  await expect(page).toHaveURL(/plan=new/);
  await page.getByLabel('Name', { exact: true }).fill(name);
  const first = page.getByTestId('plan-step').nth(0);
  await first.getByLabel('Days after start').fill('-1');
  await first.getByLabel('Subject').fill('Homes for you, ');
  await first.getByRole('combobox', { name: /^Field/ }).selectOption('lead.firstName');
  await first.getByRole('button', { name: /^Insert/ }).click();
  await expect(first.getByLabel('Subject')).toHaveValue('Homes for you, {{lead.firstName}}');
  await first.getByLabel('Message').fill('Hi {{lead.firstName}}, a few new listings. {{agent.fullName}}');
  await expect(page.getByTestId('plan-preview')).toContainText('Homes for you, Jordan');
  await expect(page.getByTestId('plan-preview')).toContainText('Hi Jordan, a few new listings.');

  await page.getByRole('button', { name: 'Add step' }).click();
  const second = page.getByTestId('plan-step').nth(1);
  await second.getByLabel('Kind').selectOption('text');
  await second.getByLabel('Days after start').fill('3');
  await second.getByLabel('Text', { exact: true }).fill('Hi {{lead.firstName}}, want to see any of them this weekend?');

  // A negative delay is refused by the API under its field; nothing is saved.
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(first.getByText(/must be a whole number of days from 0 to 365/)).toBeVisible();
  await expect(first.getByLabel('Days after start')).toHaveAttribute('aria-invalid', 'true');
  await first.getByLabel('Days after start').fill('1');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText(`Saved “${name}”.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Action plans' }).getByRole('button', { name })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-action-plans-editor-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await noSidewaysScroll(page, 375);
  await screenshot(page, 'crm-action-plans-editor-375');
  await managerContext.close();

  // An agent applies it to one of their own leads.
  const agentContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const agentPage = await agentContext.newPage();
  const agent = agents.find((a) => a.type === 'agent')!;
  await signInAgent(agentPage, agent.email, '/dashboard');
  const leads = ((await (await agentPage.request.get(`${TENANT_1}/api/crm/leads?per_page=100`)).json()) as { data: ListLead[] }).data;
  const lead = leads.find((l) => l.buyerAgent?.id === agent.id) ?? leads[0]!;
  await agentPage.goto(`${TENANT_1}/lead?id=${lead.id}`);
  const panel = agentPage.getByTestId('lead-plans');
  await expect(panel.getByRole('heading', { name: /Action plans/ })).toBeVisible();
  const select = await hydrated(panel.getByLabel('Apply a plan'));
  await expect(select.locator('option', { hasText: name })).toHaveCount(1);
  await select.selectOption({ label: `${name} (2 steps)` });
  await panel.getByRole('button', { name: 'Apply plan' }).click();
  const run = panel.getByTestId('lead-plan-run').filter({ hasText: name });
  await expect(run).toContainText('Running');
  await expect(run).toContainText(/Next: E-mail in 1 day \(\w{3} \d{2}:\d{2}\)/);
  await expect(run).toContainText('0 of 2 steps done');
  await expect(run).not.toContainText('{{');
  await expect(agentPage.getByText(`Action plan “${name}” scheduled`)).toBeVisible();

  // Pause and resume from the keyboard.
  await run.getByRole('button', { name: `Pause ${name}` }).focus();
  await agentPage.keyboard.press('Enter');
  await expect(run).toContainText(/Paused: paused by /);
  await run.getByRole('button', { name: `Resume ${name}` }).focus();
  await agentPage.keyboard.press('Enter');
  await expect(run).toContainText(/Next: E-mail in 1 day/);
  await expectNoAxeViolations(agentPage);
  await screenshot(agentPage, 'crm-lead-plans-1440');
  await agentPage.setViewportSize({ width: 375, height: 800 });
  await noSidewaysScroll(agentPage, 375);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(agentPage, 'crm-lead-plans-375');
  await agentContext.close();
});
