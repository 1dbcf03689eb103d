import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, hydrated, noSidewaysScroll, screenshot, signInAgent, tenantBrokerEmail } from './helpers';
import { TENANT_1 } from './env';

// /settings?section=lead-flow (issue 16 item 1): an admin adds a rule for a source of their own,
// moves it to the top, meets a field error, saves, then adds a lead by hand on /leads and
// sees it routed by that rule on the lead's page. The rule's source is this run's own, and the
// flow is put back as it was at the end, so other specs' sign-ups are routed as before.

/** The API from the signed-in page (its cookie and the CSRF header). */
const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(async ({ method, path, body }) => {
    const r = await fetch(path, { method, headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: r.status, json: await r.json() };
  }, { method, path, body });

test('an admin edits the lead flow, saves, adds a lead by hand and sees it routed', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAgent(page, await tenantBrokerEmail(), '/settings?section=lead-flow');
  const original = (await api(page, 'GET', '/api/crm/lead-flow')).json.data;
  const stamp = Date.now();
  const source = `E2E open house ${stamp}`;

  try {
    const editor = page.getByRole('form', { name: 'Lead flow' });
    await expect(editor).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'crm-lead-flow-1440');

    // A new rule at the end, then moved to the top.
    await (await hydrated(page.getByRole('button', { name: 'Add rule' }))).click();
    const rules = editor.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    const count = await rules.count();
    const rule = rules.nth(count - 1);
    await rule.getByLabel('Name').fill('E2E open house');
    await rule.getByLabel('Source').fill(source);
    await rule.getByLabel('Assign by').selectOption('round-robin');
    const boxes = rule.getByRole('group', { name: /Agents/ }).getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const agentNames = [await boxes.nth(0).locator('xpath=..').innerText(), await boxes.nth(1).locator('xpath=..').innerText()].map((s) => s.trim());
    await rule.getByLabel('Lowest price').fill('900000');
    await rule.getByLabel('Highest price').fill('100000');
    await expect(rule.getByText(/New leads \(source E2E open house/)).toBeVisible();
    for (let i = count - 1; i > 0; i--) await rules.nth(i).getByRole('button', { name: `Move rule ${i + 1} up` }).click();
    const top = rules.nth(0);
    await expect(top.getByLabel('Name')).toHaveValue('E2E open house');

    // A field error from the API, shown by the field; nothing saved.
    await page.getByRole('button', { name: 'Save lead flow' }).click();
    await expect(top.getByText('must be at least the lowest price')).toBeVisible();
    await expect(top.getByLabel('Highest price')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toContainText('Rule 1: must be at least the lowest price');
    expect((await api(page, 'GET', '/api/crm/lead-flow')).json.data.rules).toHaveLength(original.rules.length);
    await expectNoAxeViolations(page);
    await top.getByLabel('Lowest price').fill('');
    await top.getByLabel('Highest price').fill('');
    await page.getByRole('button', { name: 'Save lead flow' }).click();
    await expect(page.getByText('Lead flow saved.')).toBeVisible();
    const saved = (await api(page, 'GET', '/api/crm/lead-flow')).json.data;
    expect(saved.rules[0]).toMatchObject({ name: 'E2E open house', match: { source }, assignTo: { mode: 'round-robin' } });
    expect(saved.rules[0].assignTo.agentIds).toHaveLength(2);

    // Keyboard: the Up button of rule 2 is reachable and works.
    await rules.nth(1).getByRole('button', { name: 'Move rule 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(rules.nth(0).getByLabel('Name')).not.toHaveValue('E2E open house');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(rules.nth(0).getByLabel('Name')).toHaveValue('E2E open house');

    // Add a lead by hand: the rule routes it, and the lead page says so.
    await page.goto(`${TENANT_1}/leads`);
    await (await hydrated(page.getByRole('button', { name: 'Add lead' }))).click();
    const dialog = page.getByRole('dialog', { name: 'Add lead' });
    await dialog.getByLabel('First name').fill('Otto');
    await dialog.getByLabel('Last name').fill(`Openhouse${stamp % 100000}`);
    await dialog.getByLabel('E-mail').fill(`e2e.added.${stamp}@example.com`);
    await dialog.getByLabel('Source').fill(source);
    await dialog.getByLabel('Price').fill('1,250,000');
    await expectNoAxeViolations(page);
    await screenshot(page, 'crm-add-lead-1440');
    await dialog.getByRole('button', { name: 'Add lead' }).click();
    await expect(page).toHaveURL(/\/lead\?id=\d+$/);
    await expect(page.getByRole('heading', { name: `Otto Openhouse${stamp % 100000}` })).toBeVisible();
    const routed = page.getByText(/Routed by the lead flow \(E2E open house: round robin\) to /);
    await expect(routed).toBeVisible();
    const words = (await routed.first().innerText()).trim();
    expect(agentNames.some((name) => words.endsWith(name))).toBe(true);

    // Phones: the editor and the dialog at 375 px, no sideways scroll.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${TENANT_1}/settings?section=lead-flow`);
    await expect(page.getByRole('form', { name: 'Lead flow' })).toBeVisible();
    await noSidewaysScroll(page, 375);
    await screenshot(page, 'crm-lead-flow-375');
    await page.goto(`${TENANT_1}/leads`);
    await (await hydrated(page.getByRole('button', { name: 'Add lead' }))).click();
    await expect(page.getByRole('dialog', { name: 'Add lead' })).toBeVisible();
    await noSidewaysScroll(page, 375);
    await screenshot(page, 'crm-add-lead-375');
  } finally {
    const restored = await api(page, 'PUT', '/api/crm/lead-flow', { rules: original.rules, default: original.default });
    expect(restored.status).toBe(200);
    await context.close();
  }
});
