import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, hydrated, noSidewaysScroll, screenshot, signInAgent, tenantBrokerEmail } from './helpers';

// Error reporting end to end (SPEC §8; the rules are unit-tested, the API in
// tests/api/error-reports.test.ts): an error thrown in a CRM page is reported with its breadcrumbs,
// and an admin finds it in /settings?section=error-reports with its detail.


test('a thrown error is stored and shown to an admin', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAgent(page, await tenantBrokerEmail(), '/dashboard');
  await hydrated(page.getByRole('button', { name: 'Sign out', exact: true }));
  const message = `E2E boom ${Date.now()}`;
  await page.getByRole('link', { name: 'Leads', exact: true }).focus();
  await page.getByRole('heading', { level: 1 }).click();
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/errors') && r.request().method() === 'POST');
  await page.evaluate((m) => setTimeout(() => { throw new Error(m); }, 0), message);
  expect((await sent).status()).toBe(202);

  await page.goto('/settings?section=error-reports&period=1');
  const link = await hydrated(page.getByRole('button', { name: message }));
  await link.click();
  const detail = page.getByTestId('error-detail');
  await expect(detail.getByRole('heading', { name: message })).toBeVisible();
  await expect(detail.getByTestId('error-breadcrumbs')).toContainText('navigation');
  await expect(detail.getByTestId('error-breadcrumbs')).toContainText('click');
  await expect(detail.getByTestId('error-frames').getByRole('listitem').first()).toBeVisible();
  await expect(page).toHaveURL(/section=error-reports.*report=\d+/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'error-reports-1440');

  await page.setViewportSize({ width: 375, height: 800 });
  await noSidewaysScroll(page, 375);
  await screenshot(page, 'error-reports-375');

  // Resolve hides it from the default list.
  await detail.getByRole('button', { name: 'Resolve' }).click();
  await expect(detail.getByRole('button', { name: 'Reopen' })).toBeVisible();
});
