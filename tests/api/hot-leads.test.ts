import { sql } from 'drizzle-orm';
import { seededSessionId } from '@/lib/auth/seeded-sessions';
import { rows } from '../db/harness';
import { leadClaims, seededAgentCookie, seededLeadToken, XHR, type Json } from './fixtures';
import { API_AUTH_SECRET, startServer, type TestServer } from './server';

/**
 * DESIGN §12 through the real server: a sign-up with a phone gets the smart text (activity on the
 * lead's timeline, as the CRM reads it); a favourite turns the lead hot (GET /api/crm/leads?hot=1,
 * with why) and alerts its agent; GET /api/leads/me after two days away is a return visit.
 */
let server: TestServer;
const ids = { broker: 0, agent: 0, lead: 0, away: 0 };
let brokerCookie = '';

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const [broker, agent] = await rows<{ id: number }>(db, sql`select id from agents where company_id = 1 and is_active order by (type = 'broker') desc, id limit 2`);
      ids.broker = broker!.id;
      ids.agent = agent!.id;
      await db.execute(sql`update agents set type = 'broker', is_admin = false where id = ${ids.broker}`);
      await db.execute(sql`update agents set type = 'agent', is_admin = false, phone = '+16315550188' where id = ${ids.agent}`);
      const insert = async (email: string, lastVisit: string) => (await rows<{ id: number }>(db, sql`
        insert into leads (company_id, first_name, last_name, email, email_status, phone, phone_status, completed, buyer_agent_id, source, last_visit_at)
        values (1, 'Hattie', 'Hotlist', ${email}, 'valid', '+16315550177', 'valid', true, ${ids.agent}, 'hottest', now() - ${lastVisit}::interval) returning id`))[0]!.id;
      ids.lead = await insert('hattie.hotlist@hot.test', '1 hour');
      ids.away = await insert('arlo.away@hot.test', '2 days 3 hours');
      // Signed in, as the seed signs its leads in (lib/auth/seeded-sessions.ts), so seededLeadToken speaks for them.
      for (const id of [ids.lead, ids.away]) {
        const session = seededSessionId('lead', 1, id, new TextEncoder().encode(API_AUTH_SECRET));
        await db.execute(sql`insert into sessions (id, company_id, kind, lead_id, expires_at) values (${session}, 1, 'lead', ${id}, now() + interval '30 days')`);
      }
    },
  });
  brokerCookie = await seededAgentCookie({ id: ids.broker, companyId: 1, type: 'broker', isAdmin: false });
}, 240_000);
afterAll(() => server?.stop());

const crm = (path: string) => server.request(path, { headers: { ...XHR, cookie: brokerCookie } });
const leadToken = (id: number, email: string) =>
  seededLeadToken(leadClaims(id, 1, { email, emailStatus: 'valid', phone: '+16315550177', phoneStatus: 'valid', firstName: 'Hattie', lastName: 'Hotlist', completed: true, agentId: ids.agent }));
const timeline = async (leadId: number) => (await crm(`/api/crm/leads/${leadId}/activities`)).json<{ data: Json[] }>().data;

test('a sign-up with a phone gets the smart text: its activity is on the lead’s timeline', async () => {
  const email = `smart.${Date.now()}@hot.test`;
  const start = await server.request('/api/leads/register/start', {
    method: 'POST', headers: XHR, body: JSON.stringify({ lead: { email, phone: '631-555-0166', firstName: 'Sam', lastName: 'Smart' } }),
  });
  expect(start.status).toBe(201);
  const leadId = start.json<Json>().data.lead.id as number;
  const smart = (await timeline(leadId)).filter((a) => a.type === 'smart-text');
  expect(smart).toHaveLength(1);
  expect(smart[0]!.data).toMatchObject({ to: '+16315550166', textId: expect.any(Number), body: expect.stringMatching(/^Hi Sam,/) });
});

test('a favourite turns the lead hot: hot=1 in the list, with its reason, once', async () => {
  const before = (await crm('/api/crm/leads?source=hottest&hot=1')).json<{ data: Json[] }>().data.map((l) => l.id);
  expect(before).not.toContain(ids.lead);
  const listing = (await server.request('/api/properties')).json<{ data: Json[] }>().data[0]!;
  const token = await leadToken(ids.lead, 'hattie.hotlist@hot.test');
  const fave = await server.request(`/api/properties/${listing.id}/fave`, { method: 'POST', headers: { ...XHR, authorization: `Bearer ${token}` } });
  expect(fave.status).toBe(200);
  const hot = (await crm('/api/crm/leads?source=hottest&hot=1')).json<{ data: Json[] }>().data;
  expect(hot.map((l) => l.id)).toEqual([ids.lead]);
  const added = (await timeline(ids.lead)).filter((a) => a.type === 'house-favorite-added');
  expect(added[0]!.data).toMatchObject({ hotReason: 'favourite' });
});

test('GET /api/leads/me after two days away is a return visit: the activity, and the lead hot', async () => {
  const token = await leadToken(ids.away, 'arlo.away@hot.test');
  expect((await server.request('/api/leads/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  expect((await server.request('/api/leads/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  const visits = (await timeline(ids.away)).filter((a) => a.type === 'return-visit');
  expect(visits).toHaveLength(1);
  expect(visits[0]!.data).toMatchObject({ daysAway: 2, hotReason: 'return-visit' });
  const hot = (await crm('/api/crm/leads?source=hottest&hot=1')).json<{ data: Json[] }>().data.map((l) => l.id);
  expect(hot).toContain(ids.away);
  // The alert text went to the agent, about the lead: the lead's own conversation does not show it.
  const conversation = (await crm(`/api/crm/leads/${ids.away}/texts`)).json<{ data: { messages: { kind: string | null }[] } }>().data;
  expect(conversation.messages.map((m) => m.kind)).not.toContain('hot-lead-alert');
  // The alert went to the lead's agent: a mail (recorded without SMTP) and a text (the agent has a phone).
  const alerts = await server.inspect((db) => rows<{ kind: string }>(db, sql`
    select 'mail' as kind from outgoing_mail where lead_id = ${ids.away} and kind = 'hot-lead-alert' and agent_id = ${ids.agent}
    union all select 'text' from outgoing_texts where lead_id = ${ids.away} and kind = 'hot-lead-alert' and to_phone = '+16315550188'`));
  expect(alerts.map((a) => a.kind).sort()).toEqual(['mail', 'text']);
});
