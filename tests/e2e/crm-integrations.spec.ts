import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, hydrated, noSidewaysScroll, screenshot, signInAgent, tenantBrokerEmail } from './helpers';

// Settings → Integrations (issue 17 item 7): an admin creates an API key, sees it once, uses it,
// revokes it; creates a webhook (a URL with credentials refused by the field first), sees its secret once
// and its empty deliveries log; deletes it again so no other spec's leads are posted anywhere.

const withKey = (page: Page, key: string) =>
  page.evaluate(async (key) => (await fetch('/api/crm/leads?per_page=1', { headers: { authorization: `Bearer ${key}` }, credentials: 'omit' })).status, key);

test('an admin creates an API key, sees it once, revokes it, and adds a webhook', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAgent(page, await tenantBrokerEmail(), '/settings?section=integrations');
  const name = `E2E key ${Date.now()}`;

  await (await hydrated(page.getByRole('button', { name: 'New key' }))).click();
  const dialog = page.getByRole('dialog', { name: 'New API key' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel(/Read and change leads/).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const once = page.getByTestId('shown-once');
  await expect(once).toContainText('you won’t see it again');
  const key = (await once.getByTestId('secret-value').innerText()).trim();
  expect(key).toMatch(/^lk_/);
  expect(await withKey(page, key)).toBe(200);
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-integrations-key-1440');
  await once.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('shown-once')).toHaveCount(0);
  const row = page.getByRole('list', { name: 'API keys' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(key.slice(0, 11));
  await expect(page.getByText(key)).toHaveCount(0);

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke key' }).click();
  await expect(row).toContainText('revoked');
  expect(await withKey(page, key)).toBe(401);

  await page.getByRole('button', { name: 'New webhook' }).click();
  const hookDialog = page.getByRole('dialog', { name: 'New webhook' });
  // The e2e server lets outbound calls reach loopback (OUTBOUND_ALLOW_PRIVATE=1, for the fake
  // OAuth provider), so the refused URL here is one with credentials in it; the private-address
  // rule is tested in tests/unit/integrations/webhook-url.test.ts.
  await hookDialog.getByLabel('URL').fill('https://zap:secret@hooks.example.com/catch');
  await hookDialog.getByRole('button', { name: 'Create webhook' }).click();
  await expect(hookDialog.getByText(/must not hold a user name or password/)).toBeVisible();
  await expect(hookDialog.getByLabel('URL')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  // A documentation address (TEST-NET-3): public by the rules, and never a real receiver.
  const url = 'https://203.0.113.10/e2e-hook';
  await hookDialog.getByLabel('URL').fill(url);
  await hookDialog.getByLabel(/lead\.stage_changed/).check();
  await hookDialog.getByRole('button', { name: 'Create webhook' }).click();
  await expect(page.getByTestId('shown-once')).toContainText('Signing secret');
  expect((await page.getByTestId('secret-value').innerText()).trim()).toMatch(/^whsec_/);
  await page.getByRole('button', { name: 'Done' }).click();
  const hookRow = page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem').filter({ hasText: url });
  await hookRow.getByRole('button', { name: 'Deliveries' }).click();
  await expect(page).toHaveURL(/webhook=\d+/);
  // The log's count ("0 deliveries"), not the button, which reads "Hide deliveries" once open.
  await expect(hookRow.getByText(/^[\d,]+ deliveries$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-integrations-1440');

  await page.setViewportSize({ width: 375, height: 800 });
  await noSidewaysScroll(page, 375);
  await screenshot(page, 'crm-integrations-375');

  await hookRow.getByRole('button', { name: `Delete webhook ${url}` }).click();
  await page.getByRole('dialog', { name: 'Delete this webhook?' }).getByRole('button', { name: 'Delete webhook' }).click();
  await expect(hookRow).toHaveCount(0);
  await context.close();
});
