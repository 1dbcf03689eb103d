import { sql } from 'drizzle-orm';
import type { AgentType } from '@/lib/db/schema/agents';
import * as t from '@/lib/db/schema';
import { seededSessionId } from '@/lib/auth/seeded-sessions';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, XHR, type Json } from './fixtures';
import { API_AUTH_SECRET, startServer, type TestServer } from './server';

/**
 * DESIGN §9 one lead: detail, edits, notes, to-dos, calls, e-mails, transfer, claim, timeline
 * and the live feed, each with its cross-company and cross-role test. prepare() adds a team of
 * its own to each company (signed in through seeded-style sessions) and leads with known owners.
 */
let server: TestServer;
type Who = { id: number; companyId: number; type: AgentType; isAdmin: boolean };
const team: Record<string, Who> = {};
const lead: Record<string, number> = {};
const cookies: Record<string, string> = {};
const SECRET = new TextEncoder().encode(API_AUTH_SECRET);
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const members: [string, number, AgentType, boolean][] = [
        ['broker', 1, 'broker', false], ['alice', 1, 'agent', false], ['bob', 1, 'agent', false], ['rita', 1, 'realtor', false],
        ['lenny', 1, 'lender', false], ['gone', 1, 'agent', false], ['other', 2, 'broker', false], ['otherAgent', 2, 'agent', false],
      ];
      for (const [key, companyId, type, isAdmin] of members) {
        const [row] = await db.insert(t.agents).values({ companyId, type, isAdmin, firstName: key, lastName: 'Test', email: `${key}@crm-lead.test`, isActive: key !== 'gone' }).returning({ id: t.agents.id });
        team[key] = { id: row!.id, companyId, type, isAdmin };
        await db.insert(t.sessions).values({ id: seededSessionId('agent', companyId, row!.id, SECRET), companyId, kind: 'agent', agentId: row!.id, expiresAt: new Date(Date.now() + DAY), createdAt: new Date(), lastSeenAt: new Date() });
      }
      const leads: [string, number, Partial<typeof t.leads.$inferInsert>][] = [
        ['alices', 1, { buyerAgentId: team.alice!.id, lenderId: team.lenny!.id, email: 'alices-lead@crm-lead.test', phone: '+16315550101' }],
        ['bobs', 1, { buyerAgentId: team.bob!.id, email: 'bobs-lead@crm-lead.test' }],
        ['pond', 1, { buyerAgentId: null, email: 'pond@crm-lead.test' }],
        ['race', 1, { buyerAgentId: null, email: 'race@crm-lead.test' }],
        ['xfer', 1, { buyerAgentId: team.bob!.id, email: 'xfer@crm-lead.test' }],
        ['noEmail', 1, { buyerAgentId: team.alice!.id, email: null }],
        ['foreign', 2, { buyerAgentId: team.otherAgent!.id, email: 'foreign@crm-lead.test' }],
      ];
      for (const [key, companyId, values] of leads) {
        const [row] = await db.insert(t.leads).values({ companyId, firstName: key, lastName: 'Lead', stage: 'new', ...values }).returning({ id: t.leads.id });
        lead[key] = row!.id;
      }
      await db.insert(t.leads).values({ companyId: 1, firstName: 'Cora', lastName: 'Buyer', email: 'cora@crm-lead.test', primaryLeadId: lead.alices!, buyerAgentId: team.alice!.id });
      // 35 activities on Alice's lead (10 calls), so the timeline has two pages and a calls tab.
      const now = Date.now();
      await db.insert(t.activities).values(Array.from({ length: 35 }, (_, i) => ({
        companyId: 1, leadId: lead.alices!, type: (i < 10 ? 'call-added' : 'property-view') as t.ActivityType, data: i < 10 ? { outcome: 'connected', durationSeconds: 60 } : {}, occurredAt: new Date(now - (i + 1) * 60_000),
      })));
      await db.insert(t.activities).values({ companyId: 1, leadId: lead.bobs!, type: 'text', data: { body: 'for bob only' }, occurredAt: new Date(now - 30_000) });
      await db.insert(t.eAlerts).values({ companyId: 1, leadId: lead.bobs!, criteria: { minbeds: '3', maxprice: '600000' }, customName: 'Three beds', frequency: 'daily' });
    },
  });
  for (const [key, who] of Object.entries(team)) cookies[key] = await seededAgentCookie(who);
}, 240_000);
afterAll(() => server?.stop());

const as = (who: string, host?: string) => ({ host, headers: { cookie: cookies[who]!, ...XHR } });
const get = (who: string, path: string) => server.request(path, as(who, team[who]!.companyId === 2 ? TENANT_2 : undefined));
const send = (who: string, method: string, path: string, body: unknown) =>
  server.request(path, { ...as(who, team[who]!.companyId === 2 ? TENANT_2 : undefined), method, body: JSON.stringify(body) });
const dbRows = <T>(query: ReturnType<typeof sql>) => server.inspect((db) => rows<T>(db, query));

const activityCount = async (leadId: number, type: string) => {
  const r = await get('broker', `/api/crm/leads/${leadId}/activities?tab=all&page=1`);
  return (r.json<{ data: Json[] }>().data).filter((a) => a.type === type).length;
};

describe('GET /api/crm/leads/{id}', () => {
  test('SPEC §3 fields, agents with names, co-buyer, counts', async () => {
    const r = await get('alice', `/api/crm/leads/${lead.alices}`);
    expect(r.status).toBe(200);
    const d = r.json<Json>().data;
    expect(d).toMatchObject({
      id: lead.alices, agentId: team.alice!.id, buyerAgentId: team.alice!.id, lenderId: team.lenny!.id, stage: 'new', fullName: 'alices Lead',
      buyerAgent: { id: team.alice!.id, name: 'alice Test' }, lender: { id: team.lenny!.id, name: 'lenny Test' }, hasCoBuyer: true, relatedLeadFirstName: 'Cora',
      coBuyer: { fullName: 'Cora Buyer', email: 'cora@crm-lead.test' }, counts: { favourites: 0, viewed: 0, searches: 0, eAlerts: 0 },
    });
    for (const key of ['completed', 'email', 'emailStatus', 'phone', 'phoneStatus', 'firstName', 'lastName', 'isEngaged', 'listingAgentId', 'source', 'tags', 'addresses', 'createdAt', 'lastVisitAt', 'hot']) expect(d).toHaveProperty(key);
  });

  test("each saved search opens on the site as the lead's e-alerts link it", async () => {
    const d = (await get('broker', `/api/crm/leads/${lead.bobs}`)).json<Json>().data;
    expect(d.counts.eAlerts).toBe(1);
    expect(d.searches).toEqual([{ id: expect.any(Number), name: 'Three beds', frequency: 'daily', url: expect.stringMatching(/^\/real-estate\/.*beds-3/) }]);
    expect(d.searches[0].url).toContain('600000');
  });
});

describe('PATCH /api/crm/leads/{id}', () => {
  test('each field; a stage change writes exactly one stage activity', async () => {
    const r = await send('alice', 'PATCH', `/api/crm/leads/${lead.alices}`, { stage: 'contacted', tags: ['investor', 'relocation'], firstName: ' Alma ', lastName: 'Reyes', email: 'alma@crm-lead.test', phone: '(631) 555-0199' });
    expect(r.status).toBe(200);
    expect(r.json<Json>().data).toMatchObject({ stage: 'contacted', tags: ['investor', 'relocation'], firstName: 'Alma', lastName: 'Reyes', email: 'alma@crm-lead.test', phone: '+16315550199' });
    expect(await activityCount(lead.alices!, 'stage')).toBe(1);
    expect((await send('alice', 'PATCH', `/api/crm/leads/${lead.alices}`, { stage: 'contacted' })).status).toBe(200);
    expect(await activityCount(lead.alices!, 'stage')).toBe(1);
  });

  test.each([
    [{ email: 'not-an-email' }, 'email'], [{ phone: '12' }, 'phone'], [{ stage: 'won' }, 'stage'], [{ firstName: '' }, 'firstName'],
    [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags'], [{ tags: ['x'.repeat(41)] }, 'tags'], [{ email: 'bobs-lead@crm-lead.test' }, 'email'],
    [{ stage: 'lost', email: 'bad' }, 'email'],
  ])('%j → 422 naming %s, nothing changed', async (body, field) => {
    const before = (await get('broker', `/api/crm/leads/${lead.alices}`)).json<Json>().data;
    const r = await send('broker', 'PATCH', `/api/crm/leads/${lead.alices}`, body);
    expect(r.status).toBe(422);
    expect(r.json().errors).toHaveProperty(field);
    expect((await get('broker', `/api/crm/leads/${lead.alices}`)).json<Json>().data).toEqual(before);
  });
});

describe('notes, to-dos, calls, e-mails', () => {
  test('a note; empty or 10,001 characters → 422 naming text', async () => {
    const r = await send('alice', 'POST', `/api/crm/leads/${lead.alices}/notes`, { text: '  Pre-approved.  ' });
    expect(r.status).toBe(201);
    expect(r.json<Json>().data).toMatchObject({ type: 'add-note', data: { text: 'Pre-approved.' }, agent: { id: team.alice!.id } });
    for (const text of ['   ', 'x'.repeat(10_001)]) {
      const bad = await send('alice', 'POST', `/api/crm/leads/${lead.alices}/notes`, { text });
      expect(bad.status).toBe(422);
      expect(bad.json().errors).toHaveProperty('text');
    }
  });

  test('a to-do, then PATCH done and title (todo-changed); a lender may add to-dos on their lead', async () => {
    const r = await send('lenny', 'POST', `/api/crm/leads/${lead.alices}/todos`, { title: 'Send pre-approval', dueAt: '2030-01-02T15:00:00Z' });
    expect(r.status).toBe(201);
    const todoId = r.json<Json>().data.data.todoId;
    const bad = await send('alice', 'POST', `/api/crm/leads/${lead.alices}/todos`, { title: 'x', dueAt: 'tomorrow' });
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toHaveProperty('dueAt');
    const p = await send('alice', 'PATCH', `/api/crm/todos/${todoId}`, { done: true, title: 'Sent pre-approval' });
    expect(p.status).toBe(200);
    expect(p.json<Json>().data).toMatchObject({ type: 'todo-changed', data: { todoId, title: 'Sent pre-approval', changes: { done: { to: true } } } });
    expect((await send('bob', 'PATCH', `/api/crm/todos/${todoId}`, { done: false })).status).toBe(404);
    expect((await send('other', 'PATCH', `/api/crm/todos/${todoId}`, { done: false })).status).toBe(404);
  });

  test('a call; a bad outcome or duration → 422 naming it', async () => {
    const r = await send('alice', 'POST', `/api/crm/leads/${lead.alices}/calls`, { outcome: 'left-voicemail', durationSeconds: 120, note: 'Call back Friday' });
    expect(r.status).toBe(201);
    expect(r.json<Json>().data).toMatchObject({ type: 'call-added', data: { outcome: 'left-voicemail', durationSeconds: 120, note: 'Call back Friday' } });
    expect((await send('alice', 'POST', `/api/crm/leads/${lead.alices}/calls`, { outcome: 'maybe', durationSeconds: 1 })).json().errors).toHaveProperty('outcome');
    expect((await send('alice', 'POST', `/api/crm/leads/${lead.alices}/calls`, { outcome: 'busy', durationSeconds: 86_401 })).json().errors).toHaveProperty('durationSeconds');
  });

  test('an e-mail is recorded in outgoing_mail and as an email activity; a lead without e-mail → 422 email', async () => {
    const r = await send('alice', 'POST', `/api/crm/leads/${lead.alices}/emails`, { subject: 'Homes for you', body: 'Three new ones.' });
    expect(r.status).toBe(201);
    const item = r.json<Json>().data;
    expect(item).toMatchObject({ type: 'email', data: { subject: 'Homes for you', body: 'Three new ones.', mailId: expect.any(Number) } });
    const none = await send('alice', 'POST', `/api/crm/leads/${lead.noEmail}/emails`, { subject: 'Hi', body: 'Hello' });
    expect(none.status).toBe(422);
    expect(none.json().errors).toHaveProperty('email');
    mailIds.push(item.data.mailId);
  });
});
const mailIds: number[] = [];

describe('POST /api/crm/leads/{id}/transfer', () => {
  test.each([
    ['agent', 'rita', 200], ['agent', 'lenny', 200], ['agent', 'bob', 200], ['listingAgent', 'rita', 200], ['listingAgent', 'broker', 200],
    ['listingAgent', 'alice', 422], ['listingAgent', 'lenny', 422], ['lender', 'lenny', 200], ['lender', 'rita', 422], ['agent', 'gone', 422], ['agent', 'other', 422],
  ])('%s → %s: %s', async (type, to, status) => {
    const before = await activityCount(lead.xfer!, 'transfer');
    const r = await send('broker', 'POST', `/api/crm/leads/${lead.xfer}/transfer`, { type, agentId: team[to]!.id });
    expect(r.status).toBe(status === 200 ? 201 : 422);
    if (status === 200) {
      expect(r.json<Json>().data).toMatchObject({ type: 'transfer', data: { type, to: team[to]!.id } });
      expect(await activityCount(lead.xfer!, 'transfer')).toBe(before + 1);
    } else {
      expect(r.json().errors).toHaveProperty('agentId');
      expect(await activityCount(lead.xfer!, 'transfer')).toBe(before);
    }
  });

  test('an agent may hand their own lead to a colleague as buyer agent, nothing else; a lender never', async () => {
    expect((await send('lenny', 'POST', `/api/crm/leads/${lead.alices}/transfer`, { type: 'agent', agentId: team.bob!.id })).status).toBe(403);
    expect((await send('alice', 'POST', `/api/crm/leads/${lead.alices}/transfer`, { type: 'lender', agentId: team.lenny!.id })).status).toBe(403);
    expect((await send('alice', 'POST', `/api/crm/leads/${lead.pond}/transfer`, { type: 'agent', agentId: team.bob!.id })).status).toBe(403);
    const r = await send('alice', 'POST', `/api/crm/leads/${lead.noEmail}/transfer`, { type: 'agent', agentId: team.bob!.id });
    expect(r.status).toBe(201);
    expect((await get('alice', `/api/crm/leads/${lead.noEmail}`)).status).toBe(404);
  });
});

describe('POST /api/crm/leads/{id}/claim', () => {
  test('a pond lead becomes the caller’s; lenders 403; not a pond lead 409', async () => {
    expect((await send('lenny', 'POST', `/api/crm/leads/${lead.pond}/claim`, {})).status).toBe(403);
    const r = await send('rita', 'POST', `/api/crm/leads/${lead.pond}/claim`, {});
    expect(r.status).toBe(201);
    expect(r.json<Json>().data.type).toBe('lead-claim');
    expect((await get('rita', `/api/crm/leads/${lead.pond}`)).json<Json>().data.buyerAgentId).toBe(team.rita!.id);
    expect((await send('broker', 'POST', `/api/crm/leads/${lead.pond}/claim`, {})).status).toBe(409);
  });

  test('two claims at once: exactly one wins, the other is told someone was first', async () => {
    const [a, b] = await Promise.all([send('alice', 'POST', `/api/crm/leads/${lead.race}/claim`, {}), send('rita', 'POST', `/api/crm/leads/${lead.race}/claim`, {})]);
    expect([a!.status, b!.status].sort()).toEqual([201, 409]);
    const loser = a!.status === 409 ? a! : b!;
    expect(loser.json().error).toBe('Someone claimed this lead first');
    expect(await activityCount(lead.race!, 'lead-claim')).toBe(1);
  });
});

describe('timeline and feed', () => {
  test('tabs and paging: newest first, 30 a page, calls only in calls', async () => {
    const p1 = (await get('broker', `/api/crm/leads/${lead.alices}/activities`)).json<{ data: Json[]; meta: Json }>();
    expect(p1.data).toHaveLength(30);
    expect(p1.meta.pagination).toMatchObject({ per_page: 30, current_page: 1 });
    const total = p1.meta.pagination.total as number;
    expect(total).toBeGreaterThan(35);
    const times = p1.data.map((a) => Date.parse(a.occurredAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const p2 = (await get('broker', `/api/crm/leads/${lead.alices}/activities?page=2`)).json<{ data: Json[] }>();
    expect(p2.data).toHaveLength(total - 30);
    expect(p2.data.map((a) => a.id).filter((id) => p1.data.some((b) => b.id === id))).toEqual([]);
    const calls = (await get('broker', `/api/crm/leads/${lead.alices}/activities?tab=calls`)).json<{ data: Json[] }>().data;
    expect(calls.length).toBeGreaterThanOrEqual(11);
    expect(new Set(calls.map((a) => a.type))).toEqual(new Set(['call-added']));
    const notes = (await get('broker', `/api/crm/leads/${lead.alices}/activities?tab=notes`)).json<{ data: Json[] }>().data;
    expect(notes.every((a) => a.type === 'add-note')).toBe(true);
    expect((await get('broker', `/api/crm/leads/${lead.alices}/activities?tab=nope`)).status).toBe(400);
  });

  test('the feed shows only leads the caller sees', async () => {
    const bob = (await get('bob', '/api/crm/feed?tab=texts')).json<{ data: Json[] }>().data;
    expect(bob.some((a) => a.lead.id === lead.bobs)).toBe(true);
    const alice = (await get('alice', '/api/crm/feed')).json<{ data: Json[]; meta: Json }>();
    expect(alice.data.length).toBeGreaterThan(0);
    expect(alice.data.some((a) => a.lead.id === lead.bobs)).toBe(false);
    const other = (await get('other', '/api/crm/feed')).json<{ data: Json[] }>().data;
    expect(other.some((a) => a.lead.id === lead.alices || a.lead.id === lead.bobs)).toBe(false);
    const lender = (await get('lenny', '/api/crm/feed')).json<{ data: Json[] }>().data;
    expect(lender.some((a) => a.lead.id === lead.bobs)).toBe(false);
    expect(lender.some((a) => a.lead.id === lead.alices)).toBe(true);
    const next = (await get('broker', '/api/crm/feed')).json<{ data: Json[]; meta: { next: number } }>();
    const page2 = (await get('broker', `/api/crm/feed?before=${next.meta.next}`)).json<{ data: Json[] }>().data;
    expect(page2.map((a) => a.id).filter((id) => next.data.some((b) => b.id === id))).toEqual([]);
  });
});

describe('who may reach a lead', () => {
  const endpoints = (id: number): [string, string, unknown][] => [
    ['GET', `/api/crm/leads/${id}`, undefined], ['PATCH', `/api/crm/leads/${id}`, { stage: 'lost' }], ['POST', `/api/crm/leads/${id}/notes`, { text: 'x' }],
    ['POST', `/api/crm/leads/${id}/todos`, { title: 'x', dueAt: '2030-01-01T00:00:00Z' }], ['POST', `/api/crm/leads/${id}/calls`, { outcome: 'busy', durationSeconds: 0 }],
    ['POST', `/api/crm/leads/${id}/emails`, { subject: 's', body: 'b' }], ['POST', `/api/crm/leads/${id}/transfer`, { type: 'agent', agentId: 1 }],
    ['POST', `/api/crm/leads/${id}/claim`, {}], ['GET', `/api/crm/leads/${id}/activities`, undefined],
  ];
  test('another company’s lead is 404 on every endpoint', async () => {
    for (const [method, path, body] of endpoints(lead.foreign!)) {
      const r = method === 'GET' ? await get('broker', path) : await send('broker', method, path, body);
      expect([path, r.status]).toEqual([path, 404]);
    }
  });
  test('an agent on a colleague’s lead, a lender on a lead not theirs: 404', async () => {
    for (const [who, id] of [['alice', lead.bobs!], ['lenny', lead.bobs!]] as const) {
      for (const [method, path, body] of endpoints(id)) {
        if (who === 'lenny' && path.endsWith('/claim')) continue; // a lender's claim is 403 before anything is looked up
        const r = method === 'GET' ? await get(who, path) : await send(who, method, path, body);
        expect([who, path, r.status]).toEqual([who, path, 404]);
      }
    }
  });
  test('unknown and malformed ids are 404', async () => {
    for (const id of ['999999999', 'abc', '0', '99999999999']) expect((await get('broker', `/api/crm/leads/${id}`)).status).toBe(404);
  });
  test('the e-mail was written to outgoing_mail', async () => {
    const found = await dbRows<{ n: number }>(sql`select count(*)::int as n from outgoing_mail where id = ${mailIds[0] ?? -1} and kind = 'agent-email'`);
    expect(found[0]!.n).toBe(1);
  });
});
