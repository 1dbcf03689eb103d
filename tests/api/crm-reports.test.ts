import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, type Json } from './fixtures';
import { startServer, type TestServer } from './server';

/**
 * GET /api/crm/reports/{name} (issue 15 item 7): each report's figures on a small known data
 * set, the scopes per role and company, CSV shape and escaping, and bad input.
 *
 * prepare() gives company 1 a broker, agents A and C and a lender, and leads in February 2021
 * (a range the seed never reaches, so the figures are exactly these):
 * - L1 A's, Zillow, 2021-02-01 10:00 EST, A calls after 2 min (an auto-call at 10 s is the system's);
 *   A moves it to appointment on 02-03.
 * - L2 A's, Zillow, 02-02, A texts after 30 min; appointment 02-04, then lost 02-10 (still converted).
 * - L3 C's, Referral, 02-03, C e-mails after 2 h; an opportunity-board `stage` to closed (not the lead's).
 * - L4 the pond's, Referral, 02-09, never contacted.
 * - L5 C's with the lender, Zillow, 02-10, C calls after 2 days; closed 02-12.
 * - L6 A's, arrived 2021-01-20, A calls on 02-05 (counts for A's work, not for the range's leads).
 * Company 2's broker has one Zillow lead of 02-05. In June 2021, three leads whose sources are
 * a formula, a minus sign and text with a comma and quotes test the CSV.
 */
let server: TestServer;
const ids = { broker: 0, a: 0, c: 0, lender: 0, foreign: 0, l1: 0, l2: 0, l3: 0, l4: 0, l5: 0, l6: 0, p1: 0, p2: 0 };
const cookies = { broker: '', a: '', c: '', lender: '', foreign: '' };
const RANGE = 'from=2021-02-01&to=2021-02-14';

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const one = await rows<{ id: number }>(db, sql`select id from agents where company_id = 1 and is_active order by (type = 'broker') desc, id limit 4`);
      [ids.broker, ids.a, ids.c, ids.lender] = one.map((r) => r.id) as [number, number, number, number];
      await db.execute(sql`update agents set type = 'broker', is_admin = false where id = ${ids.broker}`);
      await db.execute(sql`update agents set type = 'agent', is_admin = false, first_name = 'Alice', last_name = 'Agent' where id = ${ids.a}`);
      await db.execute(sql`update agents set type = 'agent', is_admin = false, first_name = 'Carl', last_name = 'Closer' where id = ${ids.c}`);
      await db.execute(sql`update agents set type = 'lender', is_admin = false where id = ${ids.lender}`);
      const [foreign] = await rows<{ id: number }>(db, sql`select id from agents where company_id = 2 and is_active order by id limit 1`);
      ids.foreign = foreign!.id;
      await db.execute(sql`update agents set type = 'broker', is_admin = false where id = ${ids.foreign}`);
      const lead = async (company: number, email: string, stage: string, buyer: number | null, lender: number | null, source: string, createdAt: string) =>
        (await rows<{ id: number }>(db, sql`
          insert into leads (company_id, first_name, last_name, email, stage, buyer_agent_id, lender_id, source, created_at)
          values (${company}, 'Report', 'Lead', ${email}, ${stage}, ${buyer}, ${lender}, ${source}, ${createdAt}) returning id`))[0]!.id;
      ids.l1 = await lead(1, 'r1@reports.test', 'appointment', ids.a, null, 'Zillow', '2021-02-01T15:00:00Z');
      ids.l2 = await lead(1, 'r2@reports.test', 'lost', ids.a, null, 'Zillow', '2021-02-02T15:00:00Z');
      ids.l3 = await lead(1, 'r3@reports.test', 'contacted', ids.c, null, 'Referral', '2021-02-03T15:00:00Z');
      ids.l4 = await lead(1, 'r4@reports.test', 'new', null, null, 'Referral', '2021-02-09T15:00:00Z');
      ids.l5 = await lead(1, 'r5@reports.test', 'closed', ids.c, ids.lender, 'Zillow', '2021-02-10T15:00:00Z');
      ids.l6 = await lead(1, 'r6@reports.test', 'contacted', ids.a, null, 'Website sign-up', '2021-01-20T15:00:00Z');
      const f1 = await lead(2, 'f1@reports.test', 'new', ids.foreign, null, 'Zillow', '2021-02-05T15:00:00Z');
      await lead(1, 'csv1@reports.test', 'new', ids.a, null, '=HYPERLINK("http://evil.example","x")', '2021-06-01T15:00:00Z');
      await lead(1, 'csv2@reports.test', 'new', ids.a, null, '-2+3', '2021-06-01T16:00:00Z');
      await lead(1, 'csv3@reports.test', 'new', ids.a, null, 'Open house, "Main St"', '2021-06-01T17:00:00Z');
      const act = (company: number, leadId: number, agent: number | null, type: string, at: string, data: Json = {}) =>
        db.execute(sql`insert into activities (company_id, lead_id, agent_id, type, data, occurred_at) values (${company}, ${leadId}, ${agent}, ${type}, ${JSON.stringify(data)}::jsonb, ${at})`);
      await act(1, ids.l1, null, 'auto-call', '2021-02-01T15:00:10Z');
      await act(1, ids.l1, ids.a, 'call-added', '2021-02-01T15:02:00Z', { outcome: 'connected', durationSeconds: 60 });
      await act(1, ids.l1, ids.a, 'stage', '2021-02-03T15:00:00Z', { from: 'new', to: 'appointment' });
      await act(1, ids.l2, null, 'email-open', '2021-02-02T15:01:00Z');
      await act(1, ids.l2, ids.a, 'text', '2021-02-02T15:30:00Z', { body: 'Hi' });
      await act(1, ids.l2, ids.a, 'stage', '2021-02-04T15:00:00Z', { from: 'contacted', to: 'appointment' });
      await act(1, ids.l2, ids.a, 'stage', '2021-02-10T15:00:00Z', { from: 'appointment', to: 'lost' });
      await act(1, ids.l3, ids.c, 'email', '2021-02-03T17:00:00Z', { subject: 'Hello', body: 'Hi' });
      await act(1, ids.l3, ids.c, 'stage', '2021-02-05T15:00:00Z', { from: 'new', to: 'closed', opportunityId: 7 });
      await act(1, ids.l5, ids.c, 'call-added', '2021-02-12T15:00:00Z', { outcome: 'no-answer', durationSeconds: 0 });
      await act(1, ids.l5, ids.c, 'stage', '2021-02-12T16:00:00Z', { from: 'contacted', to: 'closed' });
      await act(1, ids.l6, ids.a, 'call-added', '2021-02-05T15:00:00Z', { outcome: 'connected', durationSeconds: 30 });
      await act(2, f1, ids.foreign, 'call-added', '2021-02-05T15:01:00Z', { outcome: 'connected', durationSeconds: 30 });
      const props = await rows<{ id: number }>(db, sql`select id from properties order by id limit 2`);
      [ids.p1, ids.p2] = props.map((p) => p.id) as [number, number];
      const view = (company: number, leadId: number, property: number, count: number) =>
        db.execute(sql`insert into viewed_properties (company_id, lead_id, property_id, first_viewed_at, last_viewed_at, views_count) values (${company}, ${leadId}, ${property}, '2021-02-05T12:00:00Z', '2021-02-05T12:00:00Z', ${count})`);
      await view(1, ids.l1, ids.p1, 3);
      await view(1, ids.l2, ids.p1, 1);
      await view(1, ids.l4, ids.p2, 2);
      await view(2, f1, ids.p1, 9);
      await db.execute(sql`insert into favourites (company_id, lead_id, property_id, created_at) values (1, ${ids.l1}, ${ids.p1}, '2021-02-06T12:00:00Z')`);
      await db.execute(sql`insert into questions (company_id, lead_id, property_id, message, created_at) values (1, ${ids.l3}, ${ids.p2}, 'Is it available?', '2021-02-07T12:00:00Z')`);
      await db.execute(sql`insert into showing_requests (company_id, lead_id, property_id, requested_for, created_at) values (1, ${ids.l5}, ${ids.p1}, '2021-02-09T15:00:00Z', '2021-02-08T12:00:00Z')`);
    },
  });
  const claims = (id: number, type: 'agent' | 'broker' | 'lender', companyId = 1) => seededAgentCookie({ id, companyId, type, isAdmin: false });
  cookies.broker = await claims(ids.broker, 'broker');
  cookies.a = await claims(ids.a, 'agent');
  cookies.c = await claims(ids.c, 'agent');
  cookies.lender = await claims(ids.lender, 'lender');
  cookies.foreign = await claims(ids.foreign, 'broker', 2);
}, 240_000);
afterAll(() => server?.stop());

const get = (path: string, cookie: string, host?: string) => server.request(path, { host, headers: { cookie } });
const report = async (name: string, query: string, cookie = cookies.broker, host?: string) => {
  const r = await get(`/api/crm/reports/${name}?${query}`, cookie, host);
  expect([name, query, r.status, r.status === 200 ? '' : r.text]).toEqual([name, query, 200, '']);
  return r.json<{ data: Json }>().data;
};

describe('lead sources', () => {
  test('per source: leads, contacted, converted (appointment or beyond, by stage now or on the timeline)', async () => {
    const data = await report('sources', RANGE);
    expect(data).toEqual({
      range: { from: '2021-02-01', to: '2021-02-14' },
      rows: [
        { source: 'Zillow', leads: 3, contacted: 3, converted: 3 },
        { source: 'Referral', leads: 2, contacted: 1, converted: 0 },
      ],
    });
  });

  test('an agent sees their own leads and the pond; a lender theirs; another company its own', async () => {
    expect((await report('sources', RANGE, cookies.a)).rows).toEqual([
      { source: 'Zillow', leads: 2, contacted: 2, converted: 2 },
      { source: 'Referral', leads: 1, contacted: 0, converted: 0 },
    ]);
    expect((await report('sources', RANGE, cookies.lender)).rows).toEqual([{ source: 'Zillow', leads: 1, contacted: 1, converted: 1 }]);
    expect((await report('sources', RANGE, cookies.foreign, TENANT_2)).rows).toEqual([{ source: 'Zillow', leads: 1, contacted: 1, converted: 0 }]);
  });

  test('a manager narrows to one agent', async () => {
    expect((await report('sources', `${RANGE}&agentId=${ids.c}`)).rows).toEqual([
      { source: 'Referral', leads: 1, contacted: 1, converted: 0 },
      { source: 'Zillow', leads: 1, contacted: 1, converted: 1 },
    ]);
  });
});

describe('speed to first contact', () => {
  test('median, 90th percentile and shares over the leads that arrived; per buyer agent and the pond', async () => {
    const data = await report('speed', RANGE);
    // Seconds 120, 1,800, 7,200, 172,800 and one never contacted.
    expect(data.summary).toEqual({ leads: 5, contacted: 4, medianSeconds: 4500, p90Seconds: 123120, within5m: 0.2, within1h: 0.4, within1d: 0.6 });
    expect(data.rows).toEqual([
      { agentId: ids.a, agentName: 'Alice Agent', leads: 2, contacted: 2, medianSeconds: 960, p90Seconds: 1632, within5m: 0.5, within1h: 1, within1d: 1 },
      { agentId: ids.c, agentName: 'Carl Closer', leads: 2, contacted: 2, medianSeconds: 90000, p90Seconds: 156240, within5m: 0, within1h: 0, within1d: 0.5 },
      { agentId: null, agentName: 'Pond (no agent)', leads: 1, contacted: 0, medianSeconds: null, p90Seconds: null, within5m: 0, within1h: 0, within1d: 0 },
    ]);
  });

  test('an agent’s figures are over their leads and the pond', async () => {
    const data = await report('speed', RANGE, cookies.a);
    expect(data.summary).toMatchObject({ leads: 3, contacted: 2, medianSeconds: 960 });
    expect(data.rows.map((r: Json) => r.agentId)).toEqual([ids.a, null]);
  });
});

describe('conversion by stage', () => {
  test('leads reaching each stage per week (Monday, New York), opportunity moves left out', async () => {
    const data = await report('conversion', RANGE);
    expect(data.interval).toBe('week');
    expect(data.stages).toEqual(['new', 'attempted', 'contacted', 'nurture', 'appointment', 'active', 'under_contract', 'closed', 'lost']);
    const zero = { attempted: 0, contacted: 0, nurture: 0, active: 0, under_contract: 0 };
    expect(data.rows).toEqual([
      { period: '2021-02-01', ...zero, new: 3, appointment: 2, closed: 0, lost: 0 },
      { period: '2021-02-08', ...zero, new: 2, appointment: 0, closed: 1, lost: 1 },
    ]);
  });

  test('a long range is by month, every month present', async () => {
    const data = await report('conversion', 'from=2021-01-01&to=2021-06-30');
    expect(data.interval).toBe('month');
    expect(data.rows.map((r: Json) => [r.period, r.new])).toEqual([['2021-01', 1], ['2021-02', 5], ['2021-03', 0], ['2021-04', 0], ['2021-05', 0], ['2021-06', 3]].map(([p, n]) => [`${p}-01`, n]));
  });
});

describe('agent leaderboard', () => {
  const alice = () => ({ agentId: ids.a, agentName: 'Alice Agent', leadsAssigned: 2, contacted: 3, calls: 2, texts: 1, emails: 0, appointments: 2, closed: 0, medianFirstContactSeconds: 960 });
  const carl = () => ({ agentId: ids.c, agentName: 'Carl Closer', leadsAssigned: 2, contacted: 2, calls: 1, texts: 0, emails: 1, appointments: 0, closed: 1, medianFirstContactSeconds: 90000 });

  test('a manager sees every active agent, the one with most closed first', async () => {
    const { rows: board } = await report('leaderboard', RANGE);
    expect(board.slice(0, 2)).toEqual([carl(), alice()]);
    expect(board.length).toBeGreaterThan(2);
    expect(board.slice(2).every((r: Json) => r.calls === 0 && r.closed === 0)).toBe(true);
    expect((await report('leaderboard', `${RANGE}&agentId=${ids.a}`)).rows).toEqual([alice()]);
  });

  test('anyone else sees only themselves', async () => {
    expect((await report('leaderboard', RANGE, cookies.a)).rows).toEqual([alice()]);
    expect((await report('leaderboard', `${RANGE}&agentId=${ids.a}`, cookies.a)).rows).toEqual([alice()]);
    const lender = (await report('leaderboard', RANGE, cookies.lender)).rows;
    expect(lender).toHaveLength(1);
    expect(lender[0]).toMatchObject({ agentId: ids.lender, calls: 0 });
  });
});

describe('listing engagement', () => {
  test('leads viewing, views, favourites and questions per listing, among the leads one sees', async () => {
    const { rows: listed } = await report('engagement', RANGE);
    expect(listed).toEqual([
      { propertyId: ids.p1, address: expect.any(String), url: expect.stringMatching(new RegExp(`^/homedetails/.+/${ids.p1}$`)), viewers: 2, views: 4, favourites: 1, questions: 1 },
      { propertyId: ids.p2, address: expect.any(String), url: expect.stringMatching(/^\/homedetails\//), viewers: 1, views: 2, favourites: 0, questions: 1 },
    ]);
    expect((await report('engagement', RANGE, cookies.a)).rows.map((r: Json) => [r.propertyId, r.viewers, r.views, r.favourites, r.questions])).toEqual([
      [ids.p1, 2, 4, 1, 0],
      [ids.p2, 1, 2, 0, 0],
    ]);
    expect((await report('engagement', RANGE, cookies.foreign, TENANT_2)).rows.map((r: Json) => [r.propertyId, r.views])).toEqual([[ids.p1, 9]]);
  });
});

describe('CSV', () => {
  test('the same rows as the JSON, as an attachment', async () => {
    const r = await get(`/api/crm/reports/sources?${RANGE}&format=csv`, cookies.broker);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe('attachment; filename="sources-2021-02-01-to-2021-02-14.csv"');
    expect(r.text).toBe('Source,Leads,Contacted,Converted\r\nZillow,3,3,3\r\nReferral,2,1,0\r\n');
    const speed = await get(`/api/crm/reports/speed?${RANGE}&format=csv`, cookies.broker);
    expect(speed.text.split('\r\n')).toEqual([
      'Agent,Leads,Contacted,Median,90th percentile,Within 5 min,Within 1 h,Within 1 day',
      'Alice Agent,2,2,960,1632,0.5,1,1',
      'Carl Closer,2,2,90000,156240,0,0,0.5',
      'Pond (no agent),1,0,,,0,0,0',
      '',
    ]);
  });

  test('cells a spreadsheet would run as formulas are defused; commas and quotes are quoted', async () => {
    const r = await get('/api/crm/reports/sources?from=2021-06-01&to=2021-06-01&format=csv', cookies.broker);
    expect(r.status).toBe(200);
    const lines = r.text.split('\r\n');
    expect(lines[0]).toBe('Source,Leads,Contacted,Converted');
    expect(lines.slice(1, 4).sort()).toEqual(['"\'=HYPERLINK(""http://evil.example"",""x"")",1,0,0', '"Open house, ""Main St""",1,0,0', "'-2+3,1,0,0"].sort());
  });

  test('an export reaching beyond what one may see is refused like the JSON', async () => {
    const other = await get(`/api/crm/reports/leaderboard?${RANGE}&agentId=${ids.c}&format=csv`, cookies.a);
    expect(other.status).toBe(403);
    expect(other.headers['content-type']).toMatch(/json/);
    expect((await get(`/api/crm/reports/sources?${RANGE}&agentId=${ids.foreign}&format=csv`, cookies.broker)).status).toBe(404);
  });
});

describe('who may ask what', () => {
  test('signed out: 401; every agent type may open the reports', async () => {
    expect((await server.request('/api/crm/reports/sources')).status).toBe(401);
    for (const cookie of [cookies.broker, cookies.a, cookies.lender]) expect((await get('/api/crm/reports/sources', cookie)).status).toBe(200);
  });

  test('agentId is a manager’s filter: another agent is 403 for anyone else, an agent of no company of theirs 404', async () => {
    for (const name of ['sources', 'speed', 'conversion', 'leaderboard', 'engagement']) {
      expect([name, (await get(`/api/crm/reports/${name}?agentId=${ids.c}`, cookies.a)).status]).toEqual([name, 403]);
      expect([name, (await get(`/api/crm/reports/${name}?agentId=${ids.a}`, cookies.lender)).status]).toEqual([name, 403]);
      expect([name, (await get(`/api/crm/reports/${name}?agentId=${ids.foreign}`, cookies.broker)).status]).toEqual([name, 404]);
    }
    expect((await get(`/api/crm/reports/sources?agentId=${ids.a}`, cookies.foreign, TENANT_2)).status).toBe(404);
    expect((await get('/api/crm/reports/sources?agentId=2147483647', cookies.broker)).status).toBe(404);
  });

  test('an unknown report is 404', async () => {
    expect((await get('/api/crm/reports/secrets', cookies.broker)).status).toBe(404);
  });
});

describe('bad input: 400 naming the field, never a 5xx', () => {
  test.each([
    ['from=2021-02-30', 'from'],
    ['from=yesterday', 'from'],
    ['to=2021-13-01', 'to'],
    ['from=2021-02-14&to=2021-02-01', 'from'],
    ['from=2019-01-01&to=2021-06-01', 'from'],
    ['from=1999-12-31&to=2000-01-02', 'from'],
    ['agentId=abc', 'agentId'],
    ['agentId=99999999999', 'agentId'],
    ['agentId=-1', 'agentId'],
    ['format=xml', 'format'],
    [`from=${'9'.repeat(60)}`, 'from'],
  ])('%s', async (query, field) => {
    const r = await get(`/api/crm/reports/speed?${query}`, cookies.broker);
    expect([query, r.status]).toEqual([query, 400]);
    expect(Object.keys(r.json<{ errors: Json }>().errors)).toEqual([field]);
  });

  test('the default range is the last 30 days, today included', async () => {
    const data = await report('sources', '', cookies.broker);
    const days = (Date.parse(data.range.to) - Date.parse(data.range.from)) / 86_400_000;
    expect(days).toBe(29);
    expect((await report('sources', 'from=&to=&agentId=', cookies.broker)).range).toEqual(data.range);
  });
});
