import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, type Json } from './fixtures';
import { caller, dataOf } from './lead-helpers';
import { startServer, type TestServer } from './server';

/**
 * Issue 15 /calendar: GET /api/crm/calendar, POST/PATCH /api/crm/showings, GET/PUT
 * /api/crm/availability, the .ics feed, and /schedule honouring hours and days off.
 * prepare() fixes who is whose: lead one is agent A's (lender L), lead two agent B's, lead
 * three of company 2; A and B start with no showings and no hours; a listing of company 1 is
 * A's (by name), with an open house in three days.
 */
interface Agent { id: number; companyId: number; type: 'agent' | 'broker' | 'realtor' | 'lender'; isAdmin: boolean; name: string }
let server: TestServer;
const who = {} as { broker: Agent; a: Agent; b: Agent; lender: Agent; broker2: Agent };
const lead = { one: 0, two: 0, other: 0 };
const listing = { id: 0, openHouse: 0, other: 0 };
const NY = 'America/New_York';

async function agentOf(db: Parameters<typeof rows>[0], companyId: number, where: ReturnType<typeof sql>, skip = 0): Promise<Agent> {
  const [row] = await rows<{ id: number; type: Agent['type']; is_admin: boolean; first_name: string; last_name: string }>(
    db,
    sql`select id, type, is_admin, first_name, last_name from agents where company_id = ${companyId} and is_active and ${where} order by id offset ${skip} limit 1`,
  );
  if (!row) throw new Error('no such agent');
  return { id: row.id, companyId, type: row.type, isAdmin: row.is_admin, name: `${row.first_name} ${row.last_name}` };
}

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      who.broker = await agentOf(db, 1, sql`type = 'broker'`);
      who.a = await agentOf(db, 1, sql`type = 'agent' and not is_admin`);
      who.b = await agentOf(db, 1, sql`type = 'agent' and not is_admin`, 1);
      who.lender = await agentOf(db, 1, sql`type = 'lender'`);
      who.broker2 = await agentOf(db, 2, sql`type = 'broker'`);
      const ids = [who.a.id, who.b.id];
      for (const table of ['showing_requests', 'todos']) await db.execute(sql`delete from ${sql.raw(table)} where agent_id in (${who.a.id}, ${who.b.id})`);
      for (const table of ['agent_hours', 'agent_days_off', 'agent_calendars']) await db.execute(sql`delete from ${sql.raw(table)} where agent_id in (${who.a.id}, ${who.b.id})`);
      void ids;
      const leads1 = await rows<{ id: number }>(db, sql`select id from leads where company_id = 1 and primary_lead_id is null order by id limit 2`);
      lead.one = leads1[0]!.id;
      lead.two = leads1[1]!.id;
      await db.execute(sql`update leads set buyer_agent_id = ${who.a.id}, listing_agent_id = null, lender_id = ${who.lender.id}, first_name = 'Olive', last_name = 'One' where id = ${lead.one}`);
      await db.execute(sql`update leads set buyer_agent_id = ${who.b.id}, listing_agent_id = null, lender_id = null, first_name = 'Tom', last_name = 'Two' where id = ${lead.two}`);
      const [other] = await rows<{ id: number }>(db, sql`select id from leads where company_id = 2 order by id limit 1`);
      lead.other = other!.id;
      const [prop] = await rows<{ id: number }>(
        db,
        sql`select p.id from properties p where p.source_id in (select source_id from company_mls_sources where company_id = 1) and p.status = 'a'
              and p.property_type = 'r' order by p.id limit 1`,
      );
      listing.id = prop!.id;
      await db.execute(sql`update properties set list_agent_full_name = ${`  ${who.a.name.toUpperCase()} `} where id = ${listing.id}`);
      await db.execute(sql`delete from open_houses where property_id = ${listing.id}`);
      const [oh] = await rows<{ id: number }>(db, sql`insert into open_houses (property_id, starts_at, ends_at) values (${listing.id}, now() + interval '3 days', now() + interval '3 days 2 hours') returning id`);
      listing.openHouse = oh!.id;
      const [far] = await rows<{ id: number }>(db, sql`select id from properties where source_id not in (select source_id from company_mls_sources where company_id = 1) order by id limit 1`);
      listing.other = far?.id ?? 0;
    },
  });
}, 240_000);
afterAll(() => server?.stop());

const call = () => caller(server);
const as = async (agent: Agent) => ({ cookie: await seededAgentCookie({ id: agent.id, companyId: agent.companyId, type: agent.type, isAdmin: agent.isAdmin }) });
const ymd = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: NY, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const dayAhead = (days: number) => ymd(new Date(Date.now() + days * 86_400_000));
const weekdayAhead = (days: number) => new Date(`${dayAhead(days)}T12:00:00Z`).getUTCDay();
/** The first day from `from` days ahead on that weekday. */
const nextWeekday = (weekday: number, from = 2) => {
  for (let d = from; d < from + 7; d++) if (weekdayAhead(d) === weekday) return d;
  throw new Error('unreachable');
};
/** 10:00 (etc.) New York time on a day ahead, as an ISO moment. */
function at(daysAhead: number, hour: number, minute = 0): string {
  const date = dayAhead(daysAhead);
  for (const offset of [-5, -4]) {
    const guess = new Date(`${date}T${String(hour - offset).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
    if (ymd(guess) === date && new Intl.DateTimeFormat('en-GB', { timeZone: NY, hour: '2-digit', hourCycle: 'h23' }).format(guess) === String(hour).padStart(2, '0')) return guess.toISOString();
  }
  throw new Error('no such time');
}
const calendar = async (agent: Agent, query: string, host?: string) => call()('GET', `/api/crm/calendar?${query}`, await as(agent), undefined, host);
const range = () => `from=${dayAhead(0)}&to=${dayAhead(14)}`;
const slotsOf = async (agentId: number, days: number) => dataOf((await server.request(`/api/agents/${agentId}/schedule/day?date=${dayAhead(days)}`))).slots as { start: string; available: boolean }[];

describe('availability: GET/PUT /api/crm/availability drives /schedule', () => {
  test('an agent who set nothing has the default, 9:00–18:00 every day, and /schedule offers 18 slots', async () => {
    const r = await call()('GET', '/api/crm/availability', await as(who.a));
    expect(r.status).toBe(200);
    const data = dataOf(r);
    expect(data).toMatchObject({ agentId: who.a.id, hoursSet: false, daysOff: [] });
    expect(data.weekly).toHaveLength(7);
    expect(data.weekly[0]).toEqual({ weekday: 0, start: '09:00', end: '18:00' });
    expect(await slotsOf(who.a.id, 2)).toHaveLength(18);
  });

  test('A sets Monday–Friday hours with a lunch break and a day off: /schedule follows them', async () => {
    const monday = nextWeekday(1);
    const weekly = [1, 2, 3, 4, 5].flatMap((weekday) => [{ weekday, start: '09:00', end: '12:00' }, { weekday, start: '13:00', end: '17:30' }]);
    const off = dayAhead(nextWeekday(3));
    const r = await call()('PUT', '/api/crm/availability', await as(who.a), { weekly, daysOff: [{ date: off, note: 'Dentist' }] });
    expect(r.status).toBe(200);
    expect(dataOf(r)).toMatchObject({ hoursSet: true, daysOff: [{ date: off, note: 'Dentist' }] });
    expect(dataOf(r).weekly).toHaveLength(10);
    const slots = await slotsOf(who.a.id, monday);
    expect(slots).toHaveLength(6 + 9);
    expect(slots[0]!.start).toBe(at(monday, 9));
    expect(slots.map((s) => s.start)).not.toContain(at(monday, 12));
    expect(slots.map((s) => s.start)).toContain(at(monday, 17));
    expect(await slotsOf(who.a.id, nextWeekday(0))).toEqual([]); // Sunday: no hours
    expect(await slotsOf(who.a.id, nextWeekday(3))).toEqual([]); // the day off
    // B is untouched.
    expect(await slotsOf(who.b.id, nextWeekday(0))).toHaveLength(18);
  });

  test('bad ranges are 422 naming the range; nothing changes', async () => {
    const cookie = await as(who.a);
    const before = dataOf(await call()('GET', '/api/crm/availability', cookie));
    const cases: [unknown, string][] = [
      [{ weekly: [{ weekday: 1, start: '12:00', end: '09:00' }], daysOff: [] }, 'weekly.0.end'],
      [{ weekly: [{ weekday: 1, start: '09:00', end: '09:00' }], daysOff: [] }, 'weekly.0.end'],
      [{ weekly: [{ weekday: 1, start: '09:15', end: '12:00' }], daysOff: [] }, 'weekly.0.start'],
      [{ weekly: [{ weekday: 1, start: '09:00', end: '12:00' }, { weekday: 1, start: '11:30', end: '14:00' }], daysOff: [] }, 'weekly.1.start'],
      [{ weekly: [{ weekday: 7, start: '09:00', end: '12:00' }], daysOff: [] }, 'weekly.0.weekday'],
      [{ weekly: [{ weekday: 1, start: '9am', end: '12:00' }], daysOff: [] }, 'weekly.0.start'],
      [{ weekly: [{ weekday: 1, start: '09:00', end: '24:30' }], daysOff: [] }, 'weekly.0.end'],
      [{ weekly: [], daysOff: [{ date: '2026-02-30' }] }, 'daysOff.0.date'],
      [{ weekly: [], daysOff: [{ date: '2030-05-10', endDate: '2030-05-01' }] }, 'daysOff.0.endDate'],
      [{ weekly: [], daysOff: [{ date: '2030-05-10', note: 'a\u0000b' }] }, 'daysOff.0.note'],
      [{ weekly: 'all week', daysOff: [] }, 'weekly'],
      [{ daysOff: [] }, 'weekly'],
    ];
    for (const [body, field] of cases) {
      const r = await call()('PUT', '/api/crm/availability', cookie, body);
      expect([JSON.stringify(body), r.status]).toEqual([JSON.stringify(body), 422]);
      expect(r.json().errors).toHaveProperty([field]);
    }
    expect(dataOf(await call()('GET', '/api/crm/availability', cookie))).toEqual(before);
  });

  test('a colleague’s hours: managers may read and set them, agents 403, another company 404', async () => {
    expect((await call()('GET', `/api/crm/availability?agentId=${who.b.id}`, await as(who.broker))).status).toBe(200);
    expect((await call()('GET', `/api/crm/availability?agentId=${who.b.id}`, await as(who.a))).status).toBe(403);
    expect((await call()('PUT', `/api/crm/availability?agentId=${who.b.id}`, await as(who.lender), { weekly: [], daysOff: [] })).status).toBe(403);
    expect((await call()('GET', `/api/crm/availability?agentId=${who.b.id}`, await as(who.broker2), undefined, TENANT_2)).status).toBe(404);
    expect((await call()('GET', `/api/crm/availability?agentId=abc`, await as(who.broker))).status).toBe(400);
    expect((await call()('GET', `/api/crm/availability?agentId=99999999999`, await as(who.broker))).status).toBe(400);
    expect((await call()('GET', '/api/crm/availability', null)).status).toBe(401);
  });
});

const showingIds = { first: 0 };

describe('showings: POST /api/crm/showings and PATCH /api/crm/showings/{id}', () => {
  test('A books a showing for their lead in their hours: 201, on the calendar, the timeline says so', async () => {
    const tuesday = nextWeekday(2);
    const r = await call()('POST', '/api/crm/showings', await as(who.a), { leadId: lead.one, propertyId: listing.id, start: at(tuesday, 10) });
    expect(r.status).toBe(201);
    const showing = dataOf(r);
    expect(showing).toMatchObject({ leadId: lead.one, propertyId: listing.id, agentId: who.a.id, start: at(tuesday, 10), status: 'confirmed' });
    showingIds.first = showing.id;
    const events = dataOf<Json[]>(await calendar(who.a, range()));
    expect(events.find((e) => e.kind === 'showing' && e.id === showing.id)).toMatchObject({ start: at(tuesday, 10), lead: { id: lead.one, name: 'Olive One' }, property: { id: listing.id }, editable: true });
    const timeline = dataOf<Json[]>(await call()('GET', `/api/crm/leads/${lead.one}/activities`, await as(who.a)));
    expect(timeline[0]).toMatchObject({ type: 'lead-request-showing', data: { showingId: showing.id, requestedFor: at(tuesday, 10), scheduledBy: who.a.id } });
    // /schedule no longer offers the slot.
    expect((await slotsOf(who.a.id, tuesday)).find((s) => s.start === at(tuesday, 10))?.available).toBe(false);
  });

  test('taken, outside hours, a day off, past, too far ahead or off the half hour: 409/422 naming start, nothing written', async () => {
    const cookie = await as(who.a);
    const tuesday = nextWeekday(2);
    const count = async () => dataOf<Json[]>(await calendar(who.a, `from=${dayAhead(-1)}&to=${dayAhead(60)}`)).filter((e) => e.kind === 'showing').length;
    const before = await count();
    const cases: [string, number][] = [
      [at(tuesday, 10), 409],
      [at(tuesday, 12), 422], // lunch
      [at(tuesday, 18), 422], // after hours
      [at(nextWeekday(0), 10), 422], // Sunday
      [at(nextWeekday(3), 10), 422], // day off
      [at(tuesday, 10, 15), 422],
      [new Date(Date.now() - 3_600_000).toISOString(), 422],
      [new Date(Date.now() + 90 * 86_400_000).toISOString(), 422],
    ];
    for (const [start, status] of cases) {
      const r = await call()('POST', '/api/crm/showings', cookie, { leadId: lead.one, propertyId: listing.id, start });
      expect([start, r.status]).toEqual([start, status]);
      expect(r.json().errors).toHaveProperty('start');
    }
    expect(await count()).toBe(before);
  });

  test('bad bodies are 422 naming the field; a lead outside one’s view or of another company is 404', async () => {
    const cookie = await as(who.a);
    const start = at(nextWeekday(4), 11);
    const bad: [unknown, string][] = [
      [{ propertyId: listing.id, start }, 'leadId'],
      [{ leadId: lead.one, start }, 'propertyId'],
      [{ leadId: lead.one, propertyId: listing.id }, 'start'],
      [{ leadId: lead.one, propertyId: listing.id, start: 'tomorrow' }, 'start'],
      [{ leadId: 2_147_483_648, propertyId: listing.id, start }, 'leadId'],
      [{ leadId: lead.one, propertyId: 2_147_483_648, start }, 'propertyId'],
      [{ leadId: lead.one, propertyId: 99_999_999, start }, 'propertyId'],
    ];
    for (const [body, field] of bad) {
      const r = await call()('POST', '/api/crm/showings', cookie, body);
      expect([JSON.stringify(body), r.status]).toEqual([JSON.stringify(body), 422]);
      expect(r.json().errors).toHaveProperty([field]);
    }
    if (listing.other) expect((await call()('POST', '/api/crm/showings', cookie, { leadId: lead.one, propertyId: listing.other, start })).status).toBe(422);
    expect((await call()('POST', '/api/crm/showings', cookie, { leadId: lead.two, propertyId: listing.id, start })).status).toBe(404); // B's lead
    expect((await call()('POST', '/api/crm/showings', await as(who.lender), { leadId: lead.two, propertyId: listing.id, start })).status).toBe(404);
    expect((await call()('POST', '/api/crm/showings', await as(who.broker2), { leadId: lead.one, propertyId: listing.id, start }, TENANT_2)).status).toBe(404);
    expect((await call()('POST', '/api/crm/showings', cookie, { leadId: lead.other, propertyId: listing.id, start })).status).toBe(404);
    // Booking with a colleague: managers only; lenders show no homes.
    expect((await call()('POST', '/api/crm/showings', cookie, { leadId: lead.one, propertyId: listing.id, start, agentId: who.b.id })).status).toBe(403);
    expect((await call()('POST', '/api/crm/showings', await as(who.lender), { leadId: lead.one, propertyId: listing.id, start })).json().errors).toHaveProperty('agentId');
    expect((await call()('POST', '/api/crm/showings', await as(who.broker), { leadId: lead.one, propertyId: listing.id, start, agentId: who.lender.id })).status).toBe(422);
    expect((await call()('POST', '/api/crm/showings', await as(who.broker), { leadId: lead.one, propertyId: listing.id, start, agentId: who.broker2.id })).status).toBe(422);
    const r = await call()('POST', '/api/crm/showings', await as(who.broker), { leadId: lead.two, propertyId: listing.id, start, agentId: who.b.id });
    expect(r.status).toBe(201);
    expect(dataOf(r)).toMatchObject({ agentId: who.b.id });
  });

  test('moving: into a free slot writes `from`; onto a taken or closed time 409/422 and it stays; others 403/404', async () => {
    const cookie = await as(who.a);
    const tuesday = nextWeekday(2);
    const second = dataOf(await call()('POST', '/api/crm/showings', cookie, { leadId: lead.one, propertyId: listing.id, start: at(tuesday, 14) }));
    const moved = await call()('PATCH', `/api/crm/showings/${showingIds.first}`, cookie, { start: at(tuesday, 15, 30) });
    expect(moved.status).toBe(200);
    expect(dataOf(moved)).toMatchObject({ start: at(tuesday, 15, 30) });
    const timeline = dataOf<Json[]>(await call()('GET', `/api/crm/leads/${lead.one}/activities`, cookie));
    expect(timeline[0]).toMatchObject({ type: 'lead-request-showing', data: { showingId: showingIds.first, from: at(tuesday, 10), requestedFor: at(tuesday, 15, 30) } });
    const onto = await call()('PATCH', `/api/crm/showings/${showingIds.first}`, cookie, { start: at(tuesday, 14) });
    expect(onto.status).toBe(409);
    expect(onto.json().errors).toHaveProperty('start');
    expect((await call()('PATCH', `/api/crm/showings/${showingIds.first}`, cookie, { start: at(tuesday, 12, 30) })).status).toBe(422);
    const event = dataOf<Json[]>(await calendar(who.a, range())).find((e) => e.kind === 'showing' && e.id === showingIds.first);
    expect(event?.start).toBe(at(tuesday, 15, 30));
    // Cancelling frees the slot; the same time again is fine; bad input.
    expect(dataOf(await call()('PATCH', `/api/crm/showings/${second.id}`, cookie, { status: 'cancelled' }))).toMatchObject({ status: 'cancelled' });
    expect((await call()('PATCH', `/api/crm/showings/${showingIds.first}`, cookie, { start: at(tuesday, 14) })).status).toBe(200);
    expect((await call()('PATCH', `/api/crm/showings/${showingIds.first}`, cookie, {})).status).toBe(422);
    expect((await call()('PATCH', `/api/crm/showings/${showingIds.first}`, cookie, { status: 'lost' })).json().errors).toHaveProperty('status');
    for (const id of ['abc', '0', '99999999999', '99999999']) expect((await call()('PATCH', `/api/crm/showings/${id}`, cookie, { status: 'done' })).status).toBe(404);
    expect((await call()('PATCH', `/api/crm/showings/${showingIds.first}`, await as(who.b), { status: 'done' })).status).toBe(404); // not B's lead
    expect((await call()('PATCH', `/api/crm/showings/${showingIds.first}`, await as(who.broker2), { status: 'done' }, TENANT_2)).status).toBe(404);
    expect((await call()('PATCH', `/api/crm/showings/${showingIds.first}`, await as(who.lender), { status: 'done' })).status).toBe(403); // sees the lead, not the showing's agent
    expect((await call()('PATCH', `/api/crm/showings/${showingIds.first}`, await as(who.broker), { status: 'done' })).status).toBe(200);
  });
});

describe('GET /api/crm/calendar', () => {
  test('showings, to-dos and open houses of the caller; a to-do moves through PATCH /api/crm/todos/{id}', async () => {
    const cookie = await as(who.a);
    const added = await call()('POST', `/api/crm/leads/${lead.one}/todos`, cookie, { title: 'Send comps', dueAt: at(2, 11) });
    expect(added.status).toBe(201);
    const todoId = dataOf(added).data.todoId as number;
    const events = dataOf<Json[]>(await calendar(who.a, range()));
    expect(events.map((e) => e.kind).sort()).toEqual(expect.arrayContaining(['open-house', 'showing', 'todo']));
    expect(events.find((e) => e.kind === 'todo' && e.id === todoId)).toMatchObject({ start: at(2, 11), lead: { id: lead.one }, status: 'open', editable: true });
    expect(events.find((e) => e.kind === 'open-house')).toMatchObject({ id: listing.openHouse, property: { id: listing.id }, lead: null, editable: false });
    // Sorted by start.
    expect(events.map((e) => e.start)).toEqual([...events.map((e) => e.start)].sort());
    expect((await call()('PATCH', `/api/crm/todos/${todoId}`, cookie, { dueAt: at(3, 9) })).status).toBe(200);
    expect(dataOf<Json[]>(await calendar(who.a, range())).find((e) => e.kind === 'todo' && e.id === todoId)?.start).toBe(at(3, 9));
    // B sees none of A's.
    expect(dataOf<Json[]>(await calendar(who.b, range())).some((e) => e.agentId === who.a.id)).toBe(false);
  });

  test('a colleague’s calendar: managers yes, agents 403, another company 404', async () => {
    const forBroker = dataOf<Json[]>(await calendar(who.broker, `${range()}&agentId=${who.a.id}`));
    expect(forBroker.some((e) => e.kind === 'showing')).toBe(true);
    expect((await calendar(who.a, `${range()}&agentId=${who.b.id}`)).status).toBe(403);
    expect((await calendar(who.lender, `${range()}&agentId=${who.a.id}`)).status).toBe(403);
    expect((await calendar(who.broker2, `${range()}&agentId=${who.a.id}`, TENANT_2)).status).toBe(404);
    expect((await calendar(who.a, `${range()}&agentId=${who.a.id}`)).status).toBe(200);
    expect((await call()('GET', `/api/crm/calendar?${range()}`, null)).status).toBe(401);
  });

  test('bad ranges are 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['to=2026-12-01', 'from'],
      ['from=2026-12-01', 'to'],
      ['from=2026-12-01&to=2026-11-01', 'to'],
      ['from=2026-12-01&to=2026-12-01', 'to'],
      ['from=2026-01-01&to=2026-06-01', 'to'],
      ['from=yesterday&to=2026-12-01', 'from'],
      ['from=2026-02-30&to=2026-03-05', 'from'],
      ['from=2026-12-01T00:00:00&to=2026-12-05', 'from'],
      ['from=0000-01-01T00:00:00Z&to=2026-12-05', 'from'],
      ['from=2026-12-01&to=2026-12-05&agentId=-1', 'agentId'],
      ['from=2026-12-01&to=2026-12-05&agentId=2147483648', 'agentId'],
    ];
    for (const [query, field] of cases) {
      const r = await calendar(who.a, query);
      expect([query, r.status]).toEqual([query, 400]);
      expect(r.json().errors).toHaveProperty([field]);
    }
    expect((await calendar(who.a, 'from=2026-12-01T00:00:00-05:00&to=2026-12-08T00:00:00-05:00')).status).toBe(200);
  });
});

describe('the iCalendar feed', () => {
  test('a secret address per agent: RFC 5545 events without a session; regenerating kills the old address', async () => {
    const cookie = await as(who.a);
    const feed = dataOf(await call()('GET', '/api/crm/calendar/feed', cookie));
    expect(feed.path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(dataOf(await call()('GET', '/api/crm/calendar/feed', cookie)).path).toBe(feed.path); // stable
    const r = await server.request(feed.path);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/calendar/);
    expect(r.headers['cache-control']).toMatch(/private/);
    const vcalendar = new ICAL.Component(ICAL.parse(r.text));
    const vevents = vcalendar.getAllSubcomponents('vevent');
    const events = dataOf<Json[]>(await calendar(who.a, `from=${dayAhead(0)}&to=${dayAhead(56)}`));
    expect(vevents.length).toBeGreaterThanOrEqual(events.length);
    const showing = vevents.find((v) => String(v.getFirstPropertyValue('uid')).startsWith(`showing-${showingIds.first}@`));
    expect(showing).toBeDefined();
    const start = showing!.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe(events.find((e) => e.kind === 'showing' && e.id === showingIds.first)!.start);
    expect(String(showing!.getFirstPropertyValue('summary'))).toContain('Olive One');
    // Another company's host does not know the token; nor does the feed of a made-up token.
    expect((await server.request(feed.path, { host: TENANT_2 })).status).toBe(404);
    expect((await server.request('/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
    expect((await server.request('/api/calendar/short.ics')).status).toBe(404);
    expect((await server.request(feed.path.replace('.ics', ''))).status).toBe(404);
    const fresh = await call()('POST', '/api/crm/calendar/feed', cookie);
    expect(fresh.status).toBe(200);
    expect(dataOf(fresh).path).not.toBe(feed.path);
    expect((await server.request(feed.path)).status).toBe(404);
    expect((await server.request(dataOf(fresh).path)).status).toBe(200);
    // B's feed shows none of A's showings.
    const bFeed = dataOf(await call()('GET', '/api/crm/calendar/feed', await as(who.b)));
    expect((await server.request(bFeed.path)).text).not.toContain(`showing-${showingIds.first}@`);
    expect((await call()('POST', '/api/crm/calendar/feed', null)).status).toBe(401);
  });
});
