import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, hostRequest, hydrated, noSidewaysScroll, screenshot } from './helpers';
import { TENANT_1 } from './env';

// /agents (issue 15 item 4): an admin invites an agent, the invitee opens the link of the
// recorded invite mail (the e2e server has no SMTP: DESIGN §2), picks a password and lands on
// the dashboard; the admin then deactivates them and their session ends. Only the agent this
// test invites is changed, so the shared e2e database stays as other specs expect it.

async function ownerEmail(): Promise<string> {
  const agents = (await hostRequest(`${TENANT_1}/api/agents`)).json<{ data: { email: string; type: string }[] }>().data;
  const broker = agents.find((a) => a.type === 'broker');
  if (!broker) throw new Error('no broker on tenant 1');
  return broker.email;
}

async function signedIn(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${TENANT_1}/login?next=%2Fagents`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${TENANT_1}/agents`);
  return page;
}

test('an admin invites an agent, the invitee sets a password from the mailed link, then is deactivated', async ({ browser }) => {
  test.setTimeout(180_000); // four browser contexts and five axe scans on a shared machine
  const admin = await signedIn(browser, await ownerEmail(), 1440);
  await expect(admin.getByTestId('team-table')).toBeVisible();
  await expectNoAxeViolations(admin);
  await screenshot(admin, 'crm-team-1440');

  // Invite.
  const stamp = Date.now();
  const email = `e2e.invitee.${stamp}@example.com`;
  await (await hydrated(admin.getByRole('button', { name: 'Invite agent' }))).click();
  const invite = admin.getByRole('dialog', { name: 'Invite agent' });
  await invite.getByLabel('First name').fill('Robin');
  await invite.getByLabel('Last name').fill(`Invitee${stamp % 100000}`);
  await invite.getByLabel('E-mail').fill('not an address');
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite.getByText('Please enter a valid email address')).toBeVisible();
  await expect(invite.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(admin);
  await screenshot(admin, 'crm-team-invite-1440');
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Type').selectOption('realtor');
  await invite.getByLabel('Phone (optional)').fill('631-555-0177');
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite).toBeHidden();
  await expect(admin.getByText(`Invite sent to ${email}.`)).toBeVisible();
  const name = `Robin Invitee${stamp % 100000}`;

  // The status filter lives in the URL.
  await admin.getByLabel('Status').selectOption('invited');
  await expect(admin).toHaveURL(/\/agents\?status=invited$/);
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Invited');

  // The recorded invite mail, and its link.
  await row.getByRole('button', { name: `Invite e-mail to ${name}` }).click();
  const mail = admin.getByRole('dialog', { name: `Invite e-mail to ${name}` });
  await expect(mail).toContainText('Recorded, not sent');
  const href = await mail.getByTestId('invite-link').getAttribute('href');
  if (!href) throw new Error('no link in the invite mail');
  await mail.getByRole('button', { name: 'Close' }).first().click();
  const link = new URL(href);

  // The invitee, on a phone.
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const invitee = await phoneContext.newPage();
  await invitee.goto(`${TENANT_1}${link.pathname}${link.search}`);
  await expect(invitee.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expect(invitee.getByText(`Welcome, Robin`)).toBeVisible();
  await noSidewaysScroll(invitee, 375);
  await expectNoAxeViolations(invitee);
  await screenshot(invitee, 'crm-team-set-password-375');
  await invitee.getByLabel('New password').fill('robin-pass-2026');
  await invitee.getByLabel('The same password again').fill('robin-pass-2026');
  await (await hydrated(invitee.getByRole('button', { name: 'Set password and sign in' }))).click();
  await expect(invitee).toHaveURL(`${TENANT_1}/dashboard`);

  // The link worked once.
  const again = await phoneContext.newPage();
  await again.goto(`${TENANT_1}${link.pathname}${link.search}`);
  await expect(again.locator('[data-invite-state="used"]')).toContainText('already used');

  // The admin sees them active, then deactivates them: their leads (none) go to the pond, their session ends.
  await admin.goto(`${TENANT_1}/agents?type=realtor`);
  const active = admin.getByRole('row').filter({ hasText: name });
  await expect(active).toContainText('Active');
  await (await hydrated(active.getByRole('button', { name: `Deactivate ${name}` }))).click();
  const dialog = admin.getByRole('dialog', { name: `Deactivate ${name}?` });
  await expect(dialog.getByTestId('deactivate-leads')).toContainText('buyer agent of 0 leads');
  await expect(dialog.getByLabel('Their leads go to')).toHaveValue('');
  await expectNoAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(admin.getByRole('status').filter({ hasText: `${name} is deactivated; 0 leads went to the pond.` })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: name })).toContainText('Deactivated');
  await invitee.goto(`${TENANT_1}/dashboard`);
  await expect(invitee).toHaveURL(/\/login\?next=%2Fdashboard$/);

  // The team on a phone: cards, no sideways scroll.
  const phoneAdmin = await signedIn(browser, await ownerEmail(), 375);
  await expect(phoneAdmin.getByTestId('team-cards')).toBeVisible();
  await expect(phoneAdmin.getByTestId('team-table')).toBeHidden();
  await noSidewaysScroll(phoneAdmin, 375);
  await expectNoAxeViolations(phoneAdmin);
  await screenshot(phoneAdmin, 'crm-team-375');
  await (await hydrated(phoneAdmin.getByRole('button', { name: /^Edit / }).first())).click();
  await expect(phoneAdmin.getByRole('dialog', { name: /^Edit / })).toBeVisible();
  await noSidewaysScroll(phoneAdmin, 375);
  await expectNoAxeViolations(phoneAdmin);
  await screenshot(phoneAdmin, 'crm-team-edit-375');
});
