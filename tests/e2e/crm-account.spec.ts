import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, hostRequest, screenshot } from './helpers';
import { TENANT_1 } from './env';

// An agent's own account in the CRM header: a new password signs every other device out, and
// "Sign out everywhere" ends them all (DESIGN §13: sessions are revocable).

/** A tenant-1 agent no other browser test signs in as (the agents list is public). */
async function quietAgentEmail(): Promise<string> {
  const agents = (await hostRequest(`${TENANT_1}/api/agents`)).json<{ data: { email: string; type: string }[] }>().data;
  return agents.filter((a) => a.type === 'realtor').at(-1)!.email;
}

async function signedIn(browser: Browser, email: string, password: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${TENANT_1}/login?next=%2Fdashboard`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${TENANT_1}/dashboard`);
  return page;
}

test('changing the password signs the other devices out; "Sign out everywhere" ends every session', async ({ browser }) => {
  const email = await quietAgentEmail();
  const phone = await signedIn(browser, email, 'demo1234', 375);
  const laptop = await signedIn(browser, email, 'demo1234');

  await laptop.getByText(/^Signed in as /).click();
  const panel = laptop.getByRole('form', { name: 'Change password' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Current password').fill('not my password');
  await panel.getByLabel(/^New password/).fill('brand-new-pass-42');
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByRole('status')).toHaveText('The current password is not right');
  await expect(panel.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(laptop);
  await screenshot(laptop, 'crm-account-1280');

  await panel.getByLabel('Current password').fill('demo1234');
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByRole('status')).toHaveText('Password changed. Your other devices are signed out.');

  // The phone's session ended with the change: its next page is the sign-in page.
  await phone.goto(`${TENANT_1}/leads`);
  await expect(phone).toHaveURL(/\/login\?next=%2Fleads$/);
  // This browser carries on with its new session.
  await laptop.goto(`${TENANT_1}/leads`);
  await expect(laptop).toHaveURL(`${TENANT_1}/leads`);

  // The phone signs in with the new password; then the laptop signs out everywhere.
  const phoneAgain = await signedIn(browser, email, 'brand-new-pass-42', 375);
  await phoneAgain.getByText(/^Signed in as /).click();
  await expectNoAxeViolations(phoneAgain);
  await screenshot(phoneAgain, 'crm-account-375');
  await phoneAgain.getByText(/^Signed in as /).click();
  await laptop.getByText(/^Signed in as /).click();
  await laptop.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(laptop).toHaveURL(/\/login$/);
  await phoneAgain.goto(`${TENANT_1}/inbox`);
  await expect(phoneAgain).toHaveURL(/\/login\?next=%2Finbox$/);

  // Put the demo password back for anyone who signs in as this agent later.
  const restore = await signedIn(browser, email, 'brand-new-pass-42');
  const reset = await restore.evaluate(() =>
    fetch('/api/agents/me/password', { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify({ currentPassword: 'brand-new-pass-42', newPassword: 'demo1234' }) }).then((r) => r.status),
  );
  expect(reset).toBe(200);
});
