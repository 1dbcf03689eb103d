import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { companyLine } from '@/lib/seed/texts-seed';
import { claimLead, expectNoAxeViolations, hostRequest, hydrated, noSidewaysScroll, screenshot, signInAgent } from './helpers';
import { E2E_HOOKS_SECRET, TENANT_1 } from './env';

// Texting from the lead page end to end (the exhaustive cases live in tests/api/crm-texts.test.ts
// and tests/api/hooks.test.ts). The e2e database is shared: the journey gives a lead the API
// lists a number of its own, so the inbound text can only land on that lead.

interface PublicAgent { id: number; type: string; email: string }
interface ListLead { id: number; fullName: string; firstName: string | null; lastName: string | null }

const signedHook = (path: string, payload: unknown) => {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac('sha256', E2E_HOOKS_SECRET).update(`${timestamp}.${body}`).digest('hex')}`;
  return hostRequest(`${TENANT_1}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature }, body });
};

test('a broker texts a lead from the lead page; the lead’s reply shows in the conversation and the inbox', async ({ page }) => {
  const agents = (await hostRequest(`${TENANT_1}/api/agents`)).json<{ data: PublicAgent[] }>().data;
  const broker = agents.find((a) => a.type === 'broker')!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAgent(page, broker.email, '/dashboard');

  const leads = ((await (await page.request.get(`${TENANT_1}/api/crm/leads?per_page=100&sort=created_at%20asc`)).json()) as { data: ListLead[] }).data;
  // One that has not texted STOP (the seed has such a lead), and that no other test has taken:
  // its phone changes below, which would refresh another test's token for it.
  let lead: ListLead | undefined;
  for (const l of leads.filter((x) => x.firstName && x.lastName && !/[<>%_]/.test(x.fullName))) {
    const texts = (await (await page.request.get(`${TENANT_1}/api/crm/leads/${l.id}/texts`)).json()) as { data: { optedOutAt: string | null } };
    if (texts.data.optedOutAt === null && claimLead(1, l.id)) {
      lead = l;
      break;
    }
  }
  if (!lead) throw new Error('No lead to text');
  const phone = `+1631298${String(1000 + Math.floor(Math.random() * 8999))}`;
  const patched = await page.request.patch(`${TENANT_1}/api/crm/leads/${lead.id}`, { headers: { 'x-requested-with': 'XMLHttpRequest' }, data: { phone } });
  expect(patched.status()).toBe(200);

  await page.goto(`${TENANT_1}/lead?id=${lead.id}`);
  const panel = page.getByRole('region', { name: /^Texts/ });
  await expect(panel).toBeVisible();
  const message = `Hi ${lead.firstName}, are you free Saturday at 10? (${Date.now() % 100000})`;
  const box = await hydrated(panel.getByRole('textbox', { name: 'Text message' }));
  await box.fill(message);
  await expect(panel.getByText(`${message.length}/480 characters`)).toBeVisible();
  // Keyboard: Tab past "Send later" to the button, Enter sends.
  await box.press('Tab');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Send text' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Text sent');
  const conversation = panel.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(message)).toBeVisible();
  await expect(conversation.getByText(/Recorded \(no SMS gateway set up\)|Sent|Sending/).last()).toBeVisible();

  // The lead answers: the gateway posts it to the signed hook.
  const reply = `Saturday works, see you then! (${Date.now() % 100000})`;
  const answer = await signedHook('/api/hooks/sms', { from: phone, to: companyLine(1), body: reply, id: `e2e-${Date.now()}` });
  expect(answer.status).toBe(200);
  expect(answer.json<{ data: { leadId: number } }>().data.leadId).toBe(lead.id);
  // The panel polls every 10 s; a reload shows it at once.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText(reply)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-texts-1440');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('region', { name: /^Texts/ }).scrollIntoViewIfNeeded();
  await noSidewaysScroll(page, 375);
  await page.getByRole('checkbox', { name: 'Send later' }).check();
  await expect(page.getByLabel('Send at', { exact: true })).toBeVisible();
  await noSidewaysScroll(page, 375);
  await screenshot(page, 'crm-texts-375');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${TENANT_1}/inbox?kind=reply`);
  await expect(page.getByText(reply)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'crm-texts-inbox-1440');
});
