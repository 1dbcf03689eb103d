import type { AgentType } from '@/lib/db/schema/agents';
import * as t from '@/lib/db/schema';
import { seededSessionId } from '@/lib/auth/seeded-sessions';
import { seededAgentCookie, TENANT_2, XHR, type Json } from './fixtures';
import { API_AUTH_SECRET, startServer, type TestServer } from './server';

/**
 * DESIGN §12 Texts: POST /api/crm/leads/{id}/texts { body, sendAt? } and the conversation
 * GET, by role and company, with bad input. No SMS_URL here: texts are 'recorded'.
 */
let server: TestServer;
type Who = { id: number; companyId: number; type: AgentType; isAdmin: boolean };
const team: Record<string, Who> = {};
const lead: Record<string, number> = {};
const cookies: Record<string, string> = {};
const SECRET = new TextEncoder().encode(API_AUTH_SECRET);
const DAY = 86_400_000;
const ALICE_LINE = '+16315550950';

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const members: [string, number, AgentType, boolean][] = [
        ['broker', 1, 'broker', false], ['alice', 1, 'agent', false], ['bob', 1, 'agent', false], ['rita', 1, 'realtor', false],
        ['lenny', 1, 'lender', false], ['admin', 1, 'agent', true], ['other', 2, 'broker', false],
      ];
      for (const [key, companyId, type, isAdmin] of members) {
        const [row] = await db.insert(t.agents).values({ companyId, type, isAdmin, firstName: key, lastName: 'Texts', email: `${key}@crm-texts.test` }).returning({ id: t.agents.id });
        team[key] = { id: row!.id, companyId, type, isAdmin };
        await db.insert(t.sessions).values({ id: seededSessionId('agent', companyId, row!.id, SECRET), companyId, kind: 'agent', agentId: row!.id, expiresAt: new Date(Date.now() + DAY), createdAt: new Date(), lastSeenAt: new Date() });
      }
      await db.insert(t.smsNumbers).values({ phone: ALICE_LINE, companyId: 1, agentId: team.alice!.id });
      const leads: [string, number, Partial<typeof t.leads.$inferInsert>][] = [
        ['alices', 1, { buyerAgentId: team.alice!.id, lenderId: team.lenny!.id, phone: '+16315550171' }],
        ['bobs', 1, { buyerAgentId: team.bob!.id, phone: '+16315550172' }],
        ['ritas', 1, { buyerAgentId: team.rita!.id, phone: '+16315550176' }],
        ['noPhone', 1, { buyerAgentId: team.alice!.id, phone: null }],
        ['stopped', 1, { buyerAgentId: team.alice!.id, phone: '+16315550173', textOptOutAt: new Date(Date.now() - DAY) }],
        ['foreign', 2, { buyerAgentId: team.other!.id, phone: '+16315550174' }],
      ];
      for (const [key, companyId, values] of leads) {
        const [row] = await db.insert(t.leads).values({ companyId, firstName: key, lastName: 'Lead', stage: 'new', ...values }).returning({ id: t.leads.id });
        lead[key] = row!.id;
      }
    },
  });
  for (const [key, who] of Object.entries(team)) cookies[key] = await seededAgentCookie(who);
}, 240_000);
afterAll(() => server?.stop());

const host = (who: string) => (team[who]!.companyId === 2 ? TENANT_2 : undefined);
const get = (who: string, path: string) => server.request(path, { host: host(who), headers: { cookie: cookies[who]!, ...XHR } });
const post = (who: string, leadId: number | string, body: unknown) =>
  server.request(`/api/crm/leads/${leadId}/texts`, { host: host(who), method: 'POST', headers: { cookie: cookies[who]!, ...XHR }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const messages = async (leadId: number) => (await get('broker', `/api/crm/leads/${leadId}/texts`)).json<{ data: { messages: Json[] } }>().data.messages;

describe('POST /api/crm/leads/{id}/texts', () => {
  test('201 with the `text` activity; the conversation shows it, from the agent’s own line, recorded without a gateway', async () => {
    const r = await post('alice', lead.alices!, { body: '  Hi there, want to see the Maple St house?  ' });
    expect(r.status).toBe(201);
    const activity = r.json<{ data: Json }>().data;
    expect(activity).toMatchObject({ type: 'text', agent: { id: team.alice!.id, name: 'alice Texts' }, data: { body: 'Hi there, want to see the Maple St house?' } });
    expect(typeof activity.data.textId).toBe('number');
    const list = await messages(lead.alices!);
    expect(list.at(-1)).toMatchObject({ direction: 'out', body: 'Hi there, want to see the Maple St house?', status: 'recorded', kind: 'text', agentName: 'alice Texts' });
    const timeline = (await get('alice', `/api/crm/leads/${lead.alices}/activities?tab=texts&page=1`)).json<{ data: Json[] }>().data;
    expect(timeline.some((a) => a.type === 'text' && a.data.textId === activity.data.textId)).toBe(true);
  });

  test('every agent type but lenders texts leads in their view: broker and admin any lead of the company, a realtor their own', async () => {
    expect((await post('broker', lead.bobs!, { body: 'From the broker' })).status).toBe(201);
    expect((await post('admin', lead.bobs!, { body: 'From an admin' })).status).toBe(201);
    expect((await post('rita', lead.ritas!, { body: 'From the realtor' })).status).toBe(201);
  });

  test('lenders: 403, even for their own lead; they may read the conversation', async () => {
    const r = await post('lenny', lead.alices!, { body: 'From the lender' });
    expect(r.status).toBe(403);
    expect((await get('lenny', `/api/crm/leads/${lead.alices}/texts`)).status).toBe(200);
    expect((await messages(lead.alices!)).some((m) => m.body === 'From the lender')).toBe(false);
  });

  test('a lead outside one’s view or of another company: 404, nothing sent', async () => {
    expect((await post('alice', lead.bobs!, { body: 'Not mine' })).status).toBe(404);
    expect((await post('other', lead.alices!, { body: 'Foreign' })).status).toBe(404);
    expect((await post('broker', lead.foreign!, { body: 'Foreign' })).status).toBe(404);
    expect((await get('alice', `/api/crm/leads/${lead.bobs}/texts`)).status).toBe(404);
    expect((await get('other', `/api/crm/leads/${lead.alices}/texts`)).status).toBe(404);
    for (const id of ['999999', 'abc', '0', '99999999999', '-1']) expect((await post('broker', id, { body: 'x' })).status).toBe(404);
    expect((await messages(lead.bobs!)).some((m) => ['Not mine'].includes(m.body))).toBe(false);
  });

  test('signed out: 401', async () => {
    const r = await server.request(`/api/crm/leads/${lead.alices}/texts`, { method: 'POST', headers: XHR, body: JSON.stringify({ body: 'x' }) });
    expect(r.status).toBe(401);
  });

  test('no phone, or the lead texted STOP: 422 naming phone', async () => {
    const none = await post('alice', lead.noPhone!, { body: 'Hello?' });
    expect(none.status).toBe(422);
    expect(none.json().errors).toHaveProperty('phone');
    const stopped = await post('alice', lead.stopped!, { body: 'Hello?' });
    expect(stopped.status).toBe(422);
    expect(stopped.json().errors?.phone).toMatch(/STOP/);
    expect(await messages(lead.stopped!)).toEqual([]);
  });

  test('bad input: 4xx naming the field, nothing written', async () => {
    const before = (await messages(lead.alices!)).length;
    const cases: [unknown, number, string][] = [
      [{}, 422, 'body'],
      [{ body: '' }, 422, 'body'],
      [{ body: '   ' }, 422, 'body'],
      [{ body: 'x'.repeat(481) }, 422, 'body'],
      [{ body: 42 }, 422, 'body'],
      [{ body: 'bad \u0000 text' }, 422, 'body'],
      [{ body: 'ok', sendAt: 'tomorrow' }, 422, 'sendAt'],
      [{ body: 'ok', sendAt: new Date(Date.now() - 3_600_000).toISOString() }, 422, 'sendAt'],
      [{ body: 'ok', sendAt: new Date(Date.now() + 31 * DAY).toISOString() }, 422, 'sendAt'],
      [{ body: 'ok', sendAt: '0000-01-01T00:00:00Z' }, 422, 'sendAt'],
    ];
    for (const [body, status, field] of cases) {
      const r = await post('alice', lead.alices!, body);
      expect([JSON.stringify(body).slice(0, 60), r.status]).toEqual([JSON.stringify(body).slice(0, 60), status]);
      expect(r.json().errors).toHaveProperty(field);
    }
    expect((await post('alice', lead.alices!, '{not json')).status).toBe(400);
    expect((await post('alice', lead.alices!, '"x".repeat')).status).toBe(400);
    expect((await messages(lead.alices!)).length).toBe(before);
  });

  test('sendAt later: 201 `scheduled-text`, waiting in the conversation with its time; exactly 480 characters is fine', async () => {
    const sendAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const r = await post('alice', lead.alices!, { body: 'See you tomorrow', sendAt });
    expect(r.status).toBe(201);
    expect(r.json<{ data: Json }>().data).toMatchObject({ type: 'scheduled-text', data: { body: 'See you tomorrow', sendAt } });
    expect((await messages(lead.alices!)).find((m) => m.body === 'See you tomorrow')).toMatchObject({ status: 'queued', sendAt, kind: 'scheduled-text' });
    expect((await post('alice', lead.alices!, { body: 'y'.repeat(480) })).status).toBe(201);
  });

  test('what was written: the texts come from the agent’s line (or the company’s), to the lead’s number', async () => {
    const texts = await server.inspect((db) => db.select().from(t.outgoingTexts));
    const alices = texts.filter((x) => x.leadId === lead.alices && x.kind === 'text');
    expect(alices.length).toBeGreaterThan(0);
    for (const x of alices) expect(x).toMatchObject({ fromPhone: ALICE_LINE, toPhone: '+16315550171', status: 'recorded', agentId: team.alice!.id });
    const brokers = texts.find((x) => x.body === 'From the broker');
    expect(brokers?.fromPhone).not.toBe(ALICE_LINE);
    expect(texts.some((x) => x.leadId === lead.foreign || x.leadId === lead.stopped || x.leadId === lead.noPhone)).toBe(false);
  });
});
