import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { LeadClaims } from '@/lib/auth/lead-token';
import { onNewLead } from '@/lib/automation/new-lead';
import { DEFAULT_AUTOMATION_SETTINGS, type AutomationSettings } from '@/lib/automation/settings-schema';
import { runPhoneLookup, type PhoneLookupJob } from '@/lib/automation/triggers/phone-lookup';
import { noteLeadVisit } from '@/lib/automation/triggers/return-visit';
import type { Db } from '@/lib/db/client';
import { recordView } from '@/lib/leads/viewed';
import { seedIfEmpty } from '@/lib/seed';
import { getCompany, type Company } from '@/lib/tenancy/company';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

// DESIGN §12 triggers with a clock the test holds (no sleeping): a return visit, repeat views and
// a burst of views mark the lead hot once and alert its agent (SMTP sink, text row); the new-lead
// steps write the smart text, the auto-call and the phone lookup, and hold back when switched off.
let db: Db;
let dir: string | null;
let sink: SmtpSink;
let company: Company;
let lookup: http.Server;
let agentA = 0;
let agentNoPhone = 0;
let listings: number[] = [];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-03-10T15:00:00Z');
const AGENT_PHONE = '+16315550101';

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 20, leadsPerCompany: 1, imageDir: TEST_IMAGE_DIR });
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  company = (await getCompany(1))!;
  const [a, b] = await rows<{ id: number }>(db, sql`
    insert into agents (company_id, type, first_name, last_name, email, phone)
    values (1, 'agent', 'Hattie', 'Hot', 'hattie.hot@agents.test', ${AGENT_PHONE}), (1, 'agent', 'Quinn', 'Quiet', 'quinn.quiet@agents.test', null)
    returning id`);
  agentA = a!.id;
  agentNoPhone = b!.id;
  listings = (await rows<{ id: number }>(db, sql`select id from properties order by id limit 6`)).map((r) => r.id);
  // A reverse-lookup service: +1…0000 is not a valid number, every other one is a mobile.
  lookup = http.createServer((req, res) => {
    const phone = new URL(req.url ?? '/', 'http://x').searchParams.get('phone') ?? '';
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(phone.endsWith('0000') ? { valid: false } : { valid: true, lineType: 'mobile', carrier: 'Verizon Wireless', name: 'Pat Lookup' }));
  });
  await new Promise<void>((resolve) => lookup.listen(0, '127.0.0.1', resolve));
}, 120_000);
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.PHONE_LOOKUP_URL;
  lookup?.close();
  await sink?.close();
  await dropDatabase(dir);
});

let seq = 0;
async function newLead(values: { agentId: number | null; phone?: string | null; lastVisitAt?: Date | null; optOut?: boolean }): Promise<number> {
  const n = ++seq;
  const [row] = await rows<{ id: number }>(db, sql`
    insert into leads (company_id, first_name, last_name, email, phone, buyer_agent_id, last_visit_at, text_opt_out_at)
    values (1, 'Lena', ${`Lead${n}`}, ${`lena${n}@hot.test`}, ${values.phone ?? null}, ${values.agentId},
      ${values.lastVisitAt?.toISOString() ?? null}::timestamptz, ${values.optOut ? T0.toISOString() : null}::timestamptz)
    returning id`);
  return row!.id;
}
const claims = (id: number) => ({ id, companyId: 1 }) as LeadClaims;
const activitiesOf = (leadId: number, type: string) =>
  rows<{ data: Record<string, unknown>; agent_id: number | null }>(db, sql`select data, agent_id from activities where lead_id = ${leadId} and type = ${type} order by id`);
/** Raw queries answer timestamps as text on one driver and Dates on the other. */
const at = (value: Date | string | null) => (value === null ? null : new Date(value));
const hotOf = async (leadId: number) => {
  const row = (await rows<{ hot_at: Date | string | null; hot_reason: string | null }>(db, sql`select hot_at, hot_reason from leads where id = ${leadId}`))[0]!;
  return { hot_at: at(row.hot_at), hot_reason: row.hot_reason };
};
const lastVisitOf = async (leadId: number) => at((await rows<{ last_visit_at: Date | string | null }>(db, sql`select last_visit_at from leads where id = ${leadId}`))[0]!.last_visit_at);
const alertMails = (leadId: number) => rows<{ to_address: string; subject: string; text_body: string; status: string }>(db, sql`select to_address, subject, text_body, status from outgoing_mail where lead_id = ${leadId} and kind = 'hot-lead-alert' order by id`);
const alertTexts = (leadId: number) => rows<{ to_phone: string; body: string; kind: string }>(db, sql`select to_phone, body, kind from outgoing_texts where lead_id = ${leadId} and kind = 'hot-lead-alert'`);
const sunk = (leadName: string) => sink.received.filter((m) => m.subject.includes(leadName));

async function setSettings(change: Partial<AutomationSettings>): Promise<void> {
  const settings = JSON.stringify({ ...DEFAULT_AUTOMATION_SETTINGS, ...change });
  await db.execute(sql`insert into automation_settings (company_id, settings) values (1, ${settings}::jsonb) on conflict (company_id) do update set settings = excluded.settings`);
}

describe('return visit', () => {
  test('seen after 2 days away: return-visit, hot, the agent mailed (SMTP) and texted; an hour later nothing new', async () => {
    const lead = await newLead({ agentId: agentA, lastVisitAt: new Date(T0.getTime() - 2 * DAY - HOUR) });
    expect(await noteLeadVisit(company, lead, T0)).toEqual({ daysAway: 2, hot: true });
    const [visit] = await activitiesOf(lead, 'return-visit');
    expect(visit).toMatchObject({ agent_id: null, data: { daysAway: 2, hotReason: 'return-visit' } });
    expect(await hotOf(lead)).toEqual({ hot_at: T0, hot_reason: 'return-visit' });
    const mails = await alertMails(lead);
    expect(mails).toEqual([expect.objectContaining({ to_address: 'hattie.hot@agents.test', status: 'sent' })]);
    expect(mails[0]!.subject).toBe(`Hot lead: Lena Lead${seq} came back after 2 days away`);
    expect(mails[0]!.text_body).toContain(`/lead?id=${lead}`);
    expect(sunk(`Lena Lead${seq} came back`)).toHaveLength(1);
    expect(sunk(`Lena Lead${seq} came back`)[0]!.to).toEqual(['hattie.hot@agents.test']);
    expect(await alertTexts(lead)).toEqual([expect.objectContaining({ to_phone: AGENT_PHONE, kind: 'hot-lead-alert' })]);

    expect(await noteLeadVisit(company, lead, new Date(T0.getTime() + HOUR))).toBeNull();
    expect(await activitiesOf(lead, 'return-visit')).toHaveLength(1);
    expect(await alertMails(lead)).toHaveLength(1);
    expect(await lastVisitOf(lead)).toEqual(new Date(T0.getTime() + HOUR));
  });

  test('last_visit_at moves at most every few minutes; a lead never seen before is no return', async () => {
    const lead = await newLead({ agentId: agentA, lastVisitAt: null });
    expect(await noteLeadVisit(company, lead, T0)).toBeNull();
    expect(await noteLeadVisit(company, lead, new Date(T0.getTime() + 60_000))).toBeNull();
    expect(await lastVisitOf(lead)).toEqual(T0);
    expect(await activitiesOf(lead, 'return-visit')).toEqual([]);
    expect(await hotOf(lead)).toEqual({ hot_at: null, hot_reason: null });
  });

  test('two visits at once after a week away: one return, one alert', async () => {
    const lead = await newLead({ agentId: agentA, lastVisitAt: new Date(T0.getTime() - 7 * DAY) });
    const both = await Promise.all([noteLeadVisit(company, lead, T0), noteLeadVisit(company, lead, T0)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await activitiesOf(lead, 'return-visit')).toHaveLength(1);
    expect(await alertMails(lead)).toHaveLength(1);
  });
});

describe('views', () => {
  test('the third view of one listing makes the lead hot once; more views do not alert again', async () => {
    const lead = await newLead({ agentId: agentNoPhone, lastVisitAt: T0 });
    for (let i = 0; i < 4; i++) await recordView(company, claims(lead), listings[0]!, new Date(T0.getTime() + i * 60_000));
    const views = await activitiesOf(lead, 'property-view');
    expect(views.map((v) => v.data.hotReason ?? null)).toEqual([null, null, 'repeat-views', null]);
    expect(await hotOf(lead)).toEqual({ hot_at: new Date(T0.getTime() + 2 * 60_000), hot_reason: 'repeat-views' });
    const mails = await alertMails(lead);
    expect(mails).toEqual([expect.objectContaining({ to_address: 'quinn.quiet@agents.test' })]);
    expect(mails[0]!.subject).toMatch(/viewed .+ 3 times$/);
    expect(await alertTexts(lead)).toEqual([]); // this agent has no phone
  });

  test('five listings in a day make a pond lead hot once, and the managers hear of it', async () => {
    const lead = await newLead({ agentId: null, lastVisitAt: T0 });
    for (let i = 0; i < 6; i++) await recordView(company, claims(lead), listings[i]!, new Date(T0.getTime() + i * HOUR));
    const views = await activitiesOf(lead, 'property-view');
    expect(views.map((v) => v.data.hotReason ?? null)).toEqual([null, null, null, null, 'many-views', null]);
    expect((await hotOf(lead)).hot_reason).toBe('many-views');
    const managers = await rows<{ email: string }>(db, sql`select email from agents where company_id = 1 and is_active and (type = 'broker' or is_admin) order by id`);
    expect(managers.length).toBeGreaterThan(0);
    expect((await alertMails(lead)).map((m) => m.to_address)).toEqual(managers.map((m) => m.email).slice(0, 20));
  });

  test('alerts switched off: still hot, nobody mailed', async () => {
    await setSettings({ hotLeadAlerts: { enabled: false } });
    try {
      const lead = await newLead({ agentId: agentA, lastVisitAt: new Date(T0.getTime() - 3 * DAY) });
      expect(await noteLeadVisit(company, lead, T0)).toEqual({ daysAway: 3, hot: true });
      expect(await alertMails(lead)).toEqual([]);
      expect(await alertTexts(lead)).toEqual([]);
    } finally {
      await db.execute(sql`delete from automation_settings where company_id = 1`);
    }
  });
});

describe('new-lead steps', () => {
  const runSteps = (leadId: number) => db.transaction((tx) => onNewLead(tx, { company, leadId, via: 'sign-up', now: T0 }));
  const texts = (leadId: number) => rows<{ id: number; kind: string; to_phone: string; body: string; status: string }>(db, sql`select id, kind, to_phone, body, status from outgoing_texts where lead_id = ${leadId}`);
  const calls = (leadId: number) => rows<{ kind: string; to_phone: string; bridge_phone: string | null; status: string }>(db, sql`select kind, to_phone, bridge_phone, status from outgoing_calls where lead_id = ${leadId}`);

  afterEach(async () => {
    delete process.env.PHONE_LOOKUP_URL;
    await db.execute(sql`delete from automation_settings where company_id = 1`);
  });

  test('a new lead with a phone: a smart text from its agent, and an auto-call bridging the agent', async () => {
    await setSettings({ autoCall: { enabled: true } });
    const lead = await newLead({ agentId: agentA, phone: '+16315559876' });
    const after = await runSteps(lead);
    const [text] = await texts(lead);
    expect(text).toMatchObject({ kind: 'smart-text', to_phone: '+16315559876', status: 'recorded' });
    expect(text!.body).toMatch(/^Hi Lena, this is Hattie with /);
    const [activity] = await activitiesOf(lead, 'smart-text');
    expect(activity).toMatchObject({ agent_id: null, data: { body: text!.body, textId: text!.id } });
    expect(await calls(lead)).toEqual([{ kind: 'auto-call', to_phone: '+16315559876', bridge_phone: AGENT_PHONE, status: 'recorded' }]);
    expect((await activitiesOf(lead, 'auto-call'))[0]!.data).toMatchObject({ to: '+16315559876', bridge: AGENT_PHONE, outcome: 'recorded' });
    expect(after.texts).toEqual([text!.id]);
    expect(after.calls).toHaveLength(1);
  });

  test('none when switched off, when the lead opted out of texts, or without phones', async () => {
    await setSettings({ smartText: { ...DEFAULT_AUTOMATION_SETTINGS.smartText, enabled: false }, autoCall: { enabled: false } });
    const off = await newLead({ agentId: agentA, phone: '+16315559877' });
    await runSteps(off);
    expect(await texts(off)).toEqual([]);
    expect(await calls(off)).toEqual([]);

    await setSettings({ autoCall: { enabled: true } });
    const optedOut = await newLead({ agentId: agentA, phone: '+16315559878', optOut: true });
    await runSteps(optedOut);
    expect(await texts(optedOut)).toEqual([]);
    expect(await activitiesOf(optedOut, 'smart-text')).toEqual([]);
    expect(await calls(optedOut)).toHaveLength(1); // a STOP to texts is not a refusal of calls

    const noPhone = await newLead({ agentId: agentA, phone: null });
    await runSteps(noPhone);
    expect(await texts(noPhone)).toEqual([]);
    const agentWithoutPhone = await newLead({ agentId: agentNoPhone, phone: '+16315559879' });
    await runSteps(agentWithoutPhone);
    expect(await calls(agentWithoutPhone)).toEqual([]);
    expect(await texts(agentWithoutPhone)).toHaveLength(1);
  });

  test('reverse phone lookup: recorded without a service; with one, a job after the commit that writes what it learnt once', async () => {
    await setSettings({ reversePhoneLookup: { enabled: true } });
    const recorded = await newLead({ agentId: agentA, phone: '+16315551111' });
    expect((await runSteps(recorded)).jobs).toEqual([]);
    expect((await activitiesOf(recorded, 'reverse-phone-number'))[0]!.data).toEqual({ phone: '+16315551111', recorded: true });

    process.env.PHONE_LOOKUP_URL = `http://127.0.0.1:${(lookup.address() as AddressInfo).port}/lookup`;
    const good = await newLead({ agentId: agentA, phone: '+16315552222' });
    const after = await runSteps(good);
    expect(await activitiesOf(good, 'reverse-phone-number')).toEqual([]); // nothing asked inside the transaction
    expect(after.jobs).toEqual([{ queue: 'phone-lookup', data: { companyId: 1, leadId: good, phone: '+16315552222' } }]);
    const job = after.jobs[0]!.data as PhoneLookupJob;
    expect(await runPhoneLookup(job)).toBe('looked-up');
    expect(await runPhoneLookup(job)).toBe('skipped');
    const looked = await activitiesOf(good, 'reverse-phone-number');
    expect(looked).toEqual([expect.objectContaining({ data: { phone: '+16315552222', valid: true, lineType: 'mobile', carrier: 'Verizon Wireless', name: 'Pat Lookup' } })]);

    const bad = await newLead({ agentId: agentA, phone: '+16315550000' });
    await runPhoneLookup({ companyId: 1, leadId: bad, phone: '+16315550000' });
    expect((await rows<{ phone_status: string }>(db, sql`select phone_status from leads where id = ${bad}`))[0]!.phone_status).toBe('bad_number');

    process.env.PHONE_LOOKUP_URL = 'http://127.0.0.1:9/down';
    const down = await newLead({ agentId: agentA, phone: '+16315553333' });
    await expect(runPhoneLookup({ companyId: 1, leadId: down, phone: '+16315553333' })).rejects.toThrow(); // the job is retried
    expect(await activitiesOf(down, 'reverse-phone-number')).toEqual([]);
  });
});
