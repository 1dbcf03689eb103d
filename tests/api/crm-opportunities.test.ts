import { sql } from 'drizzle-orm';
import type { AgentType } from '@/lib/db/schema/agents';
import * as t from '@/lib/db/schema';
import { seededSessionId } from '@/lib/auth/seeded-sessions';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, XHR, type Json } from './fixtures';
import { API_AUTH_SECRET, startServer, type TestServer } from './server';

/**
 * DESIGN §9 /api/crm/opportunities: the board (shape, totals, filters), creating and moving
 * cards, the lead's `stage` activity a move writes, and who may do what: broker, agents,
 * realtor, lender (reads its leads' deals, may not create or move: 403), admin, and another
 * company (404, nothing changed). prepare() gives each company a team of its own and leads
 * named "… Opptest" with known owners, so the board can be narrowed to them with q=Opptest.
 */
let server: TestServer;
type Who = { id: number; companyId: number; type: AgentType; isAdmin: boolean };
const team: Record<string, Who> = {};
const lead: Record<string, number> = {};
const cookies: Record<string, string> = {};
const SECRET = new TextEncoder().encode(API_AUTH_SECRET);
const DAY = 86_400_000;
let listingId = 0;

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const members: [string, number, AgentType, boolean][] = [
        ['broker', 1, 'broker', false], ['alice', 1, 'agent', false], ['bob', 1, 'agent', false], ['rita', 1, 'realtor', false],
        ['lenny', 1, 'lender', false], ['admin', 1, 'agent', true], ['other', 2, 'broker', false],
      ];
      for (const [key, companyId, type, isAdmin] of members) {
        const [row] = await db.insert(t.agents).values({ companyId, type, isAdmin, firstName: key, lastName: 'Opp', email: `${key}@crm-opps.test` }).returning({ id: t.agents.id });
        team[key] = { id: row!.id, companyId, type, isAdmin };
        await db.insert(t.sessions).values({ id: seededSessionId('agent', companyId, row!.id, SECRET), companyId, kind: 'agent', agentId: row!.id, expiresAt: new Date(Date.now() + DAY), createdAt: new Date(), lastSeenAt: new Date() });
      }
      const leads: [string, number, Partial<typeof t.leads.$inferInsert>][] = [
        ['ada', 1, { buyerAgentId: team.alice!.id }],
        ['pond', 1, { buyerAgentId: null }],
        ['cara', 1, { buyerAgentId: team.bob!.id, lenderId: team.lenny!.id }],
        ['zed', 2, { buyerAgentId: team.other!.id }],
      ];
      for (const [key, companyId, values] of leads) {
        const [row] = await db.insert(t.leads).values({ companyId, firstName: key, lastName: 'Opptest', stage: 'active', ...values }).returning({ id: t.leads.id });
        lead[key] = row!.id;
      }
      // A listing company 1 shows: one its seeded leads viewed.
      const [viewed] = await rows<{ id: number }>(db, sql`select property_id as id from activities where company_id = 1 and property_id is not null order by id limit 1`);
      listingId = viewed!.id;
    },
  });
  for (const [key, who] of Object.entries(team)) cookies[key] = await seededAgentCookie(who);
}, 240_000);
afterAll(() => server?.stop());

const hostOf = (who: string) => (team[who]!.companyId === 2 ? TENANT_2 : undefined);
const get = (who: string, path: string) => server.request(path, { host: hostOf(who), headers: { cookie: cookies[who]!, ...XHR } });
const send = (who: string, method: string, path: string, body: unknown) =>
  server.request(path, { host: hostOf(who), method, headers: { cookie: cookies[who]!, ...XHR }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const board = async (who: string, query = 'q=Opptest') => {
  const r = await get(who, `/api/crm/opportunities?${query}`);
  expect([who, query, r.status]).toEqual([who, query, 200]);
  return r.json<{ data: Json[]; meta: { totals: Record<string, { count: number; sum: number }>; perStage: number } }>();
};
const idsOn = async (who: string, query = 'q=Opptest') => (await board(who, query)).data.map((c) => c.id).sort((a, b) => a - b);
const create = async (who: string, body: Json, status = 201) => {
  const r = await send(who, 'POST', '/api/crm/opportunities', body);
  expect([who, JSON.stringify(body), r.status, r.status === status ? '' : r.text]).toEqual([who, JSON.stringify(body), status, '']);
  return r.json<{ data: Json; error?: string; errors?: Record<string, string> }>();
};
const timeline = async (leadId: number) => (await get('broker', `/api/crm/leads/${leadId}/activities?tab=all&page=1`)).json<{ data: Json[] }>().data;

const opp: Record<string, number> = {};
const deal = (leadId: number, extra: Json = {}) => ({ leadId, value: 500000, expectedCloseAt: '2027-01-15', ...extra });

describe('POST /api/crm/opportunities', () => {
  test('201 with the card; the caller works it unless a manager names an agent; the lead gets its activity', async () => {
    const mine = await create('alice', deal(lead.ada!, { propertyId: listingId, stage: 'showing', note: 'Pre-approved' }));
    expect(mine.data).toEqual({
      id: expect.any(Number), leadId: lead.ada, propertyId: listingId, stage: 'showing', value: 500000, expectedCloseAt: '2027-01-15', position: expect.any(Number),
      lead: { id: lead.ada, fullName: 'ada Opptest' }, property: { id: listingId, address: expect.any(String), url: expect.stringMatching(new RegExp(`^/homedetails/.+/${listingId}$`)) },
      agent: { id: team.alice!.id, name: 'alice Opp' }, closedAt: null, updatedAt: expect.stringMatching(/Z$/),
    });
    opp.ada = mine.data.id;
    opp.adaByBroker = (await create('broker', deal(lead.ada!, { agentId: team.alice!.id, value: 250000 }))).data.id;
    opp.cara = (await create('bob', deal(lead.cara!, { stage: 'offer', value: 1_000_000 }))).data.id;
    opp.pond = (await create('rita', deal(lead.pond!, { value: 0 }))).data.id;
    opp.admin = (await create('admin', deal(lead.cara!, { stage: 'closed_won', value: 10_000_000_000, agentId: team.bob!.id }))).data.id;
    opp.zed = (await create('other', deal(lead.zed!, { value: 700000 }))).data.id;
    const opened = (await timeline(lead.ada!)).find((a) => a.type === 'stage' && a.data.opportunityId === opp.ada);
    expect(opened).toMatchObject({ data: { opportunityId: opp.ada, from: null, to: 'showing', value: 500000 }, agent: { id: team.alice!.id }, property: { id: listingId } });
    const won = (await board('broker', 'q=Opptest&stage=closed_won')).data[0];
    expect(won).toMatchObject({ id: opp.admin, agent: { id: team.bob!.id }, closedAt: expect.stringMatching(/Z$/) });
  });

  test('who may create: lenders 403, a lead outside one\'s view or company 404, another agent named by a non-manager 403', async () => {
    const before = await idsOn('broker');
    expect((await create('lenny', deal(lead.cara!), 403)).error).toMatch(/Lenders/);
    expect((await create('alice', deal(lead.cara!), 404)).error).toBe('Lead not found');
    expect((await create('other', deal(lead.ada!), 404)).error).toBe('Lead not found');
    expect((await create('broker', deal(lead.zed!), 404)).error).toBe('Lead not found');
    expect((await create('alice', deal(lead.ada!, { agentId: team.bob!.id }), 403)).error).toMatch(/brokers and admins/);
    expect((await create('broker', deal(lead.ada!, { agentId: team.lenny!.id }), 422)).errors).toHaveProperty('agentId');
    expect((await create('broker', deal(lead.ada!, { agentId: team.other!.id }), 422)).errors).toHaveProperty('agentId');
    expect(await idsOn('broker')).toEqual(before);
  });

  test('bad input: 422 naming the field, nothing written', async () => {
    const before = await idsOn('broker');
    const cases: [Json, string][] = [
      [deal(lead.ada!, { value: -1 }), 'value'],
      [deal(lead.ada!, { value: 10_000_000_001 }), 'value'],
      [deal(lead.ada!, { value: 1.5 }), 'value'],
      [deal(lead.ada!, { value: '500000' }), 'value'],
      [deal(lead.ada!, { value: 1e308 }), 'value'],
      [deal(lead.ada!, { expectedCloseAt: '2027-02-30' }), 'expectedCloseAt'],
      [deal(lead.ada!, { expectedCloseAt: 'tomorrow' }), 'expectedCloseAt'],
      [deal(lead.ada!, { expectedCloseAt: '0000-01-01' }), 'expectedCloseAt'],
      [deal(lead.ada!, { expectedCloseAt: null }), 'expectedCloseAt'],
      [deal(lead.ada!, { stage: 'won' }), 'stage'],
      [deal(lead.ada!, { propertyId: 2_147_483_000 }), 'propertyId'],
      [deal(lead.ada!, { propertyId: 2 ** 31 }), 'propertyId'],
      [deal(lead.ada!, { note: 'x'.repeat(2001) }), 'note'],
      [{ leadId: 'abc', value: 1, expectedCloseAt: '2027-01-01' }, 'leadId'],
      [{ leadId: 2 ** 31, value: 1, expectedCloseAt: '2027-01-01' }, 'leadId'],
      [{ value: 1, expectedCloseAt: '2027-01-01' }, 'leadId'],
    ];
    for (const [body, field] of cases) {
      const r = await send('broker', 'POST', '/api/crm/opportunities', body);
      expect([JSON.stringify(body), r.status, Object.keys(r.json().errors ?? {})]).toEqual([JSON.stringify(body), 422, [field]]);
      expect(r.json().error).toContain(field);
    }
    const nul = await send('broker', 'POST', '/api/crm/opportunities', '{"leadId":1,"value":1,"expectedCloseAt":"2027-01-01","note":"a\\u0000b"}');
    expect(nul.status).toBe(422);
    expect((await send('broker', 'POST', '/api/crm/opportunities', '{not json')).status).toBe(400);
    expect(await idsOn('broker')).toEqual(before);
  });
});

describe('GET /api/crm/opportunities', () => {
  test('each role sees the deals of the leads it sees; another company none of ours', async () => {
    const all = [opp.ada, opp.adaByBroker, opp.cara, opp.pond, opp.admin].sort((a, b) => a! - b!);
    expect(await idsOn('broker')).toEqual(all);
    expect(await idsOn('admin')).toEqual(all);
    expect(await idsOn('alice')).toEqual([opp.ada, opp.adaByBroker, opp.pond].sort((a, b) => a! - b!));
    expect(await idsOn('bob')).toEqual([opp.cara, opp.pond, opp.admin].sort((a, b) => a! - b!));
    expect(await idsOn('rita')).toEqual([opp.pond]);
    expect(await idsOn('lenny')).toEqual([opp.cara, opp.admin].sort((a, b) => a! - b!));
    expect(await idsOn('other')).toEqual([opp.zed]);
  });

  test('totals per stage count and sum every card that matches', async () => {
    const { meta } = await board('broker');
    expect(Object.keys(meta.totals)).toEqual(['qualified', 'showing', 'offer', 'under_contract', 'closed_won', 'closed_lost']);
    expect(meta.totals).toEqual({
      qualified: { count: 2, sum: 250000 }, showing: { count: 1, sum: 500000 }, offer: { count: 1, sum: 1_000_000 },
      under_contract: { count: 0, sum: 0 }, closed_won: { count: 1, sum: 10_000_000_000 }, closed_lost: { count: 0, sum: 0 },
    });
    expect((await board('lenny')).meta.totals.offer).toEqual({ count: 1, sum: 1_000_000 });
    expect(meta.perStage).toBe(200);
  });

  test('filters: agentId, stage (one or several), q by lead name or address; 400 naming a bad one', async () => {
    expect(await idsOn('broker', `q=Opptest&agentId=${team.alice!.id}`)).toEqual([opp.ada, opp.adaByBroker].sort((a, b) => a! - b!));
    expect(await idsOn('broker', 'q=Opptest&stage=offer,closed_won')).toEqual([opp.cara, opp.admin].sort((a, b) => a! - b!));
    expect(await idsOn('broker', 'q=cara%20opptest')).toEqual([opp.cara, opp.admin].sort((a, b) => a! - b!));
    expect(await idsOn('broker', 'q=Opptest&agentId=')).toHaveLength(5);
    expect(await idsOn('broker', 'q=%25%25')).toEqual([]);
    expect(await idsOn('broker', `leadId=${lead.ada}`)).toEqual([opp.ada, opp.adaByBroker].sort((a, b) => a! - b!));
    expect(await idsOn('bob', `leadId=${lead.ada}`)).toEqual([]);
    expect(await idsOn('broker', `leadId=${lead.zed}`)).toEqual([]);
    for (const [query, field] of [['agentId=abc', 'agentId'], ['agentId=99999999999', 'agentId'], ['leadId=-1', 'leadId'], ['stage=won', 'stage'], [`q=${'x'.repeat(101)}`, 'q']] as [string, string][]) {
      const r = await get('broker', `/api/crm/opportunities?${query}`);
      expect([query, r.status, r.json().error?.startsWith(field)]).toEqual([query, 400, true]);
    }
    expect((await server.request('/api/crm/opportunities')).status).toBe(401);
  });
});

describe('PATCH /api/crm/opportunities/{id}', () => {
  test('a move writes the lead\'s stage activity {opportunityId, from, to, value} and moves the totals', async () => {
    const before = await board('broker');
    const r = await send('alice', 'PATCH', `/api/crm/opportunities/${opp.ada}`, { stage: 'offer' });
    expect(r.status).toBe(200);
    expect(r.json().data).toMatchObject({ id: opp.ada, stage: 'offer', value: 500000 });
    const after = await board('broker');
    expect(after.meta.totals.showing).toEqual({ count: before.meta.totals.showing!.count - 1, sum: before.meta.totals.showing!.sum - 500000 });
    expect(after.meta.totals.offer).toEqual({ count: before.meta.totals.offer!.count + 1, sum: before.meta.totals.offer!.sum + 500000 });
    const moved = (await timeline(lead.ada!)).find((a) => a.type === 'stage' && a.data.opportunityId === opp.ada && a.data.from === 'showing');
    expect(moved).toMatchObject({ data: { opportunityId: opp.ada, from: 'showing', to: 'offer', value: 500000 }, agent: { id: team.alice!.id }, property: { id: listingId } });
    // The lead's own stage is the lead's: a card move leaves it alone.
    expect((await get('broker', `/api/crm/leads/${lead.ada}`)).json().data.stage).toBe('active');
  });

  test('closing sets closedAt, reopening clears it; a value or date change alone writes no activity', async () => {
    expect((await send('bob', 'PATCH', `/api/crm/opportunities/${opp.cara}`, { stage: 'closed_lost' })).json().data.closedAt).toMatch(/Z$/);
    expect((await send('bob', 'PATCH', `/api/crm/opportunities/${opp.cara}`, { stage: 'offer' })).json().data.closedAt).toBeNull();
    const count = (await timeline(lead.cara!)).filter((a) => a.type === 'stage').length;
    const r = await send('bob', 'PATCH', `/api/crm/opportunities/${opp.cara}`, { value: 990000, expectedCloseAt: '2027-03-01' });
    expect(r.json().data).toMatchObject({ value: 990000, expectedCloseAt: '2027-03-01', stage: 'offer' });
    expect((await timeline(lead.cara!)).filter((a) => a.type === 'stage').length).toBe(count);
  });

  test('position orders a column as the caller sees it', async () => {
    const a = (await create('broker', deal(lead.pond!, { value: 1 }))).data.id as number;
    const b = (await create('broker', deal(lead.pond!, { value: 2 }))).data.id as number;
    const column = async () => (await board('broker', 'q=Opptest&stage=qualified')).data.map((c) => c.id);
    const start = await column();
    expect(start.slice(-2)).toEqual([a, b]);
    expect((await send('broker', 'PATCH', `/api/crm/opportunities/${b}`, { position: 0 })).status).toBe(200);
    expect(await column()).toEqual([b, ...start.filter((id) => id !== b)]);
    expect((await send('broker', 'PATCH', `/api/crm/opportunities/${b}`, { position: 99 })).status).toBe(200);
    expect((await column()).at(-1)).toBe(b);
    // Moved into a column at a place.
    expect((await send('broker', 'PATCH', `/api/crm/opportunities/${a}`, { stage: 'offer', position: 0 })).json().data.stage).toBe('offer');
    expect((await board('broker', 'q=Opptest&stage=offer')).data[0]!.id).toBe(a);
  });

  test('another company\'s card, or one outside one\'s view, is 404 and nothing changes; lenders 403 on their own leads\' cards', async () => {
    const snapshot = async () => JSON.stringify((await board('broker')).data.map((c) => [c.id, c.stage, c.value, c.expectedCloseAt]));
    const before = await snapshot();
    const cases: [string, number | undefined, number, Json][] = [
      ['other', opp.ada, 404, { stage: 'closed_lost' }],
      ['other', opp.cara, 404, { value: 1 }],
      ['alice', opp.cara, 404, { stage: 'closed_won' }],
      ['rita', opp.ada, 404, { stage: 'closed_won' }],
      ['lenny', opp.ada, 404, { stage: 'closed_won' }],
      ['lenny', opp.cara, 403, { stage: 'closed_won' }],
      ['broker', opp.zed, 404, { stage: 'closed_won' }],
      ['broker', 2_147_483_000, 404, { stage: 'offer' }],
    ];
    for (const [who, id, status, body] of cases) {
      const r = await send(who, 'PATCH', `/api/crm/opportunities/${id}`, body);
      expect([who, id, r.status]).toEqual([who, id, status]);
      if (status === 404) expect(r.json().error).toBe('Opportunity not found');
    }
    for (const path of ['abc', '0', '99999999999', '1.5']) expect((await send('broker', 'PATCH', `/api/crm/opportunities/${path}`, { stage: 'offer' })).status).toBe(404);
    expect(await snapshot()).toBe(before);
    expect((await board('other', 'q=Opptest')).data[0]).toMatchObject({ id: opp.zed, stage: 'qualified' });
  });

  test('bad input: 422 naming the field, nothing changed', async () => {
    const before = JSON.stringify((await board('broker')).data);
    for (const [body, field] of [
      [{ stage: 'won' }, 'stage'], [{ value: -5 }, 'value'], [{ value: 10_000_000_001 }, 'value'], [{ value: null }, 'value'],
      [{ expectedCloseAt: '2027-13-01' }, 'expectedCloseAt'], [{ expectedCloseAt: '2101-01-01' }, 'expectedCloseAt'],
      [{ position: -1 }, 'position'], [{ position: 100_001 }, 'position'], [{ position: 1.5 }, 'position'], [{ stage: 'offer', value: 'x' }, 'value'],
    ] as [Json, string][]) {
      const r = await send('alice', 'PATCH', `/api/crm/opportunities/${opp.ada}`, body);
      expect([JSON.stringify(body), r.status, Object.keys(r.json().errors ?? {})]).toEqual([JSON.stringify(body), 422, [field]]);
    }
    expect(JSON.stringify((await board('broker')).data)).toBe(before);
  });
});

describe('/opportunities', () => {
  test('renders the board on the server for every agent type', async () => {
    for (const who of ['broker', 'alice', 'rita', 'lenny']) {
      const r = await server.request('/opportunities?q=Opptest', { headers: { cookie: cookies[who]! } });
      expect([who, r.status]).toEqual([who, 200]);
      expect(r.text).toContain('Pipeline board');
      expect(r.text).toContain(who === 'lenny' ? 'cara Opptest' : 'Opptest');
    }
    const lender = await server.request('/opportunities', { headers: { cookie: cookies.lenny! } });
    expect(lender.text).not.toContain('New opportunity');
  });
});
