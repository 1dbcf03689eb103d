import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { leadClaims, TENANT_2, XHR, type Json, seededLeadToken } from './fixtures';
import { agentCookie, seededLeads, type TestLead } from './lead-helpers';
import { startServer, type TestServer } from './server';

/**
 * docs/agents.md extensions of SPEC §2/§7: POST /api/agents/{id}/question (a lead asks an agent
 * from the agent's page) and /agent-video. prepare() gives one agent a YouTube video, one a
 * link we refuse to embed, deactivates a third (who has a video), and notes another tenant's agent.
 */
let server: TestServer;
const ids = { youtube: 0, refused: 0, inactive: 0, otherTenant: 0, youtubeSite: '' };
let lead: TestLead;
let otherLead: TestLead;

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const staff = await rows<{ id: number; site: string }>(db, sql`select id, site from agents where company_id = 1 and type = 'agent' and is_active order by id`);
      const [other] = await rows<{ id: number }>(db, sql`select id from agents where company_id = 2 order by id limit 1`);
      [ids.youtube, ids.refused, ids.inactive] = [staff[0]!.id, staff[1]!.id, staff[2]!.id];
      ids.youtubeSite = staff[0]!.site;
      ids.otherTenant = other!.id;
      await db.execute(sql`update agents set video_url = null where company_id = 1`);
      await db.execute(sql`update agents set video_url = 'https://youtu.be/aqz-KE-bpKQ' where id = ${ids.youtube}`);
      await db.execute(sql`update agents set video_url = 'javascript:alert(1)//https://www.youtube.com/watch?v=aqz-KE-bpKQ' where id = ${ids.refused}`);
      await db.execute(sql`update agents set video_url = 'https://vimeo.com/1084537', is_active = false where id = ${ids.inactive}`);
    },
  });
  lead = (await seededLeads(server, 1, 1))[0]!;
  otherLead = (await seededLeads(server, 2, 1, TENANT_2))[0]!;
}, 240_000);
afterAll(() => server?.stop());

const ask = (id: number | string, body: unknown, headers: Record<string, string> = {}, host?: string) =>
  server.request(`/api/agents/${id}/question`, { method: 'POST', host, headers: { ...XHR, ...headers }, body: JSON.stringify(body) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The seeded lead's token with some claims changed (what the token says is what the server checks). */
const leadWith = async (overrides: Parameters<typeof leadClaims>[2]) =>
  bearer(await seededLeadToken(leadClaims(lead.id, 1, { email: 'pat@example.com', phone: '+16315550100', ...overrides })));

describe('POST /api/agents/{id}/question', () => {
  test('a fully signed-up lead asks an agent: 201 with the question', async () => {
    const r = await ask(ids.youtube, { message: '  Can we talk on Saturday?  ' }, bearer(lead.token));
    expect(r.status).toBe(201);
    expect(r.json<Json>().data).toMatchObject({ id: expect.any(Number), agentId: ids.youtube, message: 'Can we talk on Saturday?', createdAt: expect.any(String) });
  });

  test('as the listing question: visitors 401, agents 403, unconfirmed contact 422 naming lead.email / lead.phone, half signed-up 403', async () => {
    const visitor = await ask(ids.youtube, { message: 'Hi' });
    expect(visitor.status).toBe(401);
    expect(visitor.json().error).toBe('Sign up to ask about this home');
    expect((await ask(ids.youtube, { message: 'Hi' }, { cookie: await agentCookie(1) })).status).toBe(403);
    const noEmail = await ask(ids.youtube, { message: 'Hi' }, await leadWith({ email: null }));
    expect(noEmail.status).toBe(422);
    expect(noEmail.json<Json>().errors).toHaveProperty(['lead.email']);
    const badPhone = await ask(ids.youtube, { message: 'Hi' }, await leadWith({ phoneStatus: 'bad_number' }));
    expect(badPhone.status).toBe(422);
    expect(badPhone.json<Json>().errors).toHaveProperty(['lead.phone']);
    expect((await ask(ids.youtube, { message: 'Hi' }, await leadWith({ completed: false }))).status).toBe(403);
  });

  test('empty, blank, too long or non-text messages are 422 with the listing question’s messages', async () => {
    const cases: [unknown, string][] = [[{}, 'message'], [{ message: '   ' }, 'Write your question'], [{ message: 'x'.repeat(2001) }, 'Keep it under 2,000 characters'], [{ message: 5 }, 'message']];
    for (const [body, text] of cases) {
      const r = await ask(ids.youtube, body, bearer(lead.token));
      expect([body, r.status]).toEqual([body, 422]);
      expect(JSON.stringify(r.json())).toContain(text);
    }
    expect((await ask(ids.youtube, { message: 'x'.repeat(2000) }, bearer(lead.token))).status).toBe(201);
  });

  test("unknown, malformed, inactive and other companies' agents are 404; tokens do not cross tenants", async () => {
    for (const id of ['999999999', 'abc', '0', '1.5', String(ids.inactive), String(ids.otherTenant)]) {
      const r = await ask(id, { message: 'Hi' }, bearer(lead.token));
      expect([id, r.status, r.json().error]).toEqual([id, 404, 'Agent not found']);
    }
    // Tenant 2's lead on tenant 1's host is a visitor there, and the other way round.
    expect((await ask(ids.youtube, { message: 'Hi' }, bearer(otherLead.token))).status).toBe(401);
    expect((await ask(ids.otherTenant, { message: 'Hi' }, bearer(lead.token), TENANT_2)).status).toBe(401);
    expect((await ask(ids.youtube, { message: 'Hi' }, bearer(otherLead.token), TENANT_2)).status).toBe(404);
    expect((await ask(ids.otherTenant, { message: 'Hello there' }, bearer(otherLead.token), TENANT_2)).status).toBe(201);
  });

  test('a cookie-authenticated post without X-Requested-With is refused (CSRF)', async () => {
    const r = await server.request(`/api/agents/${ids.youtube}/question`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: `JWT=${lead.token}` }, body: JSON.stringify({ message: 'Hi' }) });
    expect(r.status).toBe(403);
  });
});

describe('/agent-video', () => {
  test("?agent={id}: the agent's video behind a facade, their card and ask-question; noindex; no player loaded", async () => {
    const r = await server.request(`/agent-video?agent=${ids.youtube}`);
    expect(r.status).toBe(200);
    expect(r.text).toContain('data-testid="agent-video-page"');
    expect(r.text).toContain('data-testid="agent-video-play"');
    expect(r.text).toContain('data-testid="agent-card"');
    expect(r.text).toContain('data-testid="ask-question"');
    expect(r.text).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    expect(r.text).not.toMatch(/<iframe/);
    expect(r.text).toContain('Pressing play loads the video from YouTube.');
  });

  test('?agentSite= names the agent as ?agent= does', async () => {
    const r = await server.request(`/agent-video?agentSite=${ids.youtubeSite}`);
    expect(r.status).toBe(200);
    expect(r.text).toContain(`data-testid="agent-video-page" data-id="${ids.youtube}"`);
  });

  test('a video URL off the allow-list is never put in the page; the agent still has a page', async () => {
    const r = await server.request(`/agent-video?agent=${ids.refused}`);
    expect(r.status).toBe(200);
    expect(r.text).not.toContain('javascript:alert');
    expect(r.text).not.toContain('agent-video-play');
    expect(r.text).toContain('has no video here right now');
    const profile = (await server.request(`/api/agents/${ids.refused}/profile`)).json<Json>().data;
    expect(profile).toMatchObject({ video: null, videoPage: null });
    expect((await server.request(`/api/agents/${ids.youtube}/profile`)).json<Json>().data).toMatchObject({ video: 'https://youtu.be/aqz-KE-bpKQ', videoPage: `/agent-video?agent=${ids.youtube}` });
  });

  test("unknown, malformed, inactive or other companies' agents, and unknown agentSite values, are 404", async () => {
    for (const query of ['agent=999999999', 'agent=abc', `agent=${ids.inactive}`, `agent=${ids.otherTenant}`, 'agentSite=nobody-here']) {
      const r = await server.request(`/agent-video?${query}`);
      expect([query, r.status]).toEqual([query, 404]);
    }
    expect((await server.request(`/agent-video?agent=${ids.youtube}`, { host: TENANT_2 })).status).toBe(404);
  });

  test('without an agent: the agents who have a playable video, each linking to their video page', async () => {
    const r = await server.request('/agent-video');
    expect(r.status).toBe(200);
    expect(r.text).toContain('<link rel="canonical" href="https://localhost/agent-video"/>');
    const links = [...r.text.matchAll(/href="\/agent-video\?agent=(\d+)"/g)].map((m) => Number(m[1]));
    expect(links).toEqual([ids.youtube]);
  });
});

test('the questions are in the question inbox and are lead-question activities addressed to the agent, with no listing', async () => {
  const found = await server.inspect((db) =>
    rows<{ company_id: number; lead_id: number; agent_id: number; property_id: number | null; data: Json }>(
      db,
      sql`select company_id, lead_id, agent_id, property_id, data from activities where type = 'lead-question' and data->>'to' = 'agent' order by id`,
    ),
  );
  expect(found).toHaveLength(3);
  expect(found[0]).toEqual({ company_id: 1, lead_id: lead.id, agent_id: ids.youtube, property_id: null, data: { questionId: expect.any(Number), to: 'agent', message: 'Can we talk on Saturday?' } });
  expect(found[2]).toMatchObject({ company_id: 2, lead_id: otherLead.id, agent_id: ids.otherTenant });
  const inbox = await server.inspect((db) =>
    rows<{ id: number; company_id: number; lead_id: number; agent_id: number; property_id: number | null; message: string }>(
      db,
      sql`select id, company_id, lead_id, agent_id, property_id, message from questions where agent_id is not null order by id`,
    ),
  );
  expect(inbox.map((q) => q.id)).toEqual(found.map((a) => a.data.questionId));
  expect(inbox[0]).toMatchObject({ company_id: 1, lead_id: lead.id, agent_id: ids.youtube, property_id: null, message: 'Can we talk on Saturday?' });
});
