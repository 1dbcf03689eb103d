import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { automationSettings } from '@/lib/db/schema';
import { DEFAULT_AUTOMATION_SETTINGS } from '@/lib/automation/settings-schema';
import { sendDueLeadMails } from '@/lib/automation/triggers/delayed-mail';
import { startRegistration } from '@/lib/leads/registration';
import { seedIfEmpty } from '@/lib/seed';
import { getCompany, type Company } from '@/lib/tenancy/company';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * DESIGN §12 triggers on both databases, with a clock the test holds: a sign-up gets the
 * welcome e-mail through SMTP (tracked: open pixel, unsubscribe link and RFC 8058 headers) and
 * a delayed e-mail scheduled at +afterDays; the lead-mails job sends it at that moment exactly
 * once even with two runners at once; a lead who unsubscribed before, or a trigger switched
 * off since, is skipped and nothing is mailed.
 */
process.env.AUTH_SECRET ??= 'lead-mail-test-secret-0123456789abcdef0123';

const DAY = 86_400_000;
let db: Db;
let dir: string | null;
let sink: SmtpSink;
let company: Company;

const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(db, query))[0]!;
const leadIdOf = async (email: string) => (await one<{ id: number }>(sql`select id from leads where company_id = 1 and email = ${email}`)).id;
const scheduled = (leadId: number) =>
  one<{ kind: string; due_at: Date | string; status: string }>(sql`select kind, due_at, status from scheduled_lead_mails where lead_id = ${leadId}`);
const activitiesOf = (leadId: number, type: string) =>
  rows<{ data: { subject?: string; mailId?: number; body?: string } }>(db, sql`select data from activities where lead_id = ${leadId} and type = ${type} order by id`);
const waitForMail = async (count: number) => {
  const deadline = Date.now() + 10_000;
  while (sink.received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
};

async function signUp(email: string, extra: { signUpType?: 'propertyPrice' } = {}) {
  const result = await startRegistration(company, { email, firstName: 'Robin', lastName: 'Tester', ...extra }, { origin: 'http://localhost:3000', next: '/' });
  expect(result.kind).toBe('new');
  return leadIdOf(email);
}

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 60, leadsPerCompany: 3, imageDir: TEST_IMAGE_DIR });
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  delete process.env.MAIL_FROM;
  // The seed's own automation rows are not what this test is about: start from the defaults.
  await db.delete(automationSettings);
  await db.execute(sql`delete from scheduled_lead_mails`);
  company = (await getCompany(1))!;
}, 240_000);
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink?.close();
  await dropDatabase(dir);
});

test('a sign-up gets the welcome e-mail through SMTP: from its agent, tracked, with unsubscribe', async () => {
  const before = sink.received.length;
  const leadId = await signUp('welcome-me@example.com');
  await waitForMail(before + 1);
  const mail = sink.received.find((m) => m.to.includes('welcome-me@example.com'));
  expect(mail).toBeDefined();
  expect(mail!.subject).toBe(`Welcome to ${company.settings.siteName || company.name}, Robin`);
  expect(mail!.html).toMatch(/\/api\/mail\/open\?t=/);
  expect(mail!.html).toMatch(/\/api\/mail\/unsubscribe\?t=/);
  expect(mail!.headers['list-unsubscribe']).toMatch(/^<http:\/\/[^>]+\/api\/mail\/unsubscribe\?t=[^>]+>$/);
  expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(mail!.raw).not.toContain('{{');
  const [welcome, ...more] = await activitiesOf(leadId, 'welcome-email');
  expect(more).toHaveLength(0);
  expect(welcome!.data).toMatchObject({ subject: mail!.subject, mailId: expect.any(Number) });
  const row = await one<{ status: string; kind: string }>(sql`select status, kind from outgoing_mail where id = ${welcome!.data.mailId!}`);
  expect(row).toEqual({ status: 'sent', kind: 'welcome-email' });
});

test('the delayed e-mail fires at +afterDays, exactly once with two runners at the same moment', async () => {
  const signedUpAt = Date.now();
  const leadId = await signUp('follow-me@example.com');
  const seller = await signUp('seller-me@example.com', { signUpType: 'propertyPrice' });
  const row = await scheduled(leadId);
  expect(row.kind).toBe('delayed-email');
  expect((await scheduled(seller)).kind).toBe('seller-delayed-email');
  const due = new Date(row.due_at).getTime();
  const afterDays = DEFAULT_AUTOMATION_SETTINGS.delayedEmail.afterDays;
  expect(due - signedUpAt).toBeGreaterThanOrEqual(afterDays * DAY - 1000);
  expect(due - signedUpAt).toBeLessThan(afterDays * DAY + 60_000);

  // A minute early: nothing.
  expect(await sendDueLeadMails(new Date(due - 60_000))).toEqual({ sent: 0, skipped: 0 });
  expect((await scheduled(leadId)).status).toBe('scheduled');

  const before = sink.received.length;
  // The earlier sign-up's is due by then too: every due row once, whichever runner took it.
  const dueRows = (await rows(db, sql`select 1 from scheduled_lead_mails where status = 'scheduled' and due_at <= ${new Date(due + 1000).toISOString()}::timestamptz`)).length;
  expect(dueRows).toBeGreaterThanOrEqual(2);
  const [a, b] = await Promise.all([sendDueLeadMails(new Date(due + 1000)), sendDueLeadMails(new Date(due + 1000))]);
  expect(a.sent + b.sent).toBe(dueRows);
  expect(a.skipped + b.skipped).toBe(0);
  await waitForMail(before + dueRows);
  expect(sink.received.filter((m) => m.to.includes('follow-me@example.com') && m.subject.startsWith('How is the search going'))).toHaveLength(1);
  expect(sink.received.filter((m) => m.to.includes('seller-me@example.com') && m.subject.startsWith('About your home'))).toHaveLength(1);
  expect((await scheduled(leadId)).status).toBe('sent');
  expect(await activitiesOf(leadId, 'delayed-email')).toHaveLength(1);
  expect(await activitiesOf(seller, 'seller-delayed-email')).toHaveLength(1);
  // Later runs find nothing more.
  expect(await sendDueLeadMails(new Date(due + 5 * DAY))).toEqual({ sent: 0, skipped: 0 });
});

test('unsubscribed before it is due: skipped, no mail; a trigger switched off since: skipped', async () => {
  const gone = await signUp('unsub-me@example.com');
  const off = await signUp('off-me@example.com', { signUpType: 'propertyPrice' });
  await db.execute(sql`update leads set email_status = 'unsub' where id = ${gone}`);
  await db.insert(automationSettings).values({
    companyId: 1,
    settings: { ...DEFAULT_AUTOMATION_SETTINGS, sellerDelayedEmail: { ...DEFAULT_AUTOMATION_SETTINGS.sellerDelayedEmail, enabled: false } },
  });
  const due = Math.max(new Date((await scheduled(gone)).due_at).getTime(), new Date((await scheduled(off)).due_at).getTime());
  const before = sink.received.length;
  expect(await sendDueLeadMails(new Date(due + 1000))).toEqual({ sent: 0, skipped: 2 });
  expect((await scheduled(gone)).status).toBe('skipped');
  expect((await scheduled(off)).status).toBe('skipped');
  await new Promise((r) => setTimeout(r, 300));
  expect(sink.received.length).toBe(before);
  expect(await activitiesOf(gone, 'delayed-email')).toHaveLength(0);
});

test('switched off: a sign-up gets no welcome e-mail and nothing scheduled', async () => {
  await db.update(automationSettings).set({
    settings: {
      ...DEFAULT_AUTOMATION_SETTINGS,
      welcomeEmail: { ...DEFAULT_AUTOMATION_SETTINGS.welcomeEmail, enabled: false },
      delayedEmail: { ...DEFAULT_AUTOMATION_SETTINGS.delayedEmail, enabled: false },
    },
  }).where(sql`company_id = 1`);
  const leadId = await signUp('quiet@example.com');
  expect(await activitiesOf(leadId, 'welcome-email')).toHaveLength(0);
  expect(await rows(db, sql`select 1 from scheduled_lead_mails where lead_id = ${leadId}`)).toHaveLength(0);
});
