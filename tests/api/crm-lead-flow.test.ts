import { sql } from 'drizzle-orm';
import type { AgentType } from '@/lib/db/schema/agents';
import * as t from '@/lib/db/schema';
import { seededSessionId } from '@/lib/auth/seeded-sessions';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, XHR, type Json } from './fixtures';
import { API_AUTH_SECRET, startServer, type Reply, type TestServer } from './server';

/**
 * Issue 16 item 1: GET/PUT /api/crm/lead-flow (brokers read, admins change; every bad input a
 * 422 naming the field with nothing saved; another company's agents read as unknown ones),
 * POST /api/crm/leads (checks, duplicates, the lead flow routing the new lead), and
 * first-to-claim through the claim call: the group only, the first claim wins, a late one 409.
 */
let server: TestServer;
type Who = { id: number; companyId: number; type: AgentType; isAdmin: boolean };
const team: Record<string, Who> = {};
const cookies: Record<string, string> = {};
const SECRET = new TextEncoder().encode(API_AUTH_SECRET);
const DAY = 86_400_000;
let foreignPlan = 0;
let ownPlan = 0;

beforeAll(async () => {
  server = await startServer({
    env: { JOBS: '0' },
    prepare: async (db) => {
      const members: [string, number, AgentType, boolean, string | null][] = [
        ['admin', 1, 'broker', true, null], ['broker', 1, 'broker', false, null], ['agentAdmin', 1, 'agent', true, null],
        ['alice', 1, 'agent', false, '+16315550111'], ['bob', 1, 'agent', false, null], ['rita', 1, 'realtor', false, null],
        ['lenny', 1, 'lender', false, null], ['gone', 1, 'agent', false, null],
        ['otherAdmin', 2, 'broker', true, null], ['otherAgent', 2, 'agent', false, null], ['otherLender', 2, 'lender', false, null],
      ];
      for (const [key, companyId, type, isAdmin, phone] of members) {
        const [row] = await db.insert(t.agents).values({ companyId, type, isAdmin, phone, firstName: key, lastName: 'Flow', email: `${key}@lead-flow.test`, isActive: key !== 'gone' }).returning({ id: t.agents.id });
        team[key] = { id: row!.id, companyId, type, isAdmin };
        await db.insert(t.sessions).values({ id: seededSessionId('agent', companyId, row!.id, SECRET), companyId, kind: 'agent', agentId: row!.id, expiresAt: new Date(Date.now() + DAY), createdAt: new Date(), lastSeenAt: new Date() });
      }
      const [own] = await db.insert(t.actionPlans).values({ companyId: 1, name: 'Flow test plan', steps: [{ afterDays: 1, kind: 'todo', template: { body: 'Call {{lead.firstName}}' } }] }).returning({ id: t.actionPlans.id });
      const [theirs] = await db.insert(t.actionPlans).values({ companyId: 2, name: 'Their plan', steps: [{ afterDays: 1, kind: 'todo', template: { body: 'Call' } }] }).returning({ id: t.actionPlans.id });
      ownPlan = own!.id;
      foreignPlan = theirs!.id;
    },
  });
  for (const [key, who] of Object.entries(team)) cookies[key] = await seededAgentCookie(who);
}, 240_000);
afterAll(() => server?.stop());

const hostOf = (who: string) => (team[who]!.companyId === 2 ? TENANT_2 : undefined);
const get = (who: string, path: string) => server.request(path, { host: hostOf(who), headers: { cookie: cookies[who]!, ...XHR } });
const send = (who: string, method: string, path: string, body?: unknown) =>
  server.request(path, { host: hostOf(who), method, headers: { cookie: cookies[who]!, ...XHR }, body: body === undefined ? undefined : JSON.stringify(body) });
const dbRows = <T>(query: ReturnType<typeof sql>) => server.inspect((db) => rows<T>(db, query));
const dataOf = <T = Json>(r: Reply): T => r.json<{ data: T }>().data;
const errorsOf = (r: Reply) => r.json<Json>().errors ?? {};

const pond = { mode: 'pond', agentIds: [] };
/** The lead's lead-routing activities' data, newest first, as a manager's timeline has them. */
const routingsOf = async (leadId: number) => dataOf<Json[]>(await get('admin', `/api/crm/leads/${leadId}/activities?tab=all&page=1`)).filter((a) => a.type === 'lead-routing').map((a) => a.data);
const routingOf = async (leadId: number) => (await routingsOf(leadId))[0];
/** Leads whose offers, mails and texts the last test reads from the database (reading it stops the server). */
const offeredLeads: { id: number; winner: number }[] = [];
const flowOf = async (who = 'admin') => dataOf(await get(who, '/api/crm/lead-flow'));
const put = (body: unknown, who = 'admin') => send(who, 'PUT', '/api/crm/lead-flow', body);

describe('GET and PUT /api/crm/lead-flow: who', () => {
  test('managers read it (the demo flow of the seed); agents, realtors and lenders 403; visitors 401', async () => {
    const flow = await flowOf('admin');
    expect(flow.rules.length).toBeGreaterThan(0);
    expect(flow.default).toEqual({ assignTo: { mode: 'pond', agentIds: [] }, lenderId: null, actionPlanId: null });
    expect(await flowOf('broker')).toEqual(flow);
    for (const who of ['alice', 'rita', 'lenny']) expect((await get(who, '/api/crm/lead-flow')).status).toBe(403);
    expect((await server.request('/api/crm/lead-flow', { headers: XHR })).status).toBe(401);
  });

  test('only admins change it (an agent with the admin flag too): brokers and agents 403, nothing changed', async () => {
    const before = await flowOf();
    const body = { rules: [], default: { assignTo: pond } };
    for (const who of ['broker', 'alice', 'lenny']) expect((await put(body, who)).status).toBe(403);
    expect(await flowOf()).toEqual(before);
    const byAgentAdmin = await put({ rules: before.rules, default: before.default }, 'agentAdmin');
    expect(byAgentAdmin.status).toBe(200);
  });

  test('each company has its own flow', async () => {
    const theirs = await flowOf('otherAdmin');
    const ours = await flowOf('admin');
    const ourAgents = new Set(ours.rules.flatMap((r: Json) => r.assignTo.agentIds));
    expect(theirs.rules.flatMap((r: Json) => r.assignTo.agentIds).some((id: number) => ourAgents.has(id))).toBe(false);
  });
});

describe('PUT /api/crm/lead-flow: saving', () => {
  test('rules get stable ids; ids sent back are kept; order is kept', async () => {
    const r = await put({
      rules: [
        { name: 'Sellers', match: { seller: true }, assignTo: { mode: 'round-robin', agentIds: [team.alice!.id, team.bob!.id] }, lenderId: team.lenny!.id, actionPlanId: ownPlan },
        { match: { source: 'Zillow', minPrice: 100000, maxPrice: 900000, cities: ['Southampton'], zips: ['11968'] }, assignTo: { mode: 'first-to-claim', agentIds: [team.rita!.id] } },
      ],
      default: { assignTo: { mode: 'round-robin', agentIds: [team.bob!.id] } },
    });
    expect(r.status).toBe(200);
    const saved = dataOf(r);
    expect(saved.rules.map((x: Json) => x.name)).toEqual(['Sellers', 'Rule 2']);
    expect(saved.rules[0]).toMatchObject({ lenderId: team.lenny!.id, actionPlanId: ownPlan, match: { seller: true } });
    const ids = saved.rules.map((x: Json) => x.id);
    expect(ids.every((id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id))).toBe(true);
    // Reordered and sent back: the ids stay with their rules.
    const again = dataOf(await put({ rules: [saved.rules[1], saved.rules[0]], default: saved.default }));
    expect(again.rules.map((x: Json) => x.id)).toEqual([ids[1], ids[0]]);
    expect((await flowOf()).rules.map((x: Json) => x.id)).toEqual([ids[1], ids[0]]);
  });

  test('bad input: 422 naming the field, nothing saved', async () => {
    const before = await flowOf();
    const ok = { match: {}, assignTo: { mode: 'round-robin', agentIds: [team.alice!.id] } };
    const rule = (over: Json) => ({ ...ok, ...over });
    const cases: [unknown, string, RegExp?][] = [
      [{ rules: [rule({ assignTo: { mode: 'round-robin', agentIds: [] } })], default: { assignTo: pond } }, 'rules.0.assignTo.agentIds'],
      [{ rules: [ok, ok, rule({ assignTo: { mode: 'first-to-claim', agentIds: [] } })], default: { assignTo: pond } }, 'rules.2.assignTo.agentIds'],
      [{ rules: [rule({ assignTo: { mode: 'round-robin', agentIds: [team.gone!.id] } })], default: { assignTo: pond } }, 'rules.0.assignTo.agentIds', /deactivated/],
      [{ rules: [rule({ assignTo: { mode: 'round-robin', agentIds: [team.lenny!.id] } })], default: { assignTo: pond } }, 'rules.0.assignTo.agentIds', /lender/],
      [{ rules: [rule({ assignTo: { mode: 'round-robin', agentIds: [team.otherAgent!.id] } })], default: { assignTo: pond } }, 'rules.0.assignTo.agentIds', /not an agent of your company/],
      [{ rules: [rule({ assignTo: { mode: 'round-robin', agentIds: [2147483647] } })], default: { assignTo: pond } }, 'rules.0.assignTo.agentIds', /not an agent of your company/],
      [{ rules: [rule({ assignTo: { mode: 'round-robin', agentIds: [2147483648] } })], default: { assignTo: pond } }, 'rules.0.assignTo.agentIds.0'],
      [{ rules: [rule({ assignTo: { mode: 'round-robin', agentIds: ['x'] } })], default: { assignTo: pond } }, 'rules.0.assignTo.agentIds.0'],
      [{ rules: [rule({ assignTo: { mode: 'lottery', agentIds: [] } })], default: { assignTo: pond } }, 'rules.0.assignTo.mode'],
      [{ rules: [rule({ lenderId: team.alice!.id })], default: { assignTo: pond } }, 'rules.0.lenderId', /not a lender/],
      [{ rules: [rule({ lenderId: team.otherLender!.id })], default: { assignTo: pond } }, 'rules.0.lenderId', /No such lender/],
      [{ rules: [rule({ actionPlanId: foreignPlan })], default: { assignTo: pond } }, 'rules.0.actionPlanId'],
      [{ rules: [rule({ actionPlanId: 2147483647 })], default: { assignTo: pond } }, 'rules.0.actionPlanId'],
      [{ rules: [rule({ match: { minPrice: 500000, maxPrice: 400000 } })], default: { assignTo: pond } }, 'rules.0.match.maxPrice'],
      [{ rules: [rule({ match: { minPrice: -1 } })], default: { assignTo: pond } }, 'rules.0.match.minPrice'],
      [{ rules: [rule({ match: { maxPrice: 1e11 } })], default: { assignTo: pond } }, 'rules.0.match.maxPrice'],
      [{ rules: [rule({ match: { minPrice: '5' } })], default: { assignTo: pond } }, 'rules.0.match.minPrice'],
      [{ rules: [rule({ match: { zips: ['1196'] } })], default: { assignTo: pond } }, 'rules.0.match.zips.0'],
      [{ rules: [rule({ match: { cities: Array.from({ length: 201 }, (_, i) => `T${i}`) } })], default: { assignTo: pond } }, 'rules.0.match.cities'],
      [{ rules: [rule({ match: { seller: 'yes' } })], default: { assignTo: pond } }, 'rules.0.match.seller'],
      [{ rules: [rule({ name: 'bad\u0000name' })], default: { assignTo: pond } }, 'rules.0.name'],
      [{ rules: Array.from({ length: 51 }, () => ok), default: { assignTo: pond } }, 'rules'],
      [{ rules: [rule({ assignTo: { mode: 'round-robin', agentIds: Array.from({ length: 101 }, (_, i) => i + 1) } })], default: { assignTo: pond } }, 'rules.0.assignTo.agentIds'],
      [{ rules: [rule({ id: 'same' }), rule({ id: 'same' })], default: { assignTo: pond } }, 'rules.1.id'],
      [{ rules: [], default: { assignTo: { mode: 'pond', agentIds: [team.alice!.id] } } }, 'default.assignTo.agentIds'],
      [{ rules: [], default: { assignTo: { mode: 'round-robin', agentIds: [team.otherAgent!.id] } } }, 'default.assignTo.agentIds'],
      [{ rules: [], default: { assignTo: pond, lenderId: team.bob!.id } }, 'default.lenderId'],
      [{ rules: 'none', default: { assignTo: pond } }, 'rules'],
      [{ rules: [] }, 'default'],
    ];
    for (const [body, field, message] of cases) {
      const r = await put(body);
      expect({ field, status: r.status }).toEqual({ field, status: 422 });
      expect(Object.keys(errorsOf(r))).toContain(field);
      if (message) expect(errorsOf(r)[field]).toMatch(message);
      // Another company's agent is never named.
      expect(JSON.stringify(r.json())).not.toContain('otherAgent');
    }
    expect(await flowOf()).toEqual(before);
  });
});

describe('POST /api/crm/leads', () => {
  let seq = 0;
  const email = () => `added.${++seq}.${Date.now()}@lead-flow.test`;
  const add = (who: string, body: Json) => send(who, 'POST', '/api/crm/leads', body);

  test('lenders 403; visitors 401; bad input 422 naming the field', async () => {
    expect((await add('lenny', { email: email() })).status).toBe(403);
    expect((await server.request('/api/crm/leads', { method: 'POST', headers: XHR, body: JSON.stringify({ email: email() }) })).status).toBe(401);
    const cases: [Json, string][] = [
      [{}, 'email'], [{ firstName: 'Only' }, 'email'], [{ email: 'not an email' }, 'email'], [{ phone: '12' }, 'phone'],
      [{ email: email(), stage: 'hot' }, 'stage'], [{ email: email(), price: -1 }, 'price'], [{ email: email(), price: 2 ** 31 }, 'price'],
      [{ email: email(), zip: 'abcde' }, 'zip'], [{ email: email(), tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'],
      [{ email: email(), firstName: 'x'.repeat(256) }, 'firstName'], [{ email: email(), seller: 'yes' }, 'seller'], [{ email: email(), source: 'a\u0000b' }, 'source'],
    ];
    for (const [body, field] of cases) {
      const r = await add('admin', body);
      expect({ field, status: r.status }).toEqual({ field, status: 422 });
      expect(Object.keys(errorsOf(r))).toContain(field);
    }
  });

  test('a duplicate e-mail in the company is 409 naming email with the lead that has it; another company may have it', async () => {
    const address = email();
    const first = await add('admin', { email: address, firstName: 'Dee', lastName: 'Dupe' });
    expect(first.status).toBe(201);
    const again = await add('alice', { email: address.toUpperCase() });
    expect(again.status).toBe(409);
    expect(errorsOf(again)).toMatchObject({ email: expect.stringMatching(/already has this email/), leadId: String(dataOf(first).id) });
    expect((await add('otherAdmin', { email: address })).status).toBe(201);
  });

  test('a lead added by hand runs the lead flow: routed by its rule, with its created and lead-routing activities', async () => {
    const saved = dataOf(await put({ rules: [{ name: 'Open house', match: { source: 'Open house' }, assignTo: { mode: 'round-robin', agentIds: [team.alice!.id, team.bob!.id] }, actionPlanId: ownPlan }], default: { assignTo: pond } }));
    const one = await add('admin', { email: email(), firstName: 'Olga', lastName: 'Openhouse', source: 'Open house', price: 650000, city: 'Southampton', zip: '11968', tags: ['open house'] });
    const two = await add('admin', { phone: '(631) 555-0177', source: 'open house' });
    expect([one.status, two.status]).toEqual([201, 201]);
    const got = [dataOf(one).buyerAgentId, dataOf(two).buyerAgentId];
    expect(new Set(got)).toEqual(new Set([team.alice!.id, team.bob!.id]));
    expect(dataOf(one)).toMatchObject({ source: 'Open house', tags: ['open house'], stage: 'new', fullName: 'Olga Openhouse' });
    const timeline = dataOf<Json[]>(await get('admin', `/api/crm/leads/${dataOf(one).id}/activities?tab=all&page=1`));
    const routing = timeline.find((a) => a.type === 'lead-routing');
    expect(routing).toMatchObject({ agent: null, data: { ruleId: saved.rules[0].id, ruleName: 'Open house', mode: 'round-robin', agentId: got[0], actionPlanId: ownPlan } });
    expect(timeline.find((a) => a.type === 'created')).toMatchObject({ agent: { id: team.admin!.id }, data: { source: 'Open house', price: 650000, city: 'Southampton', zip: '11968' } });
    // The owner sees the lead's routing on their timeline too.
    const owner = got[0] === team.alice!.id ? 'alice' : 'bob';
    expect(dataOf<Json[]>(await get(owner, `/api/crm/leads/${dataOf(one).id}/activities?tab=all&page=1`)).some((a) => a.type === 'lead-routing')).toBe(true);
    // No rule matches: the default rule, the pond.
    const other = dataOf(await add('admin', { email: email(), source: 'Billboard' }));
    expect(other.buyerAgentId).toBeNull();
  });

  test('an agent may take the lead they add ("assign to me"); without it the flow decides', async () => {
    const mine = await add('rita', { email: email(), source: 'Open house', assignToMe: true });
    expect(mine.status).toBe(201);
    expect(dataOf(mine).buyerAgentId).toBe(team.rita!.id);
    expect(await routingOf(dataOf(mine).id)).toMatchObject({ rule: 'added by hand', mode: 'assigned', agentId: team.rita!.id });
    const routed = await add('rita', { email: email(), source: 'Open house' });
    expect(routed.status).toBe(201);
    expect([team.alice!.id, team.bob!.id]).toContain(dataOf(routed).buyerAgentId);
    // Routed to a colleague: the adder does not see it afterwards.
    expect((await get('rita', `/api/crm/leads/${dataOf(routed).id}`)).status).toBe(404);
  });
});

describe('first to claim', () => {
  const offered = async () => {
    const r = await send('admin', 'POST', '/api/crm/leads', { email: `claim.${Date.now()}.${Math.random()}@lead-flow.test`, firstName: 'Clara', lastName: 'Claim', source: 'Referral' });
    expect(r.status).toBe(201);
    return dataOf(r).id as number;
  };

  beforeAll(async () => {
    const r = await put({ rules: [{ name: 'Referrals', match: { source: 'Referral' }, assignTo: { mode: 'first-to-claim', agentIds: [team.alice!.id, team.rita!.id] } }], default: { assignTo: { mode: 'round-robin', agentIds: [team.bob!.id] } } });
    expect(r.status).toBe(200);
  });

  test('an outsider 403; the first of the group wins; a late claim 409; another company 404', async () => {
    const id = await offered();
    expect(await routingOf(id)).toMatchObject({ ruleName: 'Referrals', mode: 'first-to-claim', agentId: null, agentIds: [team.alice!.id, team.rita!.id] });
    const outsider = await send('bob', 'POST', `/api/crm/leads/${id}/claim`);
    expect(outsider.status).toBe(403);
    expect(outsider.json<Json>().error).toMatch(/offered to a group/);
    expect((await send('otherAgent', 'POST', `/api/crm/leads/${id}/claim`)).status).toBe(404);
    expect((await send('lenny', 'POST', `/api/crm/leads/${id}/claim`)).status).toBe(403);
    const [first, second] = await Promise.all([send('alice', 'POST', `/api/crm/leads/${id}/claim`), send('rita', 'POST', `/api/crm/leads/${id}/claim`)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const winner = first.status === 201 ? team.alice!.id : team.rita!.id;
    expect(dataOf(first.status === 201 ? first : second)).toMatchObject({ type: 'lead-claim', data: { agentId: winner, from: 'offer' } });
    expect((await send('bob', 'POST', `/api/crm/leads/${id}/claim`)).status).toBe(409);
    expect(dataOf(await get('admin', `/api/crm/leads/${id}`)).buyerAgentId).toBe(winner);
    offeredLeads.push({ id, winner });
  });

  test('a manager may claim an offered lead', async () => {
    const id = await offered();
    expect((await send('broker', 'POST', `/api/crm/leads/${id}/claim`)).status).toBe(201);
  });

  test('a sign-up on the site runs the flow too (the pond default when no rule matches)', async () => {
    await put({ rules: [], default: { assignTo: pond } });
    const address = `signup.${Date.now()}@lead-flow.test`;
    const r = await server.request('/api/leads/register/start', { method: 'POST', headers: XHR, body: JSON.stringify({ lead: { email: address } }) });
    expect(r.status).toBe(201);
    const found = dataOf<Json[]>(await get('admin', `/api/crm/leads?q=${encodeURIComponent(address)}`));
    expect(found).toHaveLength(1);
    expect(await routingOf(found[0]!.id)).toMatchObject({ rule: 'Default rule: pond', mode: 'pond', agentId: null });
  });

  // Last: reading the database stops the server.
  test('the group was told by e-mail (and by text where a phone is on file); the offer was resolved as claimed', async () => {
    const [{ id, winner }] = offeredLeads as [{ id: number; winner: number }];
    const [offer] = await dbRows<{ agent_ids: number[]; outcome: string | null }>(sql`select agent_ids, outcome from lead_claim_offers where lead_id = ${id}`);
    expect(offer).toEqual({ agent_ids: [team.alice!.id, team.rita!.id], outcome: 'claimed' });
    const told = await dbRows<{ agent_id: number }>(sql`select agent_id from outgoing_mail where lead_id = ${id} and kind = 'claim-offer' order by agent_id`);
    expect(told.map((m) => m.agent_id)).toEqual([team.alice!.id, team.rita!.id].sort((a, b) => a - b));
    const texted = await dbRows<{ agent_id: number }>(sql`select agent_id from outgoing_texts where lead_id = ${id} and kind = 'claim-offer'`);
    expect(texted.map((m) => m.agent_id)).toEqual([team.alice!.id]);
    const claims = await dbRows<{ data: Json }>(sql`select data from activities where lead_id = ${id} and type = 'lead-claim'`);
    expect(claims).toEqual([{ data: expect.objectContaining({ agentId: winner, from: 'offer' }) }]);
  });
});
