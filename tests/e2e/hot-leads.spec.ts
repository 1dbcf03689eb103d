import { expect, test } from '@playwright/test';
import { claimLead, expectNoAxeViolations, hostRequest, hydrated, leadToken, noSidewaysScroll, screenshot } from './helpers';
import { TENANT_1 } from './env';

// Hot leads in the CRM (DESIGN §12): the leads list filtered to hot ones from the URL, and a hot
// lead's page saying why it is hot. Rows are picked from what the API says (the e2e database is shared).

interface PublicAgent { type: string; email: string }

test('a broker sees hot leads and why each is hot', async ({ page }) => {
  const agents = (await hostRequest(`${TENANT_1}/api/agents`)).json<{ data: PublicAgent[] }>().data;
  const broker = agents.find((a) => a.type === 'broker')!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${TENANT_1}/login?next=${encodeURIComponent('/leads?hot=1')}`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(broker.email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${TENANT_1}/leads?hot=1`);
  await expect(await hydrated(page.getByRole('checkbox', { name: /hot/i }))).toBeChecked();

  const answer = await page.request.get(`${TENANT_1}/api/crm/leads?hot=1&per_page=100`);
  const hot = ((await answer.json()) as { data: { id: number; fullName: string; hot: boolean }[] }).data;
  expect(hot.length).toBeGreaterThan(0);
  expect(hot.every((l) => l.hot)).toBe(true);
  await expectNoAxeViolations(page);
  await screenshot(page, 'hot-leads-list-1440');

  // A lead that was not hot saves a favourite (as the site would: its own token): it turns hot,
  // and its page's badge says why. Seeded leads, oldest first: a lead another test has just
  // registered is that test's.
  const everyone = ((await (await page.request.get(`${TENANT_1}/api/crm/leads?per_page=100&sort=created_at%20asc`)).json()) as { data: { id: number; hot: boolean }[] }).data;
  const listing = (await hostRequest(`${TENANT_1}/api/properties`)).json<{ data: { id: number }[] }>().data[0]!;
  let lead: { id: number; token: string } | null = null;
  for (const candidate of everyone.filter((l) => !l.hot)) {
    if (!claimLead(1, candidate.id)) continue; // another test's lead: a favourite would change what it counts
    const token = await leadToken(candidate.id, 1);
    const fave = await hostRequest(`${TENANT_1}/api/properties/${listing.id}/fave`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' } });
    if (fave.status === 200) {
      lead = { id: candidate.id, token };
      break;
    }
  }
  expect(lead).not.toBeNull();
  await page.goto(`${TENANT_1}/lead?id=${lead!.id}`);
  const badge = page.getByRole('heading', { level: 1 }).getByText(/^Hot · /);
  await expect(badge).toHaveText(/^Hot · (Saved a favourite|Asked for a showing|Came back to the site|Viewed one home 3 times|Viewed 5 homes in a day)$/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'hot-lead-page-1440');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(badge).toBeVisible();
  await noSidewaysScroll(page, 375);
  await screenshot(page, 'hot-lead-page-375');
  // The favourite goes again (other specs count favourites); the lead stays hot.
  await hostRequest(`${TENANT_1}/api/properties/${listing.id}/fave`, { method: 'DELETE', headers: { authorization: `Bearer ${lead!.token}`, 'x-requested-with': 'XMLHttpRequest' } });
});
