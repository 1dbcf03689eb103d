import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, screenshot, signInAgent, tenantBrokerEmail } from './helpers';
import { TENANT_1 } from './env';

/**
 * /marketing (issue 17 item 5), one journey: the admin builds a campaign for a tag of their
 * own lead (the live count follows the filter), previews it rendered for that lead, sends it
 * after confirming, and sees its progress and figures. Axe on each screen; 1440 and 375 px.
 */
/**
 * Axe on the screen, without the preview's frame: it holds the e-mail (a mail's HTML, not a page
 * of ours) in a sandbox with no scripts, where axe cannot run and waits out its frame timeout.
 */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('[data-testid="campaign-preview"] iframe').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

test('an admin builds, previews and sends a campaign to a tag', async ({ page }) => {
  const stamp = Date.now();
  const tag = `e2e-mkt-${stamp}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAgent(page, await tenantBrokerEmail(), '/marketing');
  // A lead of this test's own (the database is shared by every spec): the only one with its tag.
  const created = await page.request.post(`${TENANT_1}/api/crm/leads`, { headers: XHR, data: { firstName: 'Pat', lastName: 'Mailer', email: `pat-${stamp}@example.com`, tags: [tag] } });
  expect(created.status()).toBe(201);
  await page.reload();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketing');
  await expect(page.getByTestId('campaigns-table')).toContainText('Monthly market update');
  await expectNoAxeViolations(page);

  await (await hydrated(page.getByTestId('new-campaign'))).click();
  await expect(page).toHaveURL(/campaign=new/);
  const editor = page.getByTestId('campaign-editor');
  await editor.getByLabel('Name', { exact: true }).fill(`Pat's campaign ${stamp}`);
  await editor.getByLabel('Subject', { exact: true }).fill('A note for {{lead.firstName}}');
  await editor.getByLabel('Message', { exact: true }).fill('Hi {{lead.firstName}},\n\nNew homes: https://example.com/new\n\n{{agent.fullName}}');
  await editor.getByRole('combobox', { name: /^Tag/ }).selectOption(tag);
  await expect(editor.getByTestId('segment-count')).toContainText('1 lead in this segment');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/campaign=\d+/);

  const preview = page.getByTestId('campaign-preview');
  await expect(preview.getByTestId('preview-subject')).toHaveText('A note for Pat');
  await expect(preview.getByTestId('preview-figures')).toContainText('1 of 1 lead will get it');
  await expect(page.frameLocator('iframe[title="The e-mail as the lead will read it"]').locator('body')).toContainText('Hi Pat,');
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-marketing-editor-1440');

  await editor.getByRole('button', { name: 'Send…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this campaign?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expect(dialog).toBeHidden();

  // Frozen at once; the job mails it within its round: sending, then sent.
  const report = page.getByTestId('campaign-report');
  await expect(report).toBeVisible();
  await expect(report.getByTestId('campaign-figures')).toContainText('Recipients1');
  await expect(report.getByTestId('campaign-progress')).toContainText(/of 1 done/);
  await expect(page.getByTestId('campaigns-table')).toContainText(`Pat's campaign ${stamp}`);
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-marketing-sent-1440');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(report).toBeVisible();
  await expect(page.frameLocator('iframe[title="The e-mail as the lead will read it"]').locator('body')).toContainText('Hi Pat,');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await screenshot(page, 'crm-marketing-sent-375');
});
