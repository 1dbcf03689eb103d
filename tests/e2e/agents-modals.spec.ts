import { expect, test, type Page } from '@playwright/test';
import { blockExternal, expectNoAxeViolations, findLead, hydrated, screenshot, signInLead } from './helpers';
import { TENANT_1 } from './env';

// Issue 7 item 4 (docs/agents.md): /agent-video, ask-question on the agent page, the
// #agent-details modal on /company-agents and its error modal. Nothing leaves localhost.
test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

/** Every request the page makes to another host (blocked by blockExternal, but still counted here). */
function externalRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (!/^https?:\/\/(localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)[:/]/.test(r.url()) && !r.url().startsWith('data:')) seen.push(r.url());
  });
  return seen;
}

for (const width of [375, 1280]) {
  test(`/agent-video: the agents with a video, then one agent's video behind a facade (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const external = externalRequests(page);
    await page.goto(`${TENANT_1}/agent-video`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meet our agents on video' })).toBeVisible();
    const watch = page.getByTestId('agent-video-watch');
    await expect(watch).toHaveCount(2);
    await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((img) => (img as HTMLImageElement).complete));
    await screenshot(page, `agent-video-list-${width}`);
    await expectNoAxeViolations(page);

    await watch.first().click();
    await expect(page).toHaveURL(/\/agent-video\?agent=\d+$/);
    const play = page.getByTestId('agent-video-play');
    await expect(play).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^Meet / })).toBeVisible();
    await expect(page.getByTestId('agent-card')).toBeVisible();
    await expect(page.getByTestId('ask-question')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.waitForFunction(() => [...document.querySelectorAll('img')].every((img) => img.complete));
    await screenshot(page, `agent-video-${width}`);
    await expectNoAxeViolations(page);
    // Nothing from the video host before play.
    expect(external).toEqual([]);

    await (await hydrated(play)).click();
    const frame = page.getByTestId('agent-video-frame');
    await expect(frame).toHaveAttribute('src', /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+\?autoplay=1/);
    await expect(frame).toHaveAttribute('title', /introduction video$/);
  });
}

for (const width of [375, 1280]) {
  test(`ask an agent a question from their page: visitors sign up first, a lead sends it; #ask-question reopens it (${width} px)`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${TENANT_1}/company-agents`);
    const agentUrl = await page.getByTestId('agent-card').nth(1).getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href');
    await page.goto(`${TENANT_1}${agentUrl}`);
    const firstName = (await page.getByRole('heading', { level: 1 }).innerText()).trim().split(' ')[0]!;
    const dialog = page.getByRole('dialog', { name: `Ask ${firstName} a question` });
    await (await hydrated(page.getByTestId('ask-question'))).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Sign up free to ask ${firstName}`);
    const signUp = dialog.getByRole('link', { name: 'Sign up to ask' });
    await expect(signUp).toHaveAttribute('href', '#signup');
    await expect(signUp).toHaveAttribute('data-signup', 'visitHouse');
    await expectNoAxeViolations(page);
    await screenshot(page, `agent-ask-visitor-${width}`);
    await signUp.click();
    await expect(page.getByTestId('sign-up-dialog')).toBeVisible();

    const { token } = await findLead(TENANT_1, 1, () => true);
    await signInLead(context, TENANT_1, token);
    // A new document (not a same-page hash change), so the page sees the lead's cookie.
    await page.goto('about:blank');
    await page.goto(`${TENANT_1}${agentUrl}#ask-question`);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Your question')).toHaveValue(`Hi ${firstName}, I'd like to talk about buying or selling a home.`);
    await screenshot(page, `agent-ask-lead-${width}`);
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Your question').fill('Could we meet next week about homes in Riverhead?');
    const sent = page.waitForResponse((r) => /\/api\/agents\/\d+\/question$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Send question' }).click();
    expect((await sent).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/#ask-question/);
    await expect(page.getByRole('status').filter({ hasText: 'Your question was sent.' })).toBeVisible();
  });
}

for (const width of [375, 1280]) {
  test(`/company-agents: Details opens the agent-details modal, kept in the URL across a reload (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${TENANT_1}/company-agents`);
    const card = page.getByTestId('agent-card').first();
    const name = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
    const details = card.getByRole('link', { name: `Details about ${name}` });
    // A real link for crawlers and before the script runs.
    await expect(details).toHaveAttribute('href', /^\/agent-page\/[a-z0-9-]+\/\d+$/);
    const id = await card.getAttribute('data-id');
    await hydrated(page.getByTestId('agent-details-ready'));
    await details.click();
    const dialog = page.getByTestId('agent-details-dialog');
    await expect(dialog.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/company-agents\\?agent=${id}#agent-details$`));
    await expect(dialog.getByRole('link', { name: /@/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /page and homes$/ })).toHaveAttribute('href', /^\/agent-page\//);
    await page.waitForFunction(() => [...document.querySelectorAll('dialog img')].every((img) => (img as HTMLImageElement).complete));
    await screenshot(page, `agent-details-${width}`);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(dialog.getByRole('heading', { level: 2, name })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${TENANT_1}/company-agents`);

    // From the modal to the agent's page: a normal navigation, the modal's hash left behind.
    await details.click();
    await dialog.getByRole('link', { name: /page and homes$/ }).click();
    await expect(page).toHaveURL(/\/agent-page\/[a-z0-9-]+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
}

for (const width of [375, 1280]) {
  test(`agent details failure shows the error modal; Try again recovers (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.route('**/api/agents/*/profile', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Server error' }) }));
    await page.goto(`${TENANT_1}/company-agents`);
    await hydrated(page.getByTestId('agent-details-ready'));
    const card = page.getByTestId('agent-card').first();
    const name = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
    await card.getByTestId('agent-details-link').click();
    const error = page.getByRole('alertdialog', { name: 'Something went wrong' });
    await expect(error).toBeVisible();
    await expect(error).toContainText("We couldn't load this agent's details.");
    await screenshot(page, `agent-details-error-${width}`);
    await expectNoAxeViolations(page);

    await page.unroute('**/api/agents/*/profile');
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(error).toBeHidden();
    await expect(page.getByTestId('agent-details-dialog').getByRole('heading', { level: 2, name })).toBeVisible();
    await page.getByTestId('agent-details-dialog').getByRole('button', { name: 'Close' }).click();

    // Close on the error modal closes it all and drops the hash.
    await page.route('**/api/agents/*/profile', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByTestId('agent-details-link').nth(1).click();
    await expect(error).toBeVisible();
    await error.getByRole('button', { name: 'Close' }).click();
    await expect(error).toBeHidden();
    await expect(page.getByTestId('agent-details-dialog')).toBeHidden();
    await expect(page).toHaveURL(`${TENANT_1}/company-agents`);
  });
}
