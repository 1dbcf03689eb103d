import { chromium } from '@playwright/test';
const [,, base, email, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1280, 375]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 800 : 900 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/login?next=%2Fdashboard`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(base + '/dashboard');
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(1500);
    const name = p.replace(/[^a-z0-9]+/gi, '_') + '-' + width;
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(name, 'scrollWidth', sw);
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
