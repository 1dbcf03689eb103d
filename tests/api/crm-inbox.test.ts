import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { leadClaims, seededAgentCookie, seededLeadToken, TENANT_2, type Json } from './fixtures';
import { caller, dataOf } from './lead-helpers';
import { startServer, type TestServer } from './server';

/**
 * DESIGN §9 inbox and §12 hot leads: a lead's question or showing request becomes an open
 * inbox item of the lead's buyer agent, who is e-mailed; agents list, answer, close and reopen
 * items of the leads they see, and nothing else. prepare() fixes who is whose: lead 1 is agent
 * A's (lender L), lead 2 agent B's, lead 3 A's without an e-mail, lead 4 B's with 26 old
 * replies (paging); company 2 has an item of its own.
 */
interface Agent { id: number; companyId: number; type: 'agent' | 'broker' | 'realtor' | 'lender'; isAdmin: boolean; email: string }
interface Lead { id: number; email: string | null; firstName: string; lastName: string; token: string }
let server: TestServer;
const who = {} as { broker: Agent; a: Agent; b: Agent; lender: Agent; broker2: Agent };
const lead = {} as { one: Lead; two: Lead; three: Lead; four: Lead };
const items = { noEmail: 0, otherCompany: 0, otherLead2: 0 };

async function agentOf(db: Parameters<typeof rows>[0], companyId: number, where: ReturnType<typeof sql>, skip = 0): Promise<Agent> {
  const [row] = await rows<{ id: number; type: Agent['type']; is_admin: boolean; email: string }>(
    db,
    sql`select id, type, is_admin, email from agents where company_id = ${companyId} and is_active and ${where} order by id offset ${skip} limit 1`,
  );
  if (!row) throw new Error('no such agent');
  return { id: row.id, companyId, type: row.type, isAdmin: row.is_admin, email: row.email };
}

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      who.broker = await agentOf(db, 1, sql`type = 'broker'`);
      who.a = await agentOf(db, 1, sql`type = 'agent' and not is_admin`);
      who.b = await agentOf(db, 1, sql`type = 'agent' and not is_admin`, 1);
      who.lender = await agentOf(db, 1, sql`type = 'lender'`);
      who.broker2 = await agentOf(db, 2, sql`type = 'broker'`);
      await db.execute(sql`delete from inbox_items`);
      await db.execute(sql`update leads set hot_at = null`);
      // The demo seeds every agent's to-dos; this test counts only its own.
      await db.execute(sql`delete from todos`);
      const full = await rows<{ id: number; email: string; first_name: string; last_name: string; phone: string }>(
        db,
        sql`select id, email, first_name, last_name, phone from leads where company_id = 1 and completed and primary_lead_id is null
              and email is not null and email_status = 'valid' and phone is not null and phone_status <> 'bad_number' and first_name is not null and last_name is not null
            order by id limit 4`,
      );
      const [one, two, three, four] = await Promise.all(
        full.map(async (l) => ({
          id: l.id, email: l.email as string | null, firstName: l.first_name, lastName: l.last_name,
          token: await seededLeadToken(leadClaims(l.id, 1, { email: l.email, emailStatus: 'valid', phone: l.phone, phoneStatus: 'valid', firstName: l.first_name, lastName: l.last_name, completed: true })),
        })),
      );
      Object.assign(lead, { one: one!, two: two!, three: three!, four: four! });
      await db.execute(sql`update leads set buyer_agent_id = ${who.a.id}, listing_agent_id = null, lender_id = ${who.lender.id} where id = ${lead.one.id}`);
      await db.execute(sql`update leads set buyer_agent_id = ${who.b.id}, listing_agent_id = null, lender_id = null where id = ${lead.two.id}`);
      await db.execute(sql`update leads set buyer_agent_id = ${who.a.id}, listing_agent_id = null, lender_id = null, email = null where id = ${lead.three.id}`);
      lead.three.email = null;
      await db.execute(sql`update leads set buyer_agent_id = ${who.b.id}, listing_agent_id = null, lender_id = null where id = ${lead.four.id}`);
      const [noEmail] = await rows<{ id: number }>(db, sql`insert into inbox_items (company_id, lead_id, kind, agent_id, message) values (1, ${lead.three.id}, 'question', ${who.a.id}, 'Call me?') returning id`);
      items.noEmail = noEmail!.id;
      // 26 replies of lead 4, a minute apart and older than anything the tests write: two pages of the reply filter.
      for (let i = 0; i < 26; i++) {
        await db.execute(sql`insert into inbox_items (company_id, lead_id, kind, agent_id, message, created_at) values (1, ${lead.four.id}, 'reply', ${who.b.id}, ${`Reply ${i}`}, now() - make_interval(mins => ${60 - i}))`);
      }
      const [other] = await rows<{ id: number }>(
        db,
        sql`insert into inbox_items (company_id, lead_id, kind, agent_id, message) select 2, id, 'question', ${who.broker2.id}, 'Other company' from leads where company_id = 2 order by id limit 1 returning id`,
      );
      items.otherCompany = other!.id;
      // A's to-dos on lead 1: one overdue, one later today or tomorrow, one done.
      await db.execute(sql`insert into todos (company_id, lead_id, agent_id, title, due_at) values
        (1, ${lead.one.id}, ${who.a.id}, 'Call back', now() - interval '2 hours'),
        (1, ${lead.one.id}, ${who.a.id}, 'Send comps', now() + interval '3 days')`);
      await db.execute(sql`insert into todos (company_id, lead_id, agent_id, title, due_at, done_at) values (1, ${lead.one.id}, ${who.a.id}, 'Done already', now() - interval '1 day', now())`);
    },
  });
}, 240_000);
afterAll(() => server?.stop());

const call = () => caller(server);
const as = async (agent: Agent) => ({ cookie: await seededAgentCookie({ id: agent.id, companyId: agent.companyId, type: agent.type, isAdmin: agent.isAdmin }) });
const list = async (agent: Agent, query = '', host?: string) => {
  const r = await call()('GET', `/api/crm/inbox${query}`, await as(agent), undefined, host);
  expect([query, r.status]).toEqual([query, 200]);
  return r.json<{ data: Json[]; meta: { pagination: Json } }>();
};
const dayAhead = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
const listing = { id: 0, address: '' };
const ids = { question: 0, showing: 0 };

describe('a lead asks or requests a showing: an open inbox item for the buyer agent', () => {
  test('a question about a listing is an open question item addressed to the lead’s buyer agent', async () => {
    const found = (await server.request('/api/properties?city_label=Riverhead,+NY')).json<Json>().data[0];
    listing.id = found.id;
    const r = await call()('POST', `/api/properties/${listing.id}/question`, { token: lead.one.token }, { message: 'Is the basement finished?\nAnd the roof?' });
    expect(r.status).toBe(201);
    const open = await list(who.a);
    const item = open.data.find((i) => i.lead.id === lead.one.id)!;
    expect(item).toMatchObject({ kind: 'question', message: 'Is the basement finished?\nAnd the roof?', agent: { id: who.a.id }, closedAt: null, property: { id: listing.id } });
    expect(item.property.url).toMatch(new RegExp(`^/homedetails/.+/${listing.id}$`));
    listing.address = item.property.address;
    ids.question = item.id;
  });

  test('a showing request is an item with the time in words and the lead’s message, for the buyer agent (not the showing’s agent)', async () => {
    // The seed gives agents weekly hours (issue 15): the first day ahead on which B takes showings.
    let slots: { start: string; available: boolean }[] = [];
    for (let ahead = 1; ahead <= 7 && !slots.some((s) => s.available); ahead++) {
      slots = dataOf((await server.request(`/api/agents/${who.b.id}/schedule/day?date=${dayAhead(ahead)}`))).slots as { start: string; available: boolean }[];
    }
    const free = slots.find((s) => s.available)!;
    const r = await call()('POST', `/api/properties/${listing.id}/showings`, { token: lead.two.token }, { agentId: who.b.id, start: free.start, message: 'Morning works' });
    expect(r.status).toBe(201);
    const item = (await list(who.b, '?kind=showing')).data.find((i) => i.lead.id === lead.two.id)!;
    expect(item).toMatchObject({ kind: 'showing', agent: { id: who.b.id }, closedAt: null });
    expect(item.message).toMatch(/^Requested time: \w+day, \w+ \d+, \d{4} at \d+:\d\d (AM|PM) E[SD]T\n\nMorning works$/);
    ids.showing = item.id;
    // Lead 1 books with B too: the item is A's, lead 1's buyer agent.
    const other = slots.filter((s) => s.available)[1]!;
    expect((await call()('POST', `/api/properties/${listing.id}/showings`, { token: lead.one.token }, { agentId: who.b.id, start: other.start })).status).toBe(201);
    const forA = (await list(who.a, '?kind=showing')).data.find((i) => i.lead.id === lead.one.id)!;
    expect(forA).toMatchObject({ agent: { id: who.a.id } });
    expect(forA.message).toMatch(/^Requested time: [^\n]+$/);
  });

  test('a favourite marks the lead hot too (checked in the database below)', async () => {
    const r = await call()('POST', `/api/properties/${listing.id}/fave`, { token: lead.four.token });
    expect(r.status).toBe(200);
  });
});

describe('GET /api/crm/inbox', () => {
  test('who sees what: A lead 1 and 3, B leads 2 and 4, the lender only lead 1, the broker all; another company none of them', async () => {
    const leadsOf = async (agent: Agent) => new Set((await list(agent, '?page=1')).data.map((i) => i.lead.id));
    const broker = await list(who.broker);
    expect(broker.meta.pagination).toMatchObject({ total: 26 + 4, per_page: 25, current_page: 1, total_pages: 2, count: 25 });
    expect(await leadsOf(who.a)).toEqual(new Set([lead.one.id, lead.three.id]));
    expect((await list(who.b)).meta.pagination.total).toBe(26 + 1);
    expect(await leadsOf(who.lender)).toEqual(new Set([lead.one.id]));
    const other = await list(who.broker2, '', TENANT_2);
    expect(other.data.map((i) => i.id)).toEqual([items.otherCompany]);
  });

  test('newest first, 25 a page, filtered by kind; bad filters are 400 naming the field', async () => {
    const page1 = await list(who.broker, '?kind=reply');
    expect(page1.meta.pagination).toMatchObject({ total: 26, count: 25, total_pages: 2 });
    expect(page1.data[0]?.message).toBe('Reply 25');
    const times = page1.data.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = await list(who.broker, '?kind=reply&page=2');
    expect(page2.data.map((i) => i.message)).toEqual(['Reply 0']);
    expect((await list(who.broker, '?kind=&state=open&page=')).meta.pagination.total).toBe(30);
    const bad: [string, string][] = [['?state=archived', 'state'], ['?kind=email', 'kind'], ['?page=0', 'page'], ['?page=abc', 'page'], ['?page=99999999999', 'page']];
    for (const [query, field] of bad) {
      const r = await call()('GET', `/api/crm/inbox${query}`, await as(who.broker));
      expect([query, r.status]).toEqual([query, 400]);
      expect(r.json().errors).toHaveProperty([field]);
    }
    expect((await call()('GET', '/api/crm/inbox', null)).status).toBe(401);
  });
});

describe('POST /api/crm/inbox/{id}/reply and PATCH /api/crm/inbox/{id}', () => {
  test('a reply is mailed to the lead and written as an email activity; the item stays open', async () => {
    const r = await call()('POST', `/api/crm/inbox/${ids.question}/reply`, await as(who.a), { message: 'Yes, finished in 2020.\nThe roof is new.' });
    expect(r.status).toBe(201);
    const { activity, item } = dataOf(r);
    expect(activity).toMatchObject({ type: 'email', agent: { id: who.a.id }, property: { id: listing.id }, data: { body: 'Yes, finished in 2020.\nThe roof is new.', inboxItemId: ids.question, mailId: expect.any(Number), subject: `Re: your question about ${listing.address}` } });
    expect(item).toMatchObject({ id: ids.question, closedAt: null });
    expect((await list(who.a)).data.map((i) => i.id)).toContain(ids.question);
  });

  test('Send & close: the reply closes the item in the same call', async () => {
    const r = await call()('POST', `/api/crm/inbox/${ids.showing}/reply`, await as(who.b), { message: 'See you at 9', close: true });
    expect(r.status).toBe(201);
    expect(dataOf(r).item.closedAt).toEqual(expect.any(String));
    expect((await list(who.b, '?kind=showing')).data.map((i) => i.id)).not.toContain(ids.showing);
    expect((await list(who.b, '?state=closed')).data.map((i) => i.id)).toEqual([ids.showing]);
  });

  test('close and reopen; repeating either is harmless; closed lists most recently closed first', async () => {
    const patch = async (closed: unknown) => call()('PATCH', `/api/crm/inbox/${ids.question}`, await as(who.broker), { closed });
    const closed = await patch(true);
    expect(closed.status).toBe(200);
    const at = dataOf(closed).closedAt;
    expect(at).toEqual(expect.any(String));
    expect(dataOf(await patch(true)).closedAt).toBe(at);
    const closedList = await list(who.broker, '?state=closed');
    expect(closedList.data.map((i) => i.id)).toEqual([ids.question, ids.showing]);
    expect((await list(who.broker)).data.map((i) => i.id)).not.toContain(ids.question);
    const reopened = await patch(false);
    expect(dataOf(reopened)).toMatchObject({ id: ids.question, closedAt: null });
    expect((await list(who.broker, '?state=closed')).data.map((i) => i.id)).toEqual([ids.showing]);
  });

  test('outside the caller’s view or company, or no such item: 404, nothing written', async () => {
    const tries: [Agent, number, string?][] = [
      [who.b, ids.question], [who.lender, ids.showing], [who.a, ids.showing], [who.broker2, ids.question, TENANT_2], [who.broker, items.otherCompany],
    ];
    for (const [agent, id, host] of tries) {
      const reply = await call()('POST', `/api/crm/inbox/${id}/reply`, await as(agent), { message: 'Hi' }, host);
      const patch = await call()('PATCH', `/api/crm/inbox/${id}`, await as(agent), { closed: true }, host);
      expect([agent.id, id, reply.status, patch.status]).toEqual([agent.id, id, 404, 404]);
      expect(reply.json().error).toBe('Inbox item not found');
    }
    for (const id of ['999999999', 'abc', '0', '99999999999']) {
      expect((await call()('PATCH', `/api/crm/inbox/${id}`, await as(who.broker), { closed: true })).status).toBe(404);
      expect((await call()('POST', `/api/crm/inbox/${id}/reply`, await as(who.broker), { message: 'Hi' })).status).toBe(404);
    }
  });

  test('bad input is 4xx naming the field: empty or too long messages, closed not a boolean, a lead without e-mail', async () => {
    const broker = await as(who.broker);
    for (const body of [{}, { message: '' }, { message: '   ' }, { message: 'x'.repeat(10_001) }, { message: 5 }]) {
      const r = await call()('POST', `/api/crm/inbox/${ids.question}/reply`, broker, body);
      expect([body, r.status]).toEqual([body, 422]);
      expect(r.json().errors).toHaveProperty(['message']);
    }
    expect((await call()('POST', `/api/crm/inbox/${ids.question}/reply`, broker, { message: 'ok', close: 'yes' })).json().errors).toHaveProperty(['close']);
    for (const body of [{}, { closed: 'yes' }, { closed: 1 }, { closed: null }]) {
      const r = await call()('PATCH', `/api/crm/inbox/${ids.question}`, broker, body);
      expect([body, r.status]).toEqual([body, 422]);
      expect(r.json().errors).toHaveProperty(['closed']);
    }
    const noEmail = await call()('POST', `/api/crm/inbox/${items.noEmail}/reply`, await as(who.a), { message: 'Calling you now' });
    expect(noEmail.status).toBe(422);
    expect(noEmail.json().errors).toHaveProperty(['email']);
    expect(noEmail.json().error).toMatch(/no e-mail address/);
    expect((await call()('POST', `/api/crm/inbox/${ids.question}/reply`, broker, { message: 'x'.repeat(10_000) })).status).toBe(201);
  });
});

describe('pages', () => {
  test('/inbox renders the first page server-side with the kind filter; /closed-inbox the closed items; names are text', async () => {
    const cookie = (await as(who.a)).cookie;
    const inbox = await server.request('/inbox?kind=question', { headers: { cookie } });
    expect(inbox.status).toBe(200);
    expect(inbox.text).toContain('data-testid="inbox-page"');
    expect(inbox.text).toContain(`data-id="${ids.question}"`);
    expect(inbox.text).toContain(`href="/lead?id=${lead.one.id}"`);
    const closed = await server.request('/closed-inbox', { headers: { cookie: (await as(who.b)).cookie } });
    expect(closed.status).toBe(200);
    expect(closed.text).toContain(`data-id="${ids.showing}"`);
    // A bad filter in the URL is all kinds, page 1, not an error.
    expect((await server.request('/inbox?kind=nope&page=-3', { headers: { cookie } })).status).toBe(200);
    expect((await server.request('/inbox')).text).not.toContain('data-testid="inbox-item"');
  });

  test('/dashboard: the agent’s counts through their view, their open to-dos, the newest inbox items', async () => {
    const r = await server.request('/dashboard', { headers: { cookie: (await as(who.a)).cookie } });
    expect(r.status).toBe(200);
    const count = (key: string) => Number(new RegExp(`data-testid="count-${key}" data-count="(\\d+)"`).exec(r.text)?.[1]);
    const open = (await list(who.a)).meta.pagination.total;
    expect(count('open-inbox')).toBe(open);
    expect(count('todos-overdue')).toBe(1);
    // Lead 1 (a showing request) is hot; lead 3 is not; leads 2 and 4 (hot) are B's.
    expect(count('hot-leads')).toBe(1);
    expect(r.text).toContain('Call back');
    expect(r.text).toContain('Send comps');
    expect(r.text).not.toContain('Done already');
    expect(r.text).toContain('data-testid="dashboard-inbox"');
    const broker = await server.request('/dashboard', { headers: { cookie: (await as(who.broker)).cookie } });
    expect(Number(/data-testid="count-open-inbox" data-count="(\d+)"/.exec(broker.text)?.[1])).toBe((await list(who.broker)).meta.pagination.total);
  });
});

test('in the database: the agents were mailed, the lead answered by mail, the question answered, the showing lead hot', async () => {
  const found = await server.inspect(async (db) => ({
    mail: await rows<{ kind: string; to_address: string; lead_id: number; agent_id: number; text_body: string; subject: string }>(db, sql`select kind, to_address, lead_id, agent_id, text_body, subject from outgoing_mail where kind like 'inbox-%' order by id`),
    hot: await rows<{ id: number }>(db, sql`select id from leads where hot_at is not null order by id`),
    answered: await rows<{ answered_at: Date | null }>(db, sql`select q.answered_at from questions q join inbox_items i on i.question_id = q.id where i.id = ${ids.question}`),
    emails: await rows<{ n: number }>(db, sql`select count(*)::int as n from activities where type = 'email' and data ? 'inboxItemId'`),
    noEmailWrites: await rows<{ n: number }>(db, sql`select count(*)::int as n from activities where data->>'inboxItemId' = ${String(items.noEmail)}`),
  }));
  const toAgents = found.mail.filter((m) => m.kind !== 'inbox-reply');
  expect(toAgents.map((m) => [m.kind, m.to_address, m.lead_id])).toEqual([
    ['inbox-question', who.a.email, lead.one.id],
    ['inbox-showing', who.b.email, lead.two.id],
    ['inbox-showing', who.a.email, lead.one.id],
  ]);
  expect(toAgents[0]!.text_body).toContain('Is the basement finished?\nAnd the roof?');
  expect(toAgents[0]!.text_body).toContain(`/lead?id=${lead.one.id}`);
  expect(toAgents[0]!.text_body).toContain(listing.address);
  expect(toAgents[0]!.subject).toContain(`${lead.one.firstName} ${lead.one.lastName}`);
  const replies = found.mail.filter((m) => m.kind === 'inbox-reply');
  expect(replies.map((m) => [m.to_address, m.lead_id])).toEqual([[lead.one.email, lead.one.id], [lead.two.email, lead.two.id], [lead.one.email, lead.one.id]]);
  expect(replies[0]!.text_body).toContain('Yes, finished in 2020.\nThe roof is new.');
  expect(found.emails[0]!.n).toBe(3);
  expect(found.noEmailWrites[0]!.n).toBe(0);
  expect(found.answered[0]!.answered_at).not.toBeNull();
  // Showing requests (leads 1 and 2) and a favourite (lead 4) made them hot; a question alone did not (lead 3 asked nothing).
  expect(found.hot.map((l) => l.id)).toEqual([lead.one.id, lead.two.id, lead.four.id].sort((x, y) => x - y));
});
