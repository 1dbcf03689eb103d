import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import type { CrmAccess } from '@/lib/crm/access';
import { applyActionPlan } from '@/lib/automation/plans/apply';
import { fireDueDripSteps } from '@/lib/automation/plans/fire';
import { changeLeadRun } from '@/lib/automation/plans/lead-runs';
import { pauseLeadPlans } from '@/lib/automation/plans/pause';
import type { ActionPlanStep } from '@/lib/db/schema/automation';
import { seedIfEmpty } from '@/lib/seed';
import { getCompany, type Company } from '@/lib/tenancy/company';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * Action plans fire on the drip-steps job (lib/automation/plans/fire.ts) with a clock the test
 * holds: each step once, in order, even with two runners at once; a reply pauses a run until it
 * is resumed (its steps moved by the pause); texts wait for the sending hours.
 */
let db: Db;
let dir: string | null;
let sink: SmtpSink;
let company = 0;
let agent = 0;
let broker: CrmAccess;
let tenant: Company;
let seeded: { name: string; active: boolean; statuses: string | null }[] = [];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 14:00 in New York (EST): inside the default sending hours 08:00–21:00. */
const T0 = new Date('2026-11-16T19:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

const THREE_STEPS: ActionPlanStep[] = [
  { afterDays: 0, kind: 'email', template: { subject: 'Welcome, {{lead.firstName}}', body: 'Hi {{lead.firstName}}, I am {{agent.fullName}}.' } },
  { afterDays: 1, kind: 'text', template: { body: 'Hi {{lead.firstName}}, {{agent.firstName}} here. Any homes to see?' } },
  { afterDays: 3, kind: 'todo', template: { body: 'Send {{lead.firstName}} a market update' } },
];

let seq = 0;
let lastName = '';
async function newLead(fields: { phone?: string | null; email?: string | null } = {}): Promise<number> {
  seq += 1;
  lastName = `Dana${seq}`;
  const email = fields.email === undefined ? `drip.${seq}@example.com` : fields.email;
  const phone = fields.phone === undefined ? `+1631555${String(1000 + seq).padStart(4, '0')}` : fields.phone;
  return (await rows<{ id: number }>(db, sql`insert into leads (company_id, first_name, last_name, email, email_status, phone, buyer_agent_id)
    values (${company}, ${lastName}, 'Drip', ${email}, 'valid', ${phone}, ${agent}) returning id`))[0]!.id;
}
async function newPlan(steps: ActionPlanStep[], name = `Plan ${++seq}`): Promise<number> {
  return (await rows<{ id: number }>(db, sql`insert into action_plans (company_id, name, steps) values (${company}, ${name}, ${JSON.stringify(steps)}::jsonb) returning id`))[0]!.id;
}
const apply = (leadId: number, planId: number, now: Date) => db.transaction((tx) => applyActionPlan(tx, { companyId: company, leadId, planId, appliedBy: null, now }));
/** Two job runners at once, as two instances would be. */
async function twoRunners(now: Date) {
  const [a, b] = await Promise.all([fireDueDripSteps(now), fireDueDripSteps(now)]);
  return { fired: a.fired + b.fired, failed: a.failed + b.failed, delayed: a.delayed + b.delayed };
}
const typesOf = async (leadId: number) =>
  (await rows<{ type: string; data: Record<string, unknown> }>(db, sql`select type, data from activities where lead_id = ${leadId} order by id`));
const stepsOf = async (runId: number) =>
  rows<{ step_index: number; status: string; fired_at: Date | string | null; due_at: Date | string; error: string | null }>(db, sql`select step_index, status, fired_at, due_at, error from drip_steps where lead_plan_id = ${runId} order by step_index`);
const runOf = async (runId: number) => (await rows<{ status: string }>(db, sql`select status from lead_action_plans where id = ${runId}`))[0]!;

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 20, leadsPerCompany: 20, imageDir: TEST_IMAGE_DIR });
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  const [row] = await rows<{ company_id: number; id: number }>(db, sql`select company_id, id from agents where type = 'broker' and is_active order by company_id, id limit 1`);
  company = row!.company_id;
  const [other] = await rows<{ id: number }>(db, sql`select id from agents where company_id = ${company} and type = 'agent' and is_active order by id limit 1`);
  agent = other!.id;
  tenant = (await getCompany(company))!;
  broker = { agentId: row!.id, companyId: company, type: 'broker', isAdmin: false, scope: 'company', canManage: true, canClaim: true };
  seeded = await rows<{ name: string; active: boolean; statuses: string | null }>(db, sql`select p.name, p.active, string_agg(r.status, ',' order by r.status) as statuses
    from action_plans p left join lead_action_plans r on r.plan_id = p.id where p.company_id = ${company} group by p.id order by p.name`);
  // Plans the demo seed started are not this test's: only its own steps are due.
  await db.execute(sql`update drip_steps set status = 'cancelled' where status = 'scheduled'`);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink?.close();
  await dropDatabase(dir);
});

test('the demo seed gives the company real plans, one paused, with runs under way, paused by a reply and finished', () => {
  expect(seeded.map((p) => p.name)).toEqual(['New buyer: first 2 weeks', 'Open-house follow-up', 'Past client check-in', 'Seller nurture']);
  expect(seeded.find((p) => p.name === 'Past client check-in')!.active).toBe(false);
  const statuses = seeded.flatMap((p) => p.statuses?.split(',') ?? []);
  expect(statuses).toEqual(expect.arrayContaining(['active', 'paused', 'finished']));
});

test('a plan’s three steps fire in order, once each, with two runners at every tick; the last one finishes the run', async () => {
  const lead = await newLead();
  const { leadPlanId } = await apply(lead, await newPlan(THREE_STEPS, 'New buyer: first 2 weeks'), T0);

  expect(await twoRunners(T0)).toMatchObject({ fired: 1, failed: 0 });
  expect(await twoRunners(at(HOUR))).toMatchObject({ fired: 0 });
  expect(await twoRunners(at(DAY))).toMatchObject({ fired: 1 });
  expect(await twoRunners(at(2 * DAY))).toMatchObject({ fired: 0 });
  expect(await twoRunners(at(3 * DAY))).toMatchObject({ fired: 1 });
  expect(await twoRunners(at(10 * DAY))).toMatchObject({ fired: 0 });

  const steps = await stepsOf(leadPlanId);
  expect(steps.map((s) => s.status)).toEqual(['fired', 'fired', 'fired']);
  const firedAt = steps.map((s) => new Date(s.fired_at!).getTime());
  expect(firedAt).toEqual([T0.getTime(), at(DAY).getTime(), at(3 * DAY).getTime()]);
  expect((await runOf(leadPlanId)).status).toBe('finished');

  const written = await typesOf(lead);
  const types = written.map((a) => a.type);
  expect(types).toEqual(['scheduled-drip-plan', 'drip-plan-email', 'drip-plan-text', 'drip-plan-todo', 'drip-plan-stage']);
  const [, email, text, todo, stage] = written;
  expect(email!.data).toMatchObject({ planName: 'New buyer: first 2 weeks', step: 1, subject: `Welcome, ${lastName}` });
  expect(String(email!.data.body)).toMatch(/I am \S+ \S+\./);
  expect(text!.data).toMatchObject({ step: 2, body: expect.stringContaining(`Hi ${lastName}`) });
  expect(todo!.data).toMatchObject({ step: 3, title: `Send ${lastName} a market update` });
  expect(stage!.data).toMatchObject({ stage: 'finished' });

  // Each through its transport, once: the mail reached SMTP, the text and the to-do are rows.
  const to = (await rows<{ email: string }>(db, sql`select email from leads where id = ${lead}`))[0]!.email;
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sink.received.filter((m) => m.to.includes(to))).toHaveLength(1);
  expect(await rows(db, sql`select id from outgoing_mail where lead_id = ${lead} and kind = 'drip-plan-email' and status = 'sent'`)).toHaveLength(1);
  expect(await rows(db, sql`select id from outgoing_texts where lead_id = ${lead} and kind = 'drip-plan-text'`)).toHaveLength(1);
  expect(await rows(db, sql`select id from todos where lead_id = ${lead} and agent_id = ${agent}`)).toHaveLength(1);
});

test('a reply pauses the run: later steps wait until it is resumed, then keep their gaps', async () => {
  const lead = await newLead();
  const { leadPlanId } = await apply(lead, await newPlan(THREE_STEPS), T0);
  expect(await twoRunners(T0)).toMatchObject({ fired: 1 });

  const paused = await db.transaction((tx) => pauseLeadPlans(tx, { companyId: company, leadId: lead, reason: 'The lead replied by text', now: at(HOUR) }));
  expect(paused).toBe(1);
  expect(await twoRunners(at(DAY))).toMatchObject({ fired: 0 });
  expect(await twoRunners(at(4 * DAY))).toMatchObject({ fired: 0 });
  expect((await stepsOf(leadPlanId)).map((s) => s.status)).toEqual(['fired', 'scheduled', 'scheduled']);

  // Resumed two days after the pause: the text, due a day after the start, is now due 23 hours after the resume.
  const resumedAt = at(2 * DAY + HOUR);
  const view = await changeLeadRun(broker, tenant, lead, leadPlanId, 'active', resumedAt);
  expect(view.status).toBe('active');
  expect(view.next).toMatchObject({ index: 1, kind: 'text', dueAt: at(3 * DAY).toISOString() });
  expect(await twoRunners(at(3 * DAY - HOUR))).toMatchObject({ fired: 0 });
  expect(await twoRunners(at(3 * DAY))).toMatchObject({ fired: 1 });
  expect(await twoRunners(at(5 * DAY))).toMatchObject({ fired: 1 });
  expect((await runOf(leadPlanId)).status).toBe('finished');
  const statuses = (await typesOf(lead)).filter((a) => a.type === 'drip-plan-status').map((a) => a.data.status);
  expect(statuses).toEqual(['paused', 'resumed']);
});

test('stopping a run cancels its remaining steps; a paused plan holds its runs', async () => {
  const lead = await newLead();
  const plan = await newPlan(THREE_STEPS);
  const { leadPlanId } = await apply(lead, plan, T0);
  await db.execute(sql`update action_plans set active = false where id = ${plan}`);
  expect(await twoRunners(T0)).toMatchObject({ fired: 0 });
  await db.execute(sql`update action_plans set active = true where id = ${plan}`);
  expect(await twoRunners(at(HOUR))).toMatchObject({ fired: 1 });
  const view = await changeLeadRun(broker, tenant, lead, leadPlanId, 'stopped', at(2 * HOUR));
  expect(view).toMatchObject({ status: 'stopped', next: null });
  expect((await stepsOf(leadPlanId)).map((s) => s.status)).toEqual(['fired', 'cancelled', 'cancelled']);
  expect(await twoRunners(at(10 * DAY))).toMatchObject({ fired: 0 });
  await expect(changeLeadRun(broker, tenant, lead, leadPlanId, 'active', at(3 * HOUR))).rejects.toMatchObject({ status: 409 });
});

test('a text due at 23:00 waits for the sending hours (08:00 next morning), with one delayed-drip-plan', async () => {
  const lead = await newLead();
  const late = new Date('2026-11-17T04:00:00Z'); // 23:00 in New York
  const { leadPlanId } = await apply(lead, await newPlan([{ afterDays: 0, kind: 'text', template: { body: 'Hi {{lead.firstName}}' } }]), late);
  expect(await twoRunners(late)).toMatchObject({ fired: 0, delayed: 1 });
  const morning = new Date('2026-11-17T13:00:00Z'); // 08:00 in New York
  expect(new Date((await stepsOf(leadPlanId))[0]!.due_at).toISOString()).toBe(morning.toISOString());
  expect(await twoRunners(new Date(late.getTime() + HOUR))).toMatchObject({ fired: 0, delayed: 0 });
  expect(await twoRunners(morning)).toMatchObject({ fired: 1 });
  const written = await typesOf(lead);
  expect(written.filter((a) => a.type === 'delayed-drip-plan')).toHaveLength(1);
  expect(written.find((a) => a.type === 'delayed-drip-plan')!.data).toMatchObject({ step: 1, until: morning.toISOString() });
  expect(written.filter((a) => a.type === 'drip-plan-text')).toHaveLength(1);
});

test('a lead who cannot be texted: the step fails with the reason, on the timeline, and the plan goes on', async () => {
  const lead = await newLead({ phone: null });
  const { leadPlanId } = await apply(lead, await newPlan([
    { afterDays: 0, kind: 'text', template: { body: 'Hi' } },
    { afterDays: 0, afterMinutes: 5, kind: 'call', template: { body: 'Call {{lead.firstName}}' } },
  ]), T0);
  expect(await twoRunners(at(10 * 60_000))).toMatchObject({ failed: 1, fired: 1 });
  const steps = await stepsOf(leadPlanId);
  expect(steps.map((s) => s.status)).toEqual(['failed', 'fired']);
  expect(steps[0]!.error).toBe('Skipped: no phone number');
  const written = await typesOf(lead);
  expect(written.find((a) => a.type === 'drip-plan-status')!.data).toMatchObject({ status: 'skipped', reason: 'Step 1 (text): no phone number' });
  expect(written.find((a) => a.type === 'drip-plan-call')!.data).toMatchObject({ title: `Call ${lastName}` });
  expect((await runOf(leadPlanId)).status).toBe('finished');
});
