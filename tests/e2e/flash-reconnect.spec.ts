import { expect, test, type Page } from '@playwright/test';
import { findLead, gotoSignedIn, hydrated, signInLead } from './helpers';
import { TENANT_1 } from './env';

const LOST = 'Internet connection is lost. Please try again later';
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Not connected.' });
const flash = (page: Page) => page.getByRole('status').filter({ hasText: LOST });

test.beforeEach(async ({ context }) => {
  const { token } = await findLead(TENANT_1, 1, () => true);
  await signInLead(context, TENANT_1, token);
});

test('a call made offline shows the reconnect banner and the flash, and goes through when back online', async ({ page, context }) => {
  await gotoSignedIn(page, `${TENANT_1}/`);
  await context.setOffline(true);
  await (await hydrated(page.getByTestId('site-menu').first().getByRole('button', { name: 'Log Out' }))).click();
  await expect(banner(page)).toContainText('Not connected. Connecting in 1s...');
  await expect(banner(page).getByRole('button', { name: 'Try now' })).toBeVisible();
  await expect(flash(page)).toBeVisible();
  // Still offline after the first wait: the next wait is 5 s.
  await expect(banner(page)).toContainText(/Connecting in [2-5]s\.\.\./, { timeout: 4000 });
  await context.setOffline(false);
  // Back online, the browser says so: the queue retries at once, no "Try now" needed (stores/browser-env.ts).
  // The queued logout went through.
  await expect(page).toHaveURL(`${TENANT_1}/real-estate`);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByTestId('site-menu').first().getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('dismissing the banner fails the queued calls and changes nothing', async ({ page, context }) => {
  await gotoSignedIn(page, `${TENANT_1}/`);
  await context.setOffline(true);
  await (await hydrated(page.getByTestId('site-menu').first().getByRole('button', { name: 'Log Out' }))).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner(page)).toHaveCount(0);
  await context.setOffline(false);
  await page.waitForTimeout(1500);
  // The logout never happened.
  await expect(page.getByTestId('site-menu').first().getByRole('button', { name: 'Log Out' })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'JWT')).toBe(true);
});

test('the flash message closes with ×, sticks to the top on scroll and auto-hides after 20000 ms', async ({ page, context }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 300 });
  await gotoSignedIn(page, `${TENANT_1}/`);
  // From here the page's clock moves only when the test moves it, so the 20000 ms are exact.
  await page.clock.pauseAt(Date.now() + 1000);
  await context.setOffline(true);
  await page.getByTestId('site-menu').first().getByRole('button', { name: 'Log Out' }).click();
  await expect(flash(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Dismiss' }).click();
  await context.setOffline(false);

  await page.mouse.wheel(0, 600);
  await expect(flash(page)).toHaveAttribute('data-sticky', 'true');
  const box = await flash(page).boundingBox();
  expect(box?.y).toBeLessThanOrEqual(1);

  await page.clock.fastForward(19_000);
  await expect(flash(page)).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(flash(page)).toHaveCount(0);

  // Close ×
  await context.setOffline(true);
  await page.getByTestId('site-menu').first().getByRole('button', { name: 'Log Out' }).click();
  await expect(flash(page)).toBeVisible();
  await flash(page).getByRole('button', { name: 'Close' }).click();
  await expect(flash(page)).toHaveCount(0);
  await context.setOffline(false);
});
