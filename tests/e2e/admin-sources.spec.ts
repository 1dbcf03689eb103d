import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, hostRequest, hydrated, noSidewaysScroll, screenshot } from './helpers';
import { TENANT_1 } from './env';

/**
 * /admin/sources (DESIGN §10): an admin adds a feed (the auth type switching the fields), sees a
 * refused field named, edits it with the secret kept, asks for a sync and follows its run, and
 * deletes it after confirming. Keyboard-usable, axe-clean, and a phone layout at 375 px.
 */

const SECRET_TOKEN = 'e2e-bearer-token-never-shown';

/** Tenant 1's broker-owner, its admin (lib/seed/people.ts). */
async function signInAdmin(page: Page): Promise<void> {
  const list = (await hostRequest(`${TENANT_1}/api/agents`)).json<{ data: { type: string; email: string }[] }>();
  const broker = list.data.find((a) => a.type === 'broker');
  if (!broker) throw new Error('no seeded broker');
  await page.goto(`${TENANT_1}/login?next=%2Fadmin%2Fsources`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(broker.email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${TENANT_1}/admin/sources`);
}

test('an admin adds, edits, syncs and deletes a feed', async ({ page }) => {
  await signInAdmin(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listing sources');
  const table = page.getByTestId('sources-table');
  // The demo's operator feeds: listed, shared (no edit or sync for this company).
  const shared = table.getByTestId('source-row').filter({ hasText: 'eemls' });
  await expect(shared).toContainText('shared feed');
  await expect(shared.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

  // Add, from the keyboard: the dialog opens focused inside, the auth type switches the fields.
  await (await hydrated(page.getByTestId('add-source'))).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a listing feed' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill('Playwright MLS');
  await dialog.getByLabel('Service URL').fill('/srv/feeds/demo.json');
  await dialog.getByLabel('Authentication type').selectOption('client_credentials');
  await expect(dialog.getByLabel('Token URL')).toBeVisible();
  await expect(dialog.getByLabel('Client secret')).toBeVisible();
  await dialog.getByLabel('Authentication type').selectOption('bearer');
  await expect(dialog.getByLabel('Token URL')).toHaveCount(0);
  await dialog.getByLabel('Token', { exact: true }).fill(SECRET_TOKEN);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add feed' }).click();
  // The server's refusal is shown by the field it names; nothing was added.
  const url = dialog.getByLabel('Service URL');
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('must be a full URL');
  await url.fill('https://feed.example.com/odata');
  await dialog.getByRole('button', { name: 'Add feed' }).click();
  await expect(dialog).toBeHidden();
  const row = table.getByTestId('source-row').filter({ hasText: 'Playwright MLS' });
  await expect(row).toContainText('feed.example.com');
  await expect(row).toContainText('Never');
  await expect(page.getByTestId('sources-notice')).toHaveText('Playwright MLS was saved.');

  // Edit: the secret is write-only; left blank, it is kept.
  await row.getByRole('button', { name: 'Edit Playwright MLS' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Playwright MLS' });
  await expect(edit.getByLabel('Token', { exact: true })).toHaveValue('');
  await expect(edit).toContainText('Leave blank to keep the stored token');
  await edit.getByLabel('Legal disclaimer').fill('Deemed reliable, not guaranteed.');
  await edit.getByRole('checkbox', { name: 'Sold' }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const listed = await page.evaluate(() => fetch('/api/admin/sources').then((r) => r.text()));
  expect(listed).not.toContain(SECRET_TOKEN);
  expect(JSON.parse(listed).data.find((s: { name: string }) => s.name === 'Playwright MLS')).toMatchObject({ auth: { type: 'bearer' }, restrictedStatuses: ['s'], legalDisclaimer: 'Deemed reliable, not guaranteed.' });

  // Sync now: a run is queued and shown in the feed's runs (polled while it is active).
  await row.getByRole('button', { name: 'Sync now Playwright MLS' }).click();
  await expect(page.getByTestId('sources-notice')).toContainText(/Sync of Playwright MLS: run \d+ (queued|running)/);
  const runs = page.getByTestId('source-runs');
  await expect(runs.getByRole('heading')).toHaveText('Runs of Playwright MLS');
  const run = runs.getByTestId('run').first();
  await expect(run).toBeVisible();
  if (['queued', 'running'].includes((await run.getAttribute('data-status')) ?? '')) await expect(run.getByRole('progressbar')).toBeVisible();
  await screenshot(page, 'admin-sources-1440');

  // Delete, after confirming.
  await row.getByRole('button', { name: 'Delete Playwright MLS' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Playwright MLS?' });
  await expect(confirm).toContainText('removed with all its listings');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete Playwright MLS' }).click();
  await confirm.getByRole('button', { name: 'Delete feed' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('sources-notice')).toContainText('Playwright MLS was removed');
});

test('the sources screen at 375 px: cards, no sideways scroll, axe-clean, the dialog fits', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAdmin(page);
  await expect(page.getByTestId('source-row').first()).toBeVisible();
  await noSidewaysScroll(page, 375);
  await expectNoAxeViolations(page);
  await (await hydrated(page.getByTestId('add-source'))).click();
  const dialog = page.getByRole('dialog', { name: 'Add a listing feed' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await expectNoAxeViolations(page);
  await screenshot(page, 'admin-sources-375');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('add-source')).toBeFocused();
});
