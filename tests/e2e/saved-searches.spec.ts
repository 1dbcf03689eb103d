import { expect, test, type Page } from '@playwright/test';
import { blockExternal, expectNoAxeViolations, findLead, gotoSignedIn, hostRequest, hydrated, screenshot, signInLead } from './helpers';
import { TENANT_1, TENANT_2 } from './env';

const menu = (page: Page) => page.getByTestId('site-menu').first();
const SEARCH = '/real-estate/riverhead-ny/price-300000-600000';
const NAME = 'Riverhead, NY $300K–$600K';

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

test('a lead saves a search, then renames, re-times, runs and deletes it on /saved-searches', async ({ page, context }) => {
  // A lead without saved searches, so the menu's Saved Searches item appears because of this test. Without
  // favourites too: the mobile bar's favourites link fails axe's label-content-name-mismatch (not this page's).
  const { token } = await findLead(TENANT_1, 1, (l) => l.eAlerts.data.total === 0 && l.favourites.data.total === 0);
  await signInLead(context, TENANT_1, token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoSignedIn(page, `${TENANT_1}${SEARCH}`);
  await expect(menu(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Saved Searches' })).toHaveCount(0);

  const save = await hydrated(page.getByRole('button', { name: 'Save search' }));
  await save.click();
  await expect(page.getByText('Your search has been saved')).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Saved Searches' })).toBeVisible();
  await screenshot(page, 'save-search-1280');
  // Once saved, the same search is recognised.
  await save.click();
  await expect(page.getByText('This search is already saved')).toBeVisible();

  await menu(page).getByRole('link', { name: 'Saved Searches' }).click();
  await expect(page).toHaveURL(`${TENANT_1}/saved-searches`);
  const item = page.getByTestId('saved-search');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(item.getByTestId('saved-search-summary')).toHaveText(NAME.replace(' $', ' · $'));
  await expect(item.getByRole('combobox', { name: 'E-mail alerts' })).toHaveValue('twice_a_week');
  await screenshot(page, 'saved-searches-1280');
  await expectNoAxeViolations(page);

  // Rename inline.
  await item.getByRole('button', { name: `Rename ${NAME}` }).click();
  const field = item.getByRole('textbox', { name: 'Name of this search' });
  await expect(field).toBeFocused();
  await field.fill('Riverhead starter homes');
  await item.getByRole('button', { name: 'Save name' }).click();
  await expect(item.getByRole('heading', { name: 'Riverhead starter homes' })).toBeVisible();
  await expect(page.getByText('Renamed to “Riverhead starter homes”')).toBeVisible();

  // A new frequency.
  await item.getByRole('combobox', { name: 'E-mail alerts' }).selectOption({ label: 'Weekly' });
  await expect(page.getByText('E-mail alerts for “Riverhead starter homes”: Weekly')).toBeVisible();

  // Both were saved: the server renders them after a reload.
  await page.reload();
  await expect(item.getByRole('heading', { name: 'Riverhead starter homes' })).toBeVisible();
  await expect(item.getByRole('combobox', { name: 'E-mail alerts' })).toHaveValue('weekly');

  // Run search: the canonical search page of the criteria.
  await item.getByRole('link', { name: /Run search/ }).click();
  await expect(page).toHaveURL(`${TENANT_1}${SEARCH}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Riverhead');

  // Phone width: screenshot and axe, then delete (asks first).
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoSignedIn(page, `${TENANT_1}/saved-searches`);
  await screenshot(page, 'saved-searches-375');
  await expectNoAxeViolations(page);
  await item.getByRole('button', { name: 'Delete Riverhead starter homes' }).click();
  await expect(item.getByText('Delete this saved search?')).toBeVisible();
  await item.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByTestId('saved-searches-empty')).toBeVisible();
  await expect(page.getByText('“Riverhead starter homes” was deleted')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('saved-searches-empty')).toBeVisible();
});

test('a visitor on /saved-searches is asked to sign up (saveFilters form); the page is not indexed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const response = await page.goto(`${TENANT_1}/saved-searches`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The sign-up form opens by itself, with the saved-search reason.
  const dialog = page.getByTestId('sign-up-dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Save this search and get new listings by e-mail');
  await screenshot(page, 'saved-searches-visitor-375');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Saved searches', level: 1 })).toBeVisible();
  await expect(page.getByText('Sign up to save your searches')).toBeVisible();
  await expect(page.getByTestId('saved-search')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign up to save searches' }).click();
  await expect(dialog).toBeVisible();

  // The save button on a search page asks a visitor to sign up too, without calling the API.
  await page.goto(`${TENANT_1}${SEARCH}`);
  await screenshot(page, 'save-search-375');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/leads/me')) calls.push(r.url());
  });
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByRole('heading')).toHaveText('Save this search and get new listings by e-mail');
  expect(calls).toEqual([]);
});

test('an agent sees a note and no save button', async ({ page }) => {
  const settings = (await hostRequest(`${TENANT_2}/api/company/settings`)).json<{ data: { agent: { email: string } } }>();
  await page.goto(`${TENANT_2}/login?next=%2Fsaved-searches`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(settings.data.agent.email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${TENANT_2}/saved-searches`);
  await expect(page.getByTestId('saved-searches-agent')).toContainText('Agents have no saved searches');
  await page.goto(`${TENANT_2}/real-estate`);
  await expect(page.getByTestId('results-count')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save search' })).toHaveCount(0);
});
