import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, hydrated, noSidewaysScroll, screenshot, signInAgent, tenantBrokerEmail } from './helpers';
import { TENANT_1 } from './env';

// /settings?section=automation (issue 16): an admin edits the welcome e-mail with the field
// picker, sees the preview fill in, meets the 422 of an unknown field next to the input, and
// saves; the page reloads with the saved text. The spec puts the company's settings back at
// the end, so the shared e2e database stays as other specs expect it.

async function signedIn(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAgent(page, await tenantBrokerEmail(), '/settings?section=automation');
  return page;
}

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

test('an admin edits the welcome e-mail with the field picker and preview, and saves', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, 1440);
  const original = (await (await page.request.get(`${TENANT_1}/api/crm/automation`, { headers: XHR })).json()) as { data: { settings: Record<string, unknown> } };
  try {
    const editor = page.getByTestId('automation-editor');
    await expect(editor).toBeVisible();
    await expect(page.getByRole('link', { name: 'Automation' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);
    await screenshot(page, 'crm-automation-1440');

    const welcome = page.getByRole('group', { name: 'Welcome e-mail' });
    const subject = welcome.getByLabel('Subject');
    await hydrated(subject);
    await subject.fill('Hello ');
    // The picker inserts the field where the cursor is; the preview shows it filled.
    await subject.focus();
    await welcome.getByLabel('Field').selectOption('lead.firstName');
    await welcome.getByRole('button', { name: 'Insert into subject' }).click();
    await expect(subject).toHaveValue('Hello {{lead.firstName}}');
    await expect(page.getByTestId('welcomeEmail-preview')).toContainText('Hello Jamie');

    // An unknown field is named at once, and by the API on Save (422 next to the input).
    const body = welcome.getByLabel('Body');
    await body.fill('Hi {{lead.frstName}}, welcome aboard.');
    await expect(welcome.getByText('Unknown field {{lead.frstName}}', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('see the fields marked below');
    await expect(body).toHaveAttribute('aria-invalid', 'true');

    await body.fill('Hi {{lead.firstName}}, welcome aboard. {{agent.fullName}}');
    await expect(page.getByTestId('welcomeEmail-preview')).toContainText('Hi Jamie, welcome aboard. Alex Morgan');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Saved');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

    // What was saved is what the page shows next time.
    await page.reload();
    await expect(page.getByRole('group', { name: 'Welcome e-mail' }).getByLabel('Subject')).toHaveValue('Hello {{lead.firstName}}');

    // The same screen on a phone: no sideways scroll, still clean.
    await page.setViewportSize({ width: 375, height: 800 });
    await noSidewaysScroll(page, 375);
    await expectNoAxeViolations(page);
    await screenshot(page, 'crm-automation-375');
  } finally {
    await page.request.put(`${TENANT_1}/api/crm/automation`, { headers: XHR, data: original.data.settings });
  }
});
