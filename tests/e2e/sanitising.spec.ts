import { expect, test } from '@playwright/test';
import { hostRequest } from './helpers';
import { HOSTILE_TENANT } from './env';

test('hostile HTML in menu and footer settings never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`${HOSTILE_TENANT}/`);
  await expect(page.getByTestId('site-footer')).toContainText('Footer text survives');
  await page.getByTestId('site-menu').first().getByText('Bad link').click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const footer = page.getByTestId('site-footer');
  await expect(footer.locator('script, iframe, style, svg')).toHaveCount(0);
  await expect(footer.locator('[onerror], [onload]')).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'External' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByTestId('site-menu').first().locator('[onclick]')).toHaveCount(0);
  await expect(page.locator('body')).toBeVisible();
  const settings = (await hostRequest(`${HOSTILE_TENANT}/api/company/settings`)).json<{ data: { footer: string; menu: string } }>();
  expect(settings.data.footer).not.toMatch(/<script|onerror|javascript:/i);
  expect(settings.data.menu).not.toMatch(/<script|onclick|javascript:/i);
});
