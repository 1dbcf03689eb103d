import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hostRequest, hydrated, noSidewaysScroll, screenshot, signInAgent } from './helpers';
import { TENANT_1 } from './env';

// /calendar (issue 15) in the browser: an agent opens the week, adds a to-do through the dialog,
// moves it with the keyboard (the event's dialog) and sees it at its new time; axe and
// screenshots at 1440 and 375 px. The e2e database is shared: the lead comes from the API.

interface PublicAgent { id: number; type: string; email: string }
const NY = 'America/New_York';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: NY, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

test('an agent plans the week: adds a to-do by the dialog and moves it by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  const agents = (await hostRequest(`${TENANT_1}/api/agents`)).json<{ data: PublicAgent[] }>().data;
  const agent = agents.find((a) => a.type === 'agent') ?? agents.find((a) => a.type !== 'lender');
  if (!agent) throw new Error('no agent');
  const date = today();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAgent(page, agent.email, `/calendar?view=week&date=${date}`);
  const leads = (await (await page.request.get(`${TENANT_1}/api/crm/leads?per_page=20&sort=name`)).json()) as { data: { id: number; fullName: string; firstName: string | null }[] };
  const lead = leads.data.find((l) => l.firstName && l.fullName.length > 3);
  if (!lead) throw new Error('the agent sees no named lead');

  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Week view' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Event kinds' })).toContainText('Showing');

  // Add, from the keyboard-reachable button.
  const add = await hydrated(page.getByRole('button', { name: 'Add', exact: true }));
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add to the calendar' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Lead').fill(lead.fullName.slice(0, 12));
  await dialog.getByRole('list', { name: 'Matching leads' }).getByRole('button', { name: lead.fullName }).first().click();
  const title = `E2E viewing prep ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time').fill('10:00');
  await expect(page).toHaveURL(/view=week/);
  await dialog.getByRole('button', { name: 'Add to-do' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').first()).toContainText(`To-do added for ${lead.fullName}`);
  const event = page.getByRole('button', { name: new RegExp(title) });
  await expect(event).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByLabel('Calendar address')).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  await screenshot(page, 'crm-calendar-week-1440');

  // Move it with the keyboard: focus the event, Enter opens it, a new time, Move.
  await event.focus();
  await page.keyboard.press('Enter');
  const opened = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(opened).toBeVisible();
  await expect(opened.getByRole('link', { name: `Open lead: ${lead.fullName}` })).toBeVisible();
  await opened.getByLabel('New time').fill('11:30');
  await expectNoAxeViolations(page);
  await opened.getByRole('button', { name: 'Move' }).click();
  await expect(opened).toBeHidden();
  await expect(page.getByRole('status').first()).toContainText('Moved to');
  const events = (await (await page.request.get(`${TENANT_1}/api/crm/calendar?from=${date}&to=${date.slice(0, 8)}${String(Number(date.slice(8)) + 1).padStart(2, '0')}`)).json()) as { data: { kind: string; title: string; start: string }[] };
  const moved = events.data.find((e) => e.kind === 'todo' && e.title.startsWith(title));
  expect(moved && new Intl.DateTimeFormat('en-GB', { timeZone: NY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(moved.start))).toBe('11:30');

  // Availability opens and lists the week.
  await page.getByRole('button', { name: 'Availability' }).click();
  const hours = page.getByRole('dialog', { name: 'Availability' });
  await expect(hours.getByText('Monday')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-calendar-availability-1440');
  await hours.getByRole('button', { name: 'Cancel' }).click();

  // Month view, from the toolbar; the URL follows.
  await page.getByRole('tab', { name: 'Month view' }).click();
  await expect(page).toHaveURL(/view=month/);
  await screenshot(page, 'crm-calendar-month-1440');

  // 375 px: the list by default, no sideways scroll.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${TENANT_1}/calendar`);
  await expect(page.getByRole('tab', { name: 'List view' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByLabel('Calendar address')).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  await expect(page).toHaveURL(/view=list/);
  await noSidewaysScroll(page, 375);
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-calendar-375');
});
