import { sql } from 'drizzle-orm';
import type { CrmAccess } from '@/lib/crm/access';
import { teamFigures } from '@/lib/crm/team-figures';
import type { Db } from '@/lib/db/client';
import { dropDatabase, freshDatabase, rows } from './harness';

/**
 * The dashboard's team figures (lib/crm/team-figures.ts) on a company of its own: speed to first
 * contact over the last 30 days, leads untouched for 24 h, new leads today, per buyer agent.
 */
let db: Db;
let dir: string | null;
const ids = { company: 0, broker: 0, a: 0, b: 0 };
// 2026-11-25 15:00 New York (EST).
const NOW = new Date('2026-11-25T20:00:00Z');
const ago = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  ids.company = (await rows<{ id: number }>(db, sql`insert into companies (name, settings) values ('Team figures', '{}'::jsonb) returning id`))[0]!.id;
  const agent = async (type: string, first: string) =>
    (await rows<{ id: number }>(db, sql`insert into agents (company_id, type, first_name, last_name, email) values (${ids.company}, ${type}, ${first}, 'T', ${`${first}@team.test`}) returning id`))[0]!.id;
  ids.broker = await agent('broker', 'Bea');
  ids.a = await agent('agent', 'Al');
  ids.b = await agent('agent', 'Bo');
  const lead = async (buyer: number | null, createdHoursAgo: number, stage = 'new', primary: number | null = null) =>
    (await rows<{ id: number }>(db, sql`insert into leads (company_id, stage, buyer_agent_id, primary_lead_id, created_at) values (${ids.company}, ${stage}, ${buyer}, ${primary}, ${ago(createdHoursAgo)}) returning id`))[0]!.id;
  const contact = (leadId: number, agentId: number | null, type: string, hoursAgo: number) =>
    db.execute(sql`insert into activities (company_id, lead_id, agent_id, type, occurred_at) values (${ids.company}, ${leadId}, ${agentId}, ${type}, ${ago(hoursAgo)})`);
  // Al: contacted after 1 h and after 3 h; one lead untouched for two days (an auto-call is no contact).
  const a1 = await lead(ids.a, 48);
  await contact(a1, ids.a, 'call-added', 47);
  const a2 = await lead(ids.a, 72);
  await contact(a2, ids.a, 'text', 69);
  const a3 = await lead(ids.a, 48);
  await contact(a3, null, 'auto-call', 47.9);
  // Bo: a lead of today (10:00, five hours ago), not yet contacted but not 24 h old; a closed one untouched (not counted).
  await lead(ids.b, 5);
  await lead(ids.b, 100, 'closed');
  // The pond: one untouched lead of three days, and its co-buyer (reached through the buyer: not counted).
  const pond = await lead(null, 72);
  await lead(null, 72, 'new', pond);
  // Older than 30 days: outside the speed window, still untouched.
  await lead(ids.a, 24 * 40);
});
afterAll(() => dropDatabase(dir));

const access = (agentId: number, scope: CrmAccess['scope']): CrmAccess => ({ agentId, companyId: ids.company, type: scope === 'company' ? 'broker' : 'agent', isAdmin: false, scope, canManage: scope === 'company', canClaim: true });

test("a manager's team: speed, untouched for 24 h, new today, per agent", async () => {
  const f = await teamFigures(access(ids.broker, 'company'), NOW);
  expect(f).toMatchObject({ medianSeconds: 7200, averageSeconds: 7200, contacted: 2, untouched: 3, newToday: 1 });
  const byName = Object.fromEntries(f.agents.map((a) => [a.agentName, a]));
  expect(byName['Al T']).toMatchObject({ agentId: ids.a, untouched: 2, newToday: 0, medianSeconds: 7200, averageSeconds: 7200, leads: 3 });
  expect(byName['Bo T']).toMatchObject({ untouched: 0, newToday: 1, medianSeconds: null });
  expect(byName['Pond (no agent)']).toMatchObject({ agentId: null, untouched: 1 });
  // Most untouched first.
  expect(f.agents[0]!.agentName).toBe('Al T');
});

test('an agent sees their own leads and the pond only', async () => {
  const f = await teamFigures(access(ids.b, 'own-and-pond'), NOW);
  expect(f).toMatchObject({ untouched: 1, newToday: 1, contacted: 0, medianSeconds: null });
  expect(f.agents.map((a) => a.agentId).sort()).toEqual([ids.b, null].sort());
});
