import { sql } from 'drizzle-orm';
import { ACTIVITY_TYPES, FIRST_CONTACT_TYPES } from '@/lib/db/schema';
import { CONVERTED_STAGES } from '@/lib/crm/reports/stage-activity';
import type { Db } from '@/lib/db/client';
import { dropDatabase, freshDatabase, rows } from './harness';

/**
 * leads.first_contact_at and leads.converted_at are kept by triggers on activities (migration
 * 0016) whose WHEN clauses spell FIRST_CONTACT_TYPES and CONVERTED_STAGES as literals: these
 * tests hold the two together, type by type, so neither list can change alone.
 */
let db: Db;
let dir: string | null;
let company = 0;
let agent = 0;
const T0 = new Date('2026-11-20T12:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000).toISOString();

async function newLead(): Promise<number> {
  return (await rows<{ id: number }>(db, sql`insert into leads (company_id, created_at) values (${company}, ${at(0)}) returning id`))[0]!.id;
}
const activity = (leadId: number, type: string, hours: number, agentId: number | null, data: Record<string, unknown> = {}) =>
  db.execute(sql`insert into activities (company_id, lead_id, agent_id, type, occurred_at, data) values (${company}, ${leadId}, ${agentId}, ${type}, ${at(hours)}, ${JSON.stringify(data)}::jsonb)`);
async function milestones(leadId: number): Promise<{ contact: string | null; converted: string | null }> {
  const [row] = await rows<{ first_contact_at: Date | string | null; converted_at: Date | string | null }>(db, sql`select first_contact_at, converted_at from leads where id = ${leadId}`);
  const iso = (v: Date | string | null | undefined) => (v == null ? null : new Date(v).toISOString());
  return { contact: iso(row?.first_contact_at), converted: iso(row?.converted_at) };
}

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  company = (await rows<{ id: number }>(db, sql`insert into companies (name, settings) values ('Milestones', '{}'::jsonb) returning id`))[0]!.id;
  agent = (await rows<{ id: number }>(db, sql`insert into agents (company_id, type, first_name, last_name, email) values (${company}, 'agent', 'Al', 'M', 'al@milestones.test') returning id`))[0]!.id;
});
afterAll(() => dropDatabase(dir));

test.each(ACTIVITY_TYPES.map((t) => [t]))('a %s activity by an agent sets first contact only if it is one of FIRST_CONTACT_TYPES', async (type) => {
  const lead = await newLead();
  await activity(lead, type, 2, agent);
  const expected = (FIRST_CONTACT_TYPES as readonly string[]).includes(type) ? at(2) : null;
  expect((await milestones(lead)).contact).toBe(expected);
});

test('first contact is the earliest agent contact, whatever order they are written in, and never one without an agent', async () => {
  const lead = await newLead();
  await activity(lead, 'call-added', 1, null);
  expect((await milestones(lead)).contact).toBeNull();
  await activity(lead, 'email', 5, agent);
  await activity(lead, 'text', 3, agent);
  await activity(lead, 'call-added', 4, agent);
  expect((await milestones(lead)).contact).toBe(at(3));
});

test.each(['new', 'attempted', 'contacted', 'nurture', 'appointment', 'active', 'under_contract', 'closed', 'lost'].map((s) => [s]))(
  'a stage change to %s converts the lead only if it is one of CONVERTED_STAGES',
  async (stage) => {
    const lead = await newLead();
    await activity(lead, 'stage', 2, agent, { from: 'new', to: stage });
    expect((await milestones(lead)).converted).toBe((CONVERTED_STAGES as readonly string[]).includes(stage) ? at(2) : null);
  },
);

test("an opportunity card's move is not the lead's conversion; the earliest conversion stays", async () => {
  const lead = await newLead();
  await activity(lead, 'stage', 1, agent, { opportunityId: 7, from: 'offer', to: 'closed' });
  expect((await milestones(lead)).converted).toBeNull();
  await activity(lead, 'stage', 6, agent, { from: 'active', to: 'closed' });
  await activity(lead, 'stage', 3, agent, { from: 'contacted', to: 'appointment' });
  expect((await milestones(lead)).converted).toBe(at(3));
});
