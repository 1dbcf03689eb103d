import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hydrated, noSidewaysScroll, screenshot, signInAgent, tenantBrokerEmail } from './helpers';

// /admin/import-leads and /importing (issue 17 item 3): an admin uploads a small CSV, sees its
// columns auto-mapped, changes one, reads the preview with a refused row marked, starts it, and
// follows it on /importing until it is done, with the error file linked. The rows' addresses
// are this run's own, so no other spec's leads are touched.

test('an admin imports a CSV: map, preview, start, progress to done, error file', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const csv = [
    'Full Name,E-mail,Cell,Remarks,Lead Source',
    `Ivy Import,ivy.${stamp}@import-e2e.test,631-555-0170,Met at the open house,Open house`,
    `Jon Import,jon.${stamp}@import-e2e.test,,,`,
    'Kim Import,not-an-address,,,',
  ].join('\n');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAgent(page, await tenantBrokerEmail(), '/admin/import-leads');

  const file = await hydrated(page.getByLabel(/CSV file/));
  await file.setInputFiles({ name: `e2e-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // Auto-mapped by the header names; "Remarks" is mapped by hand.
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('email');
  await expect(page.getByLabel('Full Name')).toHaveValue('fullName');
  await expect(page.getByLabel('Cell')).toHaveValue('phone');
  await page.getByLabel('Remarks').selectOption('notes');
  await page.getByLabel(/Tags for every lead/).fill(`e2e-import-${stamp}`);
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByRole('row').nth(3)).toContainText('Please enter a valid email address');
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-import-upload-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'crm-import-upload-375');
  await noSidewaysScroll(page, 375);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page).toHaveURL(/\/importing\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const row = page.getByTestId(`import-${id}`);
  await expect(row).toContainText(`e2e-${stamp}.csv`);
  const bar = row.getByRole('progressbar');
  // Polled while it runs: the bar reaches the end and the row says Done.
  await expect(bar).toHaveAttribute('aria-valuenow', '3', { timeout: 60_000 });
  await expect(row).toContainText('Done');
  const link = row.getByRole('link', { name: /error file/ });
  await expect(link).toHaveAttribute('href', `/api/crm/imports/${id}/errors.csv`);
  const errors = await page.evaluate(async (href) => (await fetch(href)).text(), `/api/crm/imports/${id}/errors.csv`);
  expect(errors).toContain('3,email: Please enter a valid email address,Kim Import');
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-importing-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'crm-importing-375');
  await noSidewaysScroll(page, 375);
  await context.close();
});
