import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, type Json } from './fixtures';
import { caller, dataOf } from './lead-helpers';
import { startServer, type TestServer } from './server';

/**
 * /featured-listings (issue 15 item 5): managers (brokers, admins) choose and order the listings
 * the home page features; the home page shows them in that order, filled up from the old rule.
 * Agents, realtors and lenders: 403. An id that is not a listing company 1's site shows for sale
 * (another company's feed, sold, unknown): 422 naming propertyIds, nothing written.
 */
interface Agent { id: number; companyId: number; type: 'agent' | 'broker' | 'realtor' | 'lender'; isAdmin: boolean }
let server: TestServer;
const who = {} as { broker: Agent; admin: Agent; agent: Agent; realtor: Agent; lender: Agent; broker2: Agent };
const ids = { forSale: [] as number[], sold: 0, keptSold: 0, otherFeed: 0, firstOnly: 0, mls: '', address: '' };

async function agentOf(db: Parameters<typeof rows>[0], companyId: number, where: ReturnType<typeof sql>): Promise<Agent> {
  const [row] = await rows<{ id: number; type: Agent['type']; is_admin: boolean }>(db, sql`select id, type, is_admin from agents where company_id = ${companyId} and is_active and ${where} order by id limit 1`);
  if (!row) throw new Error('no such agent');
  return { id: row.id, companyId, type: row.type, isAdmin: row.is_admin };
}

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      who.broker = await agentOf(db, 1, sql`type = 'broker' and not is_admin`).catch(() => agentOf(db, 1, sql`type = 'broker'`));
      who.agent = await agentOf(db, 1, sql`type = 'agent' and not is_admin`);
      who.realtor = await agentOf(db, 1, sql`type = 'realtor' and not is_admin`);
      who.lender = await agentOf(db, 1, sql`type = 'lender' and not is_admin`);
      who.broker2 = await agentOf(db, 2, sql`type = 'broker'`);
      // An admin who is not a broker: managers are brokers and admins.
      who.admin = { ...who.agent, isAdmin: true };
      await db.execute(sql`update agents set is_admin = true where id = ${who.agent.id}`);
      who.agent = await agentOf(db, 1, sql`type = 'agent' and not is_admin`);
      const sold = await rows<{ id: number }>(db, sql`select p.id from properties p join mls_sources s on s.id = p.source_id where s.code = 'nfmls' and p.status = 's' order by p.id limit 2`);
      ids.sold = sold[0]!.id;
      // Chosen before it sold: it stays in the list until a manager removes it.
      ids.keptSold = sold[1]!.id;
      await db.execute(sql`insert into featured_listings (company_id, property_id, position) values (1, ${ids.keptSold}, 99)`);
      // Company 2's site shows duplexes of its feed, company 1's does not; company 1's other feed is its own.
      ids.otherFeed = (await rows<{ id: number }>(db, sql`select p.id from properties p join mls_sources s on s.id = p.source_id where s.code = 'eemls' and p.status = 'a' and p.property_type = 'dplx' order by p.id limit 1`))[0]?.id ?? 0;
      ids.firstOnly = (await rows<{ id: number }>(db, sql`select p.id from properties p join mls_sources s on s.id = p.source_id where s.code = 'nfmls' and p.status = 'a' and p.property_type = 'r' order by p.id limit 1`))[0]!.id;
    },
  });
}, 240_000);
afterAll(() => server?.stop());

const call = () => caller(server);
const as = async (agent: Agent) => ({ cookie: await seededAgentCookie({ id: agent.id, companyId: agent.companyId, type: agent.type, isAdmin: agent.isAdmin }) });
const host = (agent: Agent) => (agent.companyId === 2 ? TENANT_2 : undefined);
const get = async (agent: Agent) => call()('GET', '/api/crm/featured-listings', await as(agent), undefined, host(agent));
const put = async (agent: Agent, body: unknown) => call()('PUT', '/api/crm/featured-listings', await as(agent), body, host(agent));
const chosen = async (agent: Agent) => dataOf<{ listings: Json[] }>(await get(agent)).listings.map((l) => l.id as number);

function cardsOf(html: string, section: string): number[] {
  const start = html.indexOf(`data-testid="${section}"`);
  if (start < 0) return [];
  const body = html.slice(start, html.indexOf('</section>', start));
  return [...body.matchAll(/data-testid="property-card" data-id="(\d+)"/g)].map((m) => Number(m[1]));
}

describe('who may use it', () => {
  test('brokers and admins read the list (six seeded, one kept off market); agents, realtors and lenders get 403; visitors 401', async () => {
    const seeded = await chosen(who.broker);
    expect(seeded.length).toBe(7);
    expect(seeded.at(-1)).toBe(ids.keptSold);
    expect(await chosen(who.admin)).toEqual(seeded);
    for (const agent of [who.agent, who.realtor, who.lender]) {
      expect((await get(agent)).status).toBe(403);
      expect((await put(agent, { propertyIds: [] })).status).toBe(403);
      // The role check comes first: bad input from someone who may not use the call is still 403.
      expect((await put(agent, { propertyIds: 'x' })).status).toBe(403);
      expect((await call()('GET', '/api/crm/featured-listings/candidates?q=main', await as(agent))).status).toBe(403);
    }
    expect((await call()('GET', '/api/crm/featured-listings', null)).status).toBe(401);
    // Company 2 has a list of its own (the feed they share may put a listing on both).
    expect(await chosen(who.broker2)).not.toEqual(seeded);
  });
});

describe('candidates: listings for sale on the site, by address, MLS # or city', () => {
  test('finds by city, MLS # and address; under two characters finds nothing', async () => {
    const byCity = dataOf<Json[]>(await call()('GET', '/api/crm/featured-listings/candidates?q=Riverhead', await as(who.broker)));
    expect(byCity.length).toBeGreaterThan(1);
    for (const l of byCity) expect(l).toMatchObject({ onSite: true });
    ids.forSale = byCity.map((l) => l.id as number);
    ids.mls = byCity[0]!.mlsNumber;
    ids.address = byCity[1]!.address;
    const byMls = dataOf<Json[]>(await call()('GET', `/api/crm/featured-listings/candidates?q=${ids.mls}`, await as(who.broker)));
    expect(byMls[0]).toMatchObject({ id: byCity[0]!.id });
    const street = ids.address.split(',')[0]!;
    const byAddress = dataOf<Json[]>(await call()('GET', `/api/crm/featured-listings/candidates?q=${encodeURIComponent(street)}`, await as(who.broker)));
    expect(byAddress.map((l) => l.id)).toContain(byCity[1]!.id);
    expect(dataOf<Json[]>(await call()('GET', '/api/crm/featured-listings/candidates?q=R', await as(who.broker)))).toEqual([]);
    expect(dataOf<Json[]>(await call()('GET', '/api/crm/featured-listings/candidates?q=%25%25', await as(who.broker)))).toEqual([]);
    expect((await call()('GET', `/api/crm/featured-listings/candidates?q=${'x'.repeat(201)}`, await as(who.broker))).status).toBe(400);
  });
});

describe('saving', () => {
  test('bad input is 422 naming propertyIds, and nothing changes', async () => {
    const before = await chosen(who.broker);
    const bad: unknown[] = [
      {}, { propertyIds: 'x' }, { propertyIds: [1.5] }, { propertyIds: [0] }, { propertyIds: [-3] }, { propertyIds: [2 ** 31] }, { propertyIds: ['12'] },
      { propertyIds: [ids.forSale[0], ids.forSale[0]] }, { propertyIds: Array.from({ length: 25 }, (_, i) => i + 1) },
      { propertyIds: [ids.sold] }, { propertyIds: [ids.forSale[0], 2_000_000_000] },
      ...(ids.otherFeed ? [{ propertyIds: [ids.otherFeed] }] : []),
    ];
    for (const body of bad) {
      const r = await put(who.broker, body);
      expect([JSON.stringify(body), r.status]).toEqual([JSON.stringify(body), 422]);
      expect(r.json<Json>().errors).toHaveProperty('propertyIds');
    }
    expect(await chosen(who.broker)).toEqual(before);
    // Another company's listing, either way round.
    const before2 = await chosen(who.broker2);
    expect((await put(who.broker2, { propertyIds: [ids.firstOnly] })).status).toBe(422);
    expect(await chosen(who.broker2)).toEqual(before2);
  });

  test('a chosen listing that left the market may stay in the list, and the home page skips it', async () => {
    const r = await put(who.broker, { propertyIds: [ids.keptSold, ids.forSale[0]] });
    expect(r.status).toBe(200);
    expect(dataOf<{ listings: Json[] }>(r).listings.map((l) => [l.id, l.onSite])).toEqual([[ids.keptSold, false], [ids.forSale[0], true]]);
    const featured = cardsOf((await server.request('/')).text, 'home-featured');
    expect(featured[0]).toBe(ids.forSale[0]);
    expect(featured).not.toContain(ids.keptSold);
  });

  test('a list replaces the old one in its order; the home page shows it first, filled up from the old rule', async () => {
    const order = [ids.forSale[2]!, ids.forSale[0]!, ids.forSale[1]!];
    const r = await put(who.broker, { propertyIds: order });
    expect(r.status).toBe(200);
    expect(dataOf<{ listings: Json[] }>(r).listings.map((l) => l.id)).toEqual(order);
    expect(await chosen(who.admin)).toEqual(order);
    const home = await server.request('/');
    const featured = cardsOf(home.text, 'home-featured');
    expect(featured.slice(0, 3)).toEqual(order);
    expect(featured.length).toBe(8);
    // The new-listings row never repeats a featured card.
    expect(cardsOf(home.text, 'home-new').filter((id) => featured.includes(id))).toEqual([]);
    // Company 2's home page is untouched by company 1's choice.
    const home2 = cardsOf((await server.request('/', { host: TENANT_2 })).text, 'home-featured');
    expect(home2.filter((id) => order.includes(id))).toEqual([]);
  });

  test('reordering shows on the (cached) home page at once; an empty list brings the old rule back', async () => {
    const order = [ids.forSale[1]!, ids.forSale[2]!];
    expect((await put(who.admin, { propertyIds: order })).status).toBe(200);
    expect(cardsOf((await server.request('/')).text, 'home-featured').slice(0, 2)).toEqual(order);
    // Once out of the list, the sold listing cannot come back in.
    expect((await put(who.broker, { propertyIds: [ids.keptSold, ...order] })).status).toBe(422);
    expect((await put(who.broker, { propertyIds: [] })).status).toBe(200);
    expect(await chosen(who.broker)).toEqual([]);
    expect(cardsOf((await server.request('/')).text, 'home-featured').slice(0, 2)).not.toEqual(order);
    // Company 2's choice was never touched.
    expect(await chosen(who.broker2)).not.toEqual([]);
    expect((await put(who.broker, { propertyIds: order })).status).toBe(200);
  });

  test('the page renders for managers; the audit log has each change', async () => {
    const page = await server.request('/featured-listings', { headers: { cookie: (await as(who.broker)).cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="featured-list"');
    // (The 403 page for other roles: tests/e2e/crm-dashboard.spec.ts; this server's proxy rewrite cannot reach itself.)
    // Read through the admin's audit API (newest first), as an admin would.
    const log = await call()('GET', '/api/crm/audit?action=crm.featured-listings.update&per_page=100', await as(who.admin));
    expect(log.status).toBe(200);
    const audit = dataOf<{ agent: { id: number } | null; data: { to: number[] } }[]>(log).reverse();
    expect(audit.map((a) => a.data.to)).toEqual([[ids.keptSold, ids.forSale[0]], [ids.forSale[2], ids.forSale[0], ids.forSale[1]], [ids.forSale[1], ids.forSale[2]], [], [ids.forSale[1], ids.forSale[2]]]);
    expect(audit[2]!.agent?.id).toBe(who.admin.id);
  });
});
