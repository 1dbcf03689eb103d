import { expect, test } from '@playwright/test';
import { blockExternal, expectNoAxeViolations, hydrated, hostRequest, screenshot } from './helpers';
import { TENANT_1, TENANT_2 } from './env';

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

for (const width of [375, 1280]) {
  test(`a visitor goes from /company-agents to an agent's page (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${TENANT_1}/company-agents`);
    await expect(page.getByRole('heading', { level: 1, name: 'Our agents' })).toBeVisible();
    const cards = page.getByTestId('agent-card');
    expect(await cards.count()).toBeGreaterThan(3);
    const first = cards.first();
    // Every card carries a way to call and to write.
    await expect(first.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(first.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:.+@.+/);
    // Photos load lazily: bring the last card into view and wait for every photo before the full-page shot.
    await cards.last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="agent-card"] img')].every((img) => (img as HTMLImageElement).complete));
    await screenshot(page, `company-agents-${width}`);
    await expectNoAxeViolations(page);

    const name = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
    await first.getByRole('link', { name: `${name}'s profile and listings` }).click();
    await expect(page).toHaveURL(new RegExp(`/agent-page/[a-z0-9-]+/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('agent-details').getByRole('link', { name: /@/ })).toBeVisible();
    await expect(page.getByTestId('agent-listings')).toBeVisible();
    await screenshot(page, `agent-page-${width}`);
    await expectNoAxeViolations(page);
  });
}

test('a signed-in agent makes a link to any site page that carries their agentSite (SPEC §2 URL generator)', async ({ page }) => {
  const settings = (await hostRequest(`${TENANT_2}/api/company/settings`)).json<{ data: { agent: { email: string; site: string } } }>();
  await page.goto(`${TENANT_2}/login?next=%2Freal-estate`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(settings.data.agent.email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${TENANT_2}/real-estate`);
  const dialog = page.getByTestId('agent-link-dialog');
  await (await hydrated(page.getByTestId('agent-link'))).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('agent-link-value')).toHaveValue(`${TENANT_2}/real-estate?agentSite=${settings.data.agent.site}`);
  await expectNoAxeViolations(page);
  await screenshot(page, 'agent-link-1280');
  await dialog.getByTestId('agent-link-page').fill('/company-agents');
  await expect(dialog.getByTestId('agent-link-value')).toHaveValue(`${TENANT_2}/company-agents?agentSite=${settings.data.agent.site}`);
  await dialog.getByTestId('agent-link-page').fill('//evil.example/');
  await expect(dialog.getByTestId('agent-link-value')).toHaveCount(0);
  await expect(dialog).toContainText('Enter a page of this site');
});

test('visitors have no link generator', async ({ page }) => {
  await page.goto(`${TENANT_1}/real-estate`);
  await expect(page.getByTestId('site-menu').first()).toBeVisible();
  await expect(page.getByTestId('agent-link')).toHaveCount(0);
});
