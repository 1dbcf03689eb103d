import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { seededAgentCookie } from './fixtures';
import { startServer, type TestServer } from './server';

/**
 * /dashboard (issue 15 item 1): each agent's own showings today, the open houses of their own
 * listings today (managers: the company's agents'), new and hot leads of their view, and open
 * inbox items longest-waiting first with their age. prepare(): agents A and B of company 1, a
 * lead each, a showing and an open house each today, A's new and hot leads, two items of A's
 * lead 3 h and 30 h old; tomorrow's showing and a cancelled one today must not show.
 */
interface Agent { id: number; companyId: number; type: 'agent' | 'broker' | 'realtor' | 'lender'; isAdmin: boolean; name: string }
let server: TestServer;
const who = {} as { a: Agent; b: Agent; broker: Agent; lender: Agent };
const ids = { leadA: 0, leadB: 0, newA: 0, showA: 0, showB: 0, showTomorrow: 0, showCancelled: 0, houseA: 0, houseB: 0, itemOld: 0, itemNew: 0 };
const TZ = 'America/New_York';
const todayAt = (hour: number) => sql`(date_trunc('day', now() at time zone ${TZ}) + make_interval(hours => ${hour})) at time zone ${TZ}`;

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const agent = async (where: ReturnType<typeof sql>, skip = 0): Promise<Agent> => {
        const [row] = await rows<{ id: number; type: Agent['type']; is_admin: boolean; name: string }>(db, sql`select id, type, is_admin, first_name || ' ' || last_name as name from agents where company_id = 1 and is_active and ${where} order by id offset ${skip} limit 1`);
        if (!row) throw new Error('no such agent');
        return { id: row.id, companyId: 1, type: row.type, isAdmin: row.is_admin, name: row.name };
      };
      who.a = await agent(sql`type = 'agent' and not is_admin`);
      who.b = await agent(sql`type = 'agent' and not is_admin`, 1);
      who.broker = await agent(sql`type = 'broker'`);
      who.lender = await agent(sql`type = 'lender'`);
      // The demo seeds a day for everyone; this test counts only its own.
      await db.execute(sql`delete from showing_requests`);
      await db.execute(sql`delete from inbox_items`);
      await db.execute(sql`delete from open_houses where starts_at >= now() - interval '2 days'`);
      await db.execute(sql`update leads set hot_at = null, stage = case when stage = 'new' then 'attempted' else stage end`);
      const leads = await rows<{ id: number }>(db, sql`select id from leads where company_id = 1 and primary_lead_id is null order by id limit 3`);
      [ids.leadA, ids.leadB, ids.newA] = leads.map((l) => l.id) as [number, number, number];
      await db.execute(sql`update leads set buyer_agent_id = ${who.a.id}, listing_agent_id = null, lender_id = null, hot_at = now() - interval '1 hour' where id = ${ids.leadA}`);
      await db.execute(sql`update leads set buyer_agent_id = ${who.b.id}, listing_agent_id = null, lender_id = null, hot_at = now() - interval '2 hours' where id = ${ids.leadB}`);
      await db.execute(sql`update leads set buyer_agent_id = ${who.a.id}, listing_agent_id = null, lender_id = null, stage = 'new', created_at = now() - interval '3 hours' where id = ${ids.newA}`);
      const listings = await rows<{ id: number }>(db, sql`select p.id from properties p join mls_sources s on s.id = p.source_id where s.code = 'nfmls' and p.status = 'a' and p.property_type = 'r' order by p.id limit 2`);
      const [pa, pb] = listings.map((l) => l.id) as [number, number];
      // Feeds name the list agent: A's written with odd spacing and case still matches.
      await db.execute(sql`update properties set list_agent_full_name = ${`  ${who.a.name.toUpperCase().replace(' ', '   ')} `} where id = ${pa}`);
      await db.execute(sql`update properties set list_agent_full_name = ${who.b.name} where id = ${pb}`);
      const show = async (agentId: number, leadId: number, at: ReturnType<typeof sql>, status = 'confirmed') =>
        (await rows<{ id: number }>(db, sql`insert into showing_requests (company_id, lead_id, property_id, agent_id, requested_for, status) values (1, ${leadId}, ${pa}, ${agentId}, ${at}, ${status}) returning id`))[0]!.id;
      ids.showA = await show(who.a.id, ids.leadA, todayAt(10));
      ids.showB = await show(who.b.id, ids.leadB, todayAt(11));
      ids.showTomorrow = await show(who.a.id, ids.leadA, todayAt(24 + 10));
      ids.showCancelled = await show(who.a.id, ids.leadA, todayAt(12), 'cancelled');
      const house = async (propertyId: number, hour: number) =>
        (await rows<{ id: number }>(db, sql`insert into open_houses (property_id, starts_at, ends_at) values (${propertyId}, ${todayAt(hour)}, ${todayAt(hour + 2)}) returning id`))[0]!.id;
      ids.houseA = await house(pa, 13);
      ids.houseB = await house(pb, 14);
      const item = async (hoursAgo: number) =>
        (await rows<{ id: number }>(db, sql`insert into inbox_items (company_id, lead_id, kind, agent_id, message, created_at) values (1, ${ids.leadA}, 'question', ${who.a.id}, 'Any news?', now() - make_interval(hours => ${hoursAgo})) returning id`))[0]!.id;
      ids.itemNew = await item(3);
      ids.itemOld = await item(30);
    },
  });
}, 240_000);
afterAll(() => server?.stop());

const dashboard = async (agent: Agent) => {
  const r = await server.request('/dashboard', { headers: { cookie: `${await seededAgentCookie({ id: agent.id, companyId: 1, type: agent.type, isAdmin: agent.isAdmin })}` } });
  expect(r.status).toBe(200);
  return r.text;
};
/** The HTML of one dashboard list (by its test id), to the list's end. */
const section = (html: string, testId: string) => {
  const start = html.indexOf(`data-testid="${testId}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</ul>', start));
};
const leadLinks = (html: string) => [...html.matchAll(/href="\/lead\?id=(\d+)"/g)].map((m) => Number(m[1]));

test('an agent’s day: their showing today (not tomorrow’s, not a cancelled one), their listing’s open house, their leads', async () => {
  const html = await dashboard(who.a);
  const today = section(html, 'dashboard-today');
  expect(leadLinks(today)).toEqual([ids.leadA]);
  expect(today.match(/<strong>Open house<\/strong>/g)?.length).toBe(1);
  expect(today).toContain('10:00');
  expect(today).not.toContain('12:00 PM</time>');
  expect(leadLinks(section(html, 'dashboard-new-leads'))).toEqual([ids.newA]);
  expect(leadLinks(section(html, 'dashboard-hot-leads'))).toEqual([ids.leadA]);
  // The longest-waiting first; past a day it stands out.
  const inbox = section(html, 'dashboard-inbox');
  expect([...inbox.matchAll(/data-id="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([ids.itemOld, ids.itemNew]);
  expect([...inbox.matchAll(/data-testid="inbox-age"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['1 day', '3 hours']);
  expect(inbox).toMatch(/data-long="1"[^>]*>1 day</);
  // Every section opens its full screen.
  for (const href of ['/calendar', '/inbox', '/leads?stage=new', '/leads?hot=1']) expect(html).toContain(`href="${href.replace('&', '&amp;')}"`);
  expect(html).not.toContain('data-testid="team-figures"');
});

test('another agent sees only theirs; a broker sees their own showings and the company’s open houses; a lender sees none of it', async () => {
  const b = await dashboard(who.b);
  expect(leadLinks(section(b, 'dashboard-today'))).toEqual([ids.leadB]);
  expect(section(b, 'dashboard-inbox')).toBe('');
  expect(leadLinks(section(b, 'dashboard-hot-leads'))).toEqual([ids.leadB]);
  const broker = await dashboard(who.broker);
  const today = section(broker, 'dashboard-today');
  expect(leadLinks(today)).toEqual([]);
  expect(today.match(/<strong>Open house<\/strong>/g)?.length).toBe(2);
  expect(leadLinks(section(broker, 'dashboard-hot-leads'))).toEqual([ids.leadA, ids.leadB]);
  expect(broker).toContain('data-testid="team-figures"');
  expect(broker).toContain('leads untouched for 24 h');
  const lender = await dashboard(who.lender);
  expect(section(lender, 'dashboard-today')).toBe('');
  expect(section(lender, 'dashboard-hot-leads')).toBe('');
});
