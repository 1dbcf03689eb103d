import { expect, test, type Page } from '@playwright/test';
import { TENANT_1 } from './env';
import { blockExternal, expectNoAxeViolations, findLead, gotoSignedIn, hydrated, screenshot, signInLead } from './helpers';

const EMAIL_CONFIRMATION = "We couldn't deliver our verification email to that address. Please check your input for typos & try again.";
const PHONE_CONFIRMATION = "We couldn't deliver our verification text to that number. Please check your input for typos & try again.";

const menu = (page: Page) => page.getByTestId('site-menu').first();
const dialog = (page: Page) => page.getByTestId('sign-up-dialog');
let seq = 0;
const newEmail = () => `e2e.${Date.now().toString(36)}.${++seq}@example.com`;

test.beforeEach(async ({ page }) => blockExternal(page));

test('a visitor signs up from a heart (both steps); the home is saved, the count shows, log-out forgets the lead', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${TENANT_1}/real-estate/riverhead-ny`);
  const card = page.getByTestId('property-card').first();
  await (await hydrated(card.getByTestId('favourite'))).click();

  // Step 1: the e-mail, with SPEC §5's validation.
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading')).toHaveText('Sign up to save your favorite homes');
  await expectNoAxeViolations(page);
  await screenshot(page, 'signup-step1-desktop');
  await dialog(page).getByTestId('signup-email').fill('not-an-address');
  await dialog(page).getByTestId('signup-submit').click();
  await expect(dialog(page).getByTestId('signup-error')).toContainText('valid email');
  await expect(dialog(page).getByTestId('signup-email')).toHaveAttribute('aria-invalid', 'true');
  await dialog(page).getByTestId('signup-email').fill(newEmail());
  await dialog(page).getByTestId('signup-submit').click();

  // Step 2: phone (formatted as SPEC §5 says) and names.
  await expect(dialog(page)).toHaveAttribute('data-step', 'details');
  await dialog(page).getByTestId('signup-phone').fill('555');
  await dialog(page).getByTestId('signup-firstName').fill('Robin');
  await dialog(page).getByTestId('signup-lastName').fill('Hale');
  await dialog(page).getByTestId('signup-submit').click();
  await expect(dialog(page).getByTestId('signup-phone')).toHaveAttribute('aria-invalid', 'true');
  await dialog(page).getByTestId('signup-phone').fill('16315550142');
  await dialog(page).getByTestId('signup-phone').blur();
  await expect(dialog(page).getByTestId('signup-phone')).toHaveValue('(631) 555-0142');
  await screenshot(page, 'signup-step2-desktop');
  await dialog(page).getByTestId('signup-submit').click();
  await expect(dialog(page)).toBeHidden();

  // The home they were saving is a favourite now; the menu counts it.
  await expect(card.getByTestId('favourite')).toHaveAttribute('aria-pressed', 'true');
  await expect(menu(page).getByRole('link', { name: /Favorites/ })).toContainText('1');
  const me = await page.request.get(`${TENANT_1}/api/leads/me`);
  expect((await me.json()).data).toMatchObject({ firstName: 'Robin', lastName: 'Hale', phone: '+16315550142', completed: true, favourites: { data: { total: 1 } } });

  // Another heart on and off: the count follows.
  const second = page.getByTestId('property-card').nth(1).getByTestId('favourite');
  await second.click();
  await expect(menu(page).getByRole('link', { name: /Favorites/ })).toContainText('2');
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'false');
  await expect(menu(page).getByRole('link', { name: /Favorites/ })).toContainText('1');
  await page.getByTestId('property-card').nth(2).getByTestId('favourite').click();
  await expect(menu(page).getByRole('link', { name: /Favorites/ })).toContainText('2');

  // The favourites list, then unfavourite-all: the list empties, the Favorites entry goes at 0.
  await menu(page).getByRole('link', { name: /Favorites/ }).click();
  await expect(page).toHaveURL(/favorite=1/);
  await expect(page.getByTestId('property-card')).toHaveCount(2);
  page.once('dialog', (d) => void d.accept());
  await page.getByTestId('unfavourite-all').click();
  await expect(page.getByTestId('property-card')).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: /Favorites/ })).toHaveCount(0);
  expect((await (await page.request.get(`${TENANT_1}/api/leads/me`)).json()).data.favourites.data.total).toBe(0);

  await menu(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/real-estate$/);
  await expect(menu(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  expect((await page.request.get(`${TENANT_1}/api/leads/me`)).status()).toBe(401);
});

test('the site\'s own prompt, closed, collapses to a bar for the visit; "Sign up" reopens it, × hides it (SPEC §4 dialog window views)', async ({ page }) => {
  const bar = page.getByTestId('signup-bar');
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.sessionStorage.clear()).catch(() => undefined);
    await page.goto(`${TENANT_1}/real-estate?signuponmount=1`);
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Sign up or log in');
    // At the bottom of the window, clear of the mobile search bar and the page's top.
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeGreaterThan(800 - 24);
    await page.screenshot({ path: `screenshots/signup-bar-viewport-${width}.png` });
  }
  await expectNoAxeViolations(page);
  // Another page of the visit: still there. Keyboard: "Sign up" reopens the form, Escape collapses it again.
  await page.goto(`${TENANT_1}/communities`);
  const open = await hydrated(bar.getByRole('button', { name: 'Sign up' }));
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(bar).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(bar).toBeVisible();
  await expect(open).toBeFocused();
  await bar.getByRole('button', { name: 'Close the sign-up reminder' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('a returning e-mail is asked for the mailed code; wrong codes lock the form for 60 seconds, kept over a reload', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // Someone registered already (from another browser).
  const email = newEmail();
  const other = await context.browser()!.newContext();
  expect((await other.request.post(`${TENANT_1}/api/leads/register/start`, { data: { lead: { email } }, headers: { 'x-requested-with': 'XMLHttpRequest' } })).status()).toBe(201);
  await other.close();

  await page.goto(`${TENANT_1}/?signuponmount=1`);
  await expect(dialog(page)).toBeVisible();
  await screenshot(page, 'signup-step1-phone');
  await dialog(page).getByTestId('signup-email').fill(email);
  await dialog(page).getByTestId('signup-submit').click();
  await expect(dialog(page)).toHaveAttribute('data-step', 'code');
  await expect(dialog(page)).toContainText(`We sent a six-digit code to ${email}`);
  await expectNoAxeViolations(page);
  await screenshot(page, 'signup-code-phone');
  // Knowing the address signed nobody in.
  expect((await page.request.get(`${TENANT_1}/api/leads/me`)).status()).toBe(401);

  for (let i = 0; i < 4; i++) {
    await dialog(page).getByTestId('signup-code').fill(String(100000 + i));
    await dialog(page).getByTestId('signup-submit').click();
    await expect(dialog(page).getByTestId('signup-error')).toContainText('not right');
  }
  await dialog(page).getByTestId('signup-code').fill('999999');
  await dialog(page).getByTestId('signup-submit').click();
  await expect(dialog(page).getByTestId('signup-lockout')).toContainText(/Too many requests\. Please try again in (60|59) seconds\./);
  await expect(dialog(page).getByTestId('signup-submit')).toBeDisabled();

  // The seconds left survive a reload (SPEC §4: stored in a cookie before unload).
  await page.reload();
  const cookie = (await context.cookies()).find((c) => c.name === 'remainingTimeForTooManyRequest');
  expect(Number(cookie?.value)).toBeGreaterThan(50);
  await page.goto(`${TENANT_1}/#signup`);
  await expect(dialog(page).getByTestId('signup-lockout')).toContainText(/Please try again in \d+ seconds/);
});

test('a lead whose e-mail bounced is asked to correct it, not on /real-estate; the phone prompt has no name inputs', async ({ page, context }) => {
  const bounced = await findLead(TENANT_1, 1, (l) => l.emailStatus === 'invalid_address' && l.phoneStatus !== 'bad_number' && Boolean(l.phone && l.firstName && l.lastName), { confirming: true });
  await signInLead(context, TENANT_1, bounced.token);
  await gotoSignedIn(page, `${TENANT_1}/real-estate`);
  await expect(dialog(page)).toBeHidden();
  await page.goto(`${TENANT_1}/company-agents`);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(EMAIL_CONFIRMATION);
  await expect(dialog(page)).toHaveAttribute('data-step', 'email');
  await expectNoAxeViolations(page);
  await dialog(page).getByTestId('signup-email').fill(newEmail());
  await dialog(page).getByTestId('signup-submit').click();
  // Only the e-mail needed confirming: the form closes after step 1.
  await expect(dialog(page)).toBeHidden();
  expect((await (await page.request.get(`${TENANT_1}/api/leads/me`)).json()).data.emailStatus).toBe('unknown');
  await page.reload();
  await expect(dialog(page)).toBeHidden();

  const badPhone = await findLead(TENANT_1, 1, (l) => l.phoneStatus === 'bad_number' && l.emailStatus === 'valid' && Boolean(l.firstName && l.lastName), { confirming: true });
  await context.clearCookies();
  await signInLead(context, TENANT_1, badPhone.token);
  await page.goto(`${TENANT_1}/company-agents`);
  await expect(dialog(page)).toHaveAttribute('data-step', 'details');
  await expect(dialog(page)).toContainText(PHONE_CONFIRMATION);
  await expect(dialog(page).getByTestId('signup-firstName')).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'needToConfirmPhone')?.value).toBe('1');
  await dialog(page).getByTestId('signup-phone').fill('(631) 555-0177');
  await dialog(page).getByTestId('signup-submit').click();
  await expect(dialog(page)).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'needToConfirmPhone')?.value ?? '').toBe('');
});

test('the Log In link (#signup) opens the form; arrival cookies are kept', async ({ page, context }) => {
  await page.goto(`${TENANT_1}/?fp=5&gclid=abc123&referrer=e-alert&callcheck=1`);
  await expect
    .poll(async () => Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value])))
    .toMatchObject({ fp: '5', gclid: 'abc123', referrer: 'e-alert', callcheck: '1' });
  await menu(page).getByRole('link', { name: 'Log In' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading')).toHaveText('Sign up or log in');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page).not.toHaveURL(/#signup/);
});

test('a lead invites a co-buyer from /saved-searches; the co-buyer signs up from the link and they are linked', async ({ page, browser }) => {
  const xhr = { 'x-requested-with': 'XMLHttpRequest' };
  expect((await page.request.post(`${TENANT_1}/api/leads/register/start`, { data: { lead: { email: newEmail() } }, headers: xhr })).status()).toBe(201);
  const done = await page.request.post(`${TENANT_1}/api/leads/register/complete`, { data: { lead: { phone: '6315550142', firstName: 'Jo', lastName: 'Buyer' } }, headers: xhr });
  expect(done.status()).toBe(200);
  const inviter = ((await done.json()) as { data: { lead: { id: number } } }).data.lead.id;
  await gotoSignedIn(page, `${TENANT_1}/saved-searches`);
  await (await hydrated(page.getByTestId('cobuyer-create'))).click();
  const link = await page.getByTestId('cobuyer-link').inputValue();
  expect(link).toMatch(/\/\?cobuyer=/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'saved-searches-cobuyer-375');

  // The co-buyer, in their own browser.
  const other = await browser.newContext();
  const cobuyer = await other.newPage();
  await blockExternal(cobuyer);
  await cobuyer.goto(link.replace(/^https?:\/\/[^/]+/, TENANT_1));
  await expect(dialog(cobuyer)).toBeVisible();
  await expect(dialog(cobuyer)).toContainText('invited to search homes together');
  await dialog(cobuyer).getByTestId('signup-email').fill(newEmail());
  await dialog(cobuyer).getByTestId('signup-submit').click();
  await dialog(cobuyer).getByTestId('signup-phone').fill('6315550143');
  await dialog(cobuyer).getByTestId('signup-firstName').fill('Sam');
  await dialog(cobuyer).getByTestId('signup-lastName').fill('Buyer');
  await dialog(cobuyer).getByTestId('signup-submit').click();
  await expect(dialog(cobuyer)).toBeHidden();
  expect((await (await cobuyer.request.get(`${TENANT_1}/api/leads/me`)).json()).data).toMatchObject({ hasCoBuyer: true, relatedLeadFirstName: 'Jo' });
  await other.close();

  // The inviter's own answer, its id too: a failure then says whose answer it was.
  expect((await (await page.request.get(`${TENANT_1}/api/leads/me`)).json()).data).toMatchObject({ id: inviter, hasCoBuyer: true, relatedLeadFirstName: 'Sam' });
  await page.reload();
  await expect(page.getByTestId('cobuyer-invite')).toHaveCount(0);
});
