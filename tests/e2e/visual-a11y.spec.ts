import { expect, test } from '@playwright/test';
import { blockExternal, expectNoAxeViolations, screenshot } from './helpers';
import { TENANT_1, TENANT_2 } from './env';

const pages = [
  { name: 'tenant1-home', url: `${TENANT_1}/` },
  { name: 'tenant2-home', url: `${TENANT_2}/` },
  { name: 'tenant1-404', url: `${TENANT_1}/nothing-here` },
  { name: 'tenant1-login', url: `${TENANT_1}/login` },
];

for (const width of [375, 1280]) {
  for (const p of pages) {
    test(`${p.name} at ${width}px: screenshot and axe`, async ({ page }) => {
      await blockExternal(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(p.url);
      await expect(page.getByTestId('site-footer')).toBeVisible();
      await screenshot(page, `${p.name}-${width}`);
      await expectNoAxeViolations(page);
    });
  }
}
