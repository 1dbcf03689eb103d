import { expect, test } from '@playwright/test';
import { blockExternal, expectNoAxeViolations, hydrated, noSidewaysScroll, screenshot, signInAgent, tenantBrokerEmail } from './helpers';
import { TENANT_1 } from './env';

/**
 * /ab end to end (the split, statistics and every refusal are in tests/api/crm-ab.test.ts and
 * tests/unit/crm/ab-*): an admin makes a test whose challenger gets 100 % of visitors, starts it,
 * a visitor in a fresh browser sees the challenger's words in the sign-up prompt, the admin sees
 * the exposure in the figures and stops the test keeping the CONTROL, so the site's prompt stays
 * the built-in one the other specs expect (also on failure: the test is stopped in `finally`).
 */


test('an admin runs an A/B test of the sign-up prompt; a visitor sees the variant; the figures count them', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const headline = `Unlock every photo ${stamp}`;
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAgent(page, await tenantBrokerEmail(), '/ab');
  await expect(page.getByRole('heading', { level: 1, name: 'A/B tests' })).toBeVisible();
  await expect(page.getByTestId('ab-tests')).toBeVisible();

  // A new test: the control keeps the built-in prompt, the challenger gets every visitor.
  await (await hydrated(page.getByTestId('ab-new'))).click();
  await expect(page).toHaveURL(`${TENANT_1}/ab?new=1`);
  const form = page.getByTestId('ab-form');
  await form.getByTestId('ab-name').fill(`E2E headline ${stamp}`);
  await form.getByTestId('ab-weight-0').fill('0');
  await form.getByTestId('ab-weight-1').fill('100');
  await form.getByTestId('ab-headline-1').fill(headline);
  await form.getByTestId('ab-body-1').fill('Free, and your favourites follow you everywhere.');
  await form.getByTestId('ab-buttonLabel-1').fill('Unlock now');
  // The preview follows the typing.
  await expect(form.getByRole('figure', { name: /Preview of Variant B/ })).toContainText(headline);
  await expectNoAxeViolations(page);
  await form.getByTestId('ab-save').click();

  const detail = page.getByTestId('ab-detail');
  await expect(detail.getByRole('heading', { name: `E2E headline ${stamp}` })).toBeVisible();
  const testId = Number(new URL(page.url()).searchParams.get('test'));
  expect(testId).toBeGreaterThan(0);
  try {
    await detail.getByTestId('ab-start').click();
    await expect(detail.getByText('Running', { exact: true })).toBeVisible();

    // A visitor in a fresh browser: the prompt opens with the variant's words, and is counted as shown.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await blockExternal(visitor);
    const exposure = visitor.waitForResponse((r) => r.url().endsWith('/api/ab/exposure') && r.status() === 200);
    await visitor.goto(`${TENANT_1}/?signuponmount=1`);
    const dialog = visitor.getByTestId('sign-up-dialog');
    await expect(dialog.getByRole('heading', { name: headline })).toBeVisible();
    await expect(dialog.getByTestId('signup-intro')).toHaveText('Free, and your favourites follow you everywhere.');
    await expect(dialog.getByTestId('signup-submit')).toHaveText('Unlock now');
    await exposure;
    await visitorContext.close();

    // The figures count the visitor (one shown, none signed up: "not enough data" for a p-value).
    await page.goto(`${TENANT_1}/ab?test=${testId}`);
    const figures = page.getByTestId('ab-figures');
    await expect(figures.getByRole('row', { name: /Variant B/ })).toContainText('not enough data');
    await expect(figures.getByRole('row', { name: /Variant B/ }).getByRole('cell').nth(1)).toHaveText('1');
    // The chart loads lazily, named by its figures in words.
    await expect(page.getByRole('img', { name: /^Control: 0\.0% of 0 shown; Variant B: 0\.0% of 1 shown$/ })).toBeVisible();
    await screenshot(page, 'crm-ab-1440');

    // Stop, keeping the control: a confirm dialog first.
    await (await hydrated(page.getByTestId('ab-stop'))).click();
    const stop = page.getByTestId('ab-stop-dialog');
    await stop.getByRole('radio', { name: /^Control/ }).check();
    await expectNoAxeViolations(page);
    await stop.getByTestId('ab-stop-confirm').click();
    await expect(page.getByTestId('ab-detail').getByText('Stopped', { exact: true })).toBeVisible();
    await expect(page.getByTestId('ab-detail')).toContainText('kept “Control”');
  } finally {
    // Whatever failed above, no test of ours keeps running for the specs after this one.
    await page.evaluate(async (id) => {
      const r = await fetch(`/api/crm/ab-tests/${id}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } }).then((x) => x.json());
      const control = r?.data?.variants?.[0]?.id;
      if (r?.data?.status === 'running') await fetch(`/api/crm/ab-tests/${id}`, { method: 'PATCH', headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' }, body: JSON.stringify({ status: 'stopped', winnerVariantId: control }) });
    }, testId);
  }

  // 375 px: the list and figures fit without sideways scroll.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${TENANT_1}/ab?test=${testId}`);
  await expect(page.getByTestId('ab-figures')).toBeVisible();
  await noSidewaysScroll(page, 375);
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-ab-375');
});
