import { expect, test, type Page } from '@playwright/test';
import { TENANT_1, TENANT_2 } from './env';
import { blockExternal, expectNoAxeViolations, findLead, gotoSignedIn, hostRequest, hydrated, screenshot, signInLead, type LeadProfile } from './helpers';

const signUp = (page: Page) => page.getByTestId('sign-up-dialog');
const newEmail = () => `e2e.estimate.${Date.now().toString(36)}@example.com`;
/** A lead who may have addresses: signed up with both steps (the API and pages need it). */
const fullySignedUp = (l: LeadProfile) => Boolean(l.email && l.phone && l.firstName && l.lastName);
const moneyOf = async (page: Page) => Number((await page.getByTestId('estimate-value').innerText()).replace(/[^0-9]/g, ''));

test.beforeEach(async ({ page }) => blockExternal(page));

/** A sold home of the demo's Riverhead, as the search API answers it. */
async function soldRiverheadAddress(): Promise<string> {
  const response = await hostRequest(`${TENANT_1}/api/properties?city_label=Riverhead,+NY&status=s&per_page=5`);
  const { data } = response.json<{ data: { attributes: { address: string; square: number | null } }[] }>();
  const home = data.find((h) => h.attributes.square) ?? data[0];
  if (!home) throw new Error('No sold home in Riverhead');
  return home.attributes.address;
}

test('a visitor asks for an estimate: signs up first (propertyPrice, both steps), then sees the value, range, comparables and map', async ({ page }) => {
  const address = (await soldRiverheadAddress()).toLowerCase().replace(/ street,/, ' st,');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${TENANT_1}/what-is-my-home-worth`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is my home worth?');
  await expect(page.getByRole('heading', { name: 'How the estimate works' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'estimate-landing-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'estimate-landing-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  const field = page.getByLabel('Your home address');
  await field.fill(address);
  await (await hydrated(page.getByTestId('estimate-address-submit'))).click();
  // No figure before signing up.
  await expect(signUp(page)).toBeVisible();
  await expect(signUp(page).getByRole('heading')).toHaveText("Sign up to see your home's estimate");
  await signUp(page).getByTestId('signup-email').fill(newEmail());
  await signUp(page).getByTestId('signup-submit').click();
  await expect(signUp(page)).toHaveAttribute('data-step', 'details');
  await signUp(page).getByTestId('signup-phone').fill('6315550177');
  await signUp(page).getByTestId('signup-firstName').fill('Sam');
  await signUp(page).getByTestId('signup-lastName').fill('Seller');
  await signUp(page).getByTestId('signup-submit').click();

  await expect(page).toHaveURL(/\/estimate\?address=\d+$/);
  await expect(page.getByTestId('estimate-value')).toHaveText(/^\$[\d,]+$/);
  await expect(page.getByTestId('estimate-range')).toContainText(/Likely between \$[\d,]+ and \$[\d,]+/);
  await expect(page.getByTestId('estimate-source')).toContainText('listing we found');
  await expect(page.getByTestId('comparables-sold').getByRole('heading', { name: 'Recently sold nearby' })).toBeVisible();
  const first = page.getByTestId('comparable').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /\/homedetails\//);
  await first.getByText(/Adjusted to your home/).click();
  await expect(first.getByRole('table')).toBeVisible();
  await expect(first.getByRole('table')).toContainText('Adjusted price');
  await expect(page.getByTestId('comparables-map').locator('canvas')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('comparables-map-pin').first()).toBeAttached();
  await expect(page.getByTestId('comparables-map-home')).toBeAttached();
  await expectNoAxeViolations(page);
  await screenshot(page, 'estimate-page-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'estimate-page-375');
  const robots = await page.locator('meta[name="robots"]').getAttribute('content');
  expect(robots).toContain('noindex');
});

test('a lead estimates an unknown address: describes the home first, then refines it in the modal; the tuning page works', async ({ page, context }) => {
  const { token } = await findLead(TENANT_1, 1, fullySignedUp);
  await signInLead(context, TENANT_1, token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoSignedIn(page, `${TENANT_1}/what-is-my-home-worth`);
  // A new address each run (a retry must not find the one the last run described).
  await page.getByLabel('Your home address').fill(`${Date.now() % 100_000} Nowhere Lane, Southold, NY`);
  await (await hydrated(page.getByTestId('estimate-address-submit'))).click();
  await expect(page).toHaveURL(/\/estimate\?address=\d+$/);
  const addressId = Number(new URL(page.url()).searchParams.get('address'));

  // Nothing is known of the home: the details form first.
  await expect(page.getByTestId('estimate-reason')).toContainText('Tell us about your home');
  await expect(page.getByTestId('estimate-value')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'estimate-needs-details-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'estimate-needs-details-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('tuning-beds').fill('3');
  await page.getByTestId('tuning-baths').fill('2');
  await page.getByTestId('tuning-livingArea').fill('1,800');
  await page.getByTestId('tuning-yearBuilt').fill('1975');
  await (await hydrated(page.getByTestId('tuning-submit'))).click();
  await expect(page.getByTestId('estimate-value')).toHaveText(/^\$[\d,]+$/);
  await expect(page.getByTestId('estimate-source')).toContainText('details you gave us');
  const before = await moneyOf(page);

  // The tuning modal: excellent condition and a new kitchen move the value up.
  await (await hydrated(page.getByTestId('refine-estimate'))).click();
  const modal = page.getByTestId('tuning-dialog');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('tuning-livingArea')).toHaveValue('1800');
  await modal.getByTestId('tuning-condition-excellent').check();
  await modal.getByTestId('tuning-upgrade-kitchen').check();
  await expectNoAxeViolations(page);
  await screenshot(page, 'estimate-tuning-modal-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'estimate-tuning-modal-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await modal.getByTestId('tuning-submit').click();
  await expect(modal).toBeHidden();
  await expect.poll(() => moneyOf(page)).toBeGreaterThan(before);
  await expect(page.getByTestId('estimate-summary')).toContainText('+12%');
  const after = await moneyOf(page);
  // "Estimate another home" opens the estimation modal here (showEstimation), not a new page.
  await page.getByTestId('estimate-another').click();
  await expect(page.getByTestId('estimation-dialog')).toBeVisible();
  await expect(page).toHaveURL(`${TENANT_1}/estimate?address=${addressId}`);
  await page.getByTestId('estimation-dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('estimation-dialog')).toBeHidden();

  // The same form as a page: prefilled, and back to the estimate on saving.
  await page.goto(`${TENANT_1}/estimate/${addressId}/tuning`);
  await expect(page.getByTestId('tuning-condition-excellent')).toBeChecked();
  await expect(page.getByTestId('tuning-upgrade-kitchen')).toBeChecked();
  await expectNoAxeViolations(page);
  await screenshot(page, 'estimate-tuning-page-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'estimate-tuning-page-375');
  await (await hydrated(page.getByTestId('tuning-condition-average'))).check();
  await page.getByTestId('tuning-upgrade-kitchen').uncheck();
  await page.getByTestId('tuning-submit').click();
  await expect(page).toHaveURL(`${TENANT_1}/estimate?address=${addressId}`);
  await expect.poll(() => moneyOf(page)).toBeLessThan(after);
});

test('bad input: an invalid address is refused with its message; 50 bedrooms are refused', async ({ page, context }) => {
  const { token } = await findLead(TENANT_1, 1, fullySignedUp);
  await signInLead(context, TENANT_1, token);
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoSignedIn(page, `${TENANT_1}/what-is-my-home-worth?address=${encodeURIComponent('12 Main St, River5head, NY')}`);
  const field = page.getByLabel('Your home address');
  await expect(field).toHaveValue('12 Main St, River5head, NY');
  await (await hydrated(page.getByTestId('estimate-address-submit'))).click();
  const error = page.getByTestId('estimate-address-error');
  await expect(error).toHaveText('The city may hold only letters, spaces, dots and hyphens');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAttribute('aria-describedby', (await error.getAttribute('id'))!);
  await field.fill('12 Main St, Riverhead, New York');
  await page.getByTestId('estimate-address-submit').click();
  await expect(error).toHaveText(/The state must be two letters/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'estimate-landing-error-375');
  const list = await page.request.get(`${TENANT_1}/api/leads/me/addresses`);
  expect(list.status(), await list.text()).toBe(200);
  const saved = (await list.json()) as { data: { address: string }[] };
  expect(saved.data.some((a) => /river5head|new york/i.test(a.address))).toBe(false);

  // Tuning with an absurd value: named at once, nothing sent.
  await field.fill('7 Bad Input Road, Southold, NY');
  await page.getByTestId('estimate-address-submit').click();
  await expect(page).toHaveURL(/\/estimate\?address=\d+$/);
  const addressId = new URL(page.url()).searchParams.get('address');
  await page.goto(`${TENANT_1}/estimate/${addressId}/tuning`);
  await page.getByTestId('tuning-beds').fill('50');
  await page.getByTestId('tuning-baths').fill('2');
  await page.getByTestId('tuning-livingArea').fill('1500');
  await (await hydrated(page.getByTestId('tuning-submit'))).click();
  await expect(page.getByTestId('tuning-beds-error')).toHaveText('Bedrooms must be from 0 to 20');
  await expect(page.getByTestId('tuning-beds')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`/estimate/${addressId}/tuning$`));
  // The server refuses it too (the client check is only for speed).
  const put = await page.request.put(`${TENANT_1}/api/leads/me/addresses/${addressId}/details`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { beds: 50, baths: 2, livingArea: 1500, condition: 'average', upgrades: [] },
  });
  expect(put.status()).toBe(422);
  expect(JSON.stringify(await put.json())).toContain('Bedrooms must be from 0 to 20');
});

test("visitors are sent to the landing page; another lead's address is not found; the footer link opens the estimation modal", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${TENANT_1}/estimate`);
  await expect(page).toHaveURL(`${TENANT_1}/what-is-my-home-worth`);
  await page.goto(`${TENANT_1}/estimate?address=12`);
  await expect(page).toHaveURL(`${TENANT_1}/what-is-my-home-worth`);
  await page.goto(`${TENANT_1}/estimate?address=${encodeURIComponent('5 Oak Ave, Mattituck, NY')}`);
  await expect(page).toHaveURL(/\/what-is-my-home-worth\?address=5\+Oak\+Ave/);
  await expect(page.getByLabel('Your home address')).toHaveValue('5 Oak Ave, Mattituck, NY');
  await page.goto(`${TENANT_1}/estimate/12/tuning`);
  await expect(page).toHaveURL(`${TENANT_1}/what-is-my-home-worth`);

  // The estimation modal (showEstimation) from the footer link: the same form; a visitor is asked to sign up.
  await page.goto(`${TENANT_1}/what-is-my-home-worth`);
  // The listener is attached once the page is hydrated (the form's button is a client component of the same page).
  await hydrated(page.getByTestId('estimate-address-submit'));
  await page.getByTestId('site-footer').getByRole('link', { name: 'What is my home worth?' }).click();
  const modal = page.getByTestId('estimation-dialog');
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(`${TENANT_1}/what-is-my-home-worth`);
  await expectNoAxeViolations(page);
  await screenshot(page, 'estimation-modal-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'estimation-modal-375');
  await modal.getByLabel('Your home address').fill('9 Harbor Rd, Greenport, NY 11944');
  await modal.getByTestId('estimate-address-submit').click();
  await expect(modal).toBeHidden();
  await expect(signUp(page)).toBeVisible();
  await expect(signUp(page).getByRole('heading')).toHaveText("Sign up to see your home's estimate");

  // Two leads: the first's address is not the second's to see.
  const owner = await findLead(TENANT_1, 1, fullySignedUp);
  const other = await findLead(TENANT_1, 1, (l) => fullySignedUp(l) && l.id !== owner.profile.id);
  const created = await hostRequest(`${TENANT_1}/api/leads/me/addresses`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ address: '3 Private Way, Cutchogue, NY' }),
  });
  expect([201, 409]).toContain(created.status);
  const list = await hostRequest(`${TENANT_1}/api/leads/me/addresses`, { headers: { authorization: `Bearer ${owner.token}` } });
  const id = list.json<{ data: { id: number; address: string }[] }>().data.find((a) => a.address === '3 Private Way, Cutchogue, NY')!.id;
  await context.clearCookies();
  await signInLead(context, TENANT_1, other.token);
  const response = await page.goto(`${TENANT_1}/estimate?address=${id}`);
  expect(response?.status()).toBe(404);
  expect((await page.goto(`${TENANT_1}/estimate/${id}/tuning`))?.status()).toBe(404);
  expect((await page.goto(`${TENANT_1}/estimate?address=abc`))?.status()).toBe(404);
  // Past a row id's range: not found, never a database error.
  expect((await page.goto(`${TENANT_1}/estimate?address=9999999999`))?.status()).toBe(404);
  expect((await page.goto(`${TENANT_1}/estimate/9999999999/tuning`))?.status()).toBe(404);
});

test('an agent sees a note instead of the address form, and on /estimate', async ({ page }) => {
  const settings = (await hostRequest(`${TENANT_2}/api/company/settings`)).json<{ data: { agent: { email: string } } }>();
  await page.goto(`${TENANT_2}/login?next=%2Fwhat-is-my-home-worth`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(settings.data.agent.email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${TENANT_2}/what-is-my-home-worth`);
  await expect(page.getByTestId('estimate-agent-note')).toContainText('agents have no addresses');
  await expect(page.getByLabel('Your home address')).toHaveCount(0);
  await page.goto(`${TENANT_2}/estimate?address=1`);
  await expect(page.getByTestId('estimate-agent-note')).toBeVisible();
});
