import { sql } from 'drizzle-orm';
import { leadClaims, seededAgentCookie, seededLeadToken, TENANT_2, XHR, type Json } from './fixtures';
import { seededLeads } from './lead-helpers';
import { startServer, type Reply, type TestServer } from './server';

/**
 * DESIGN §13: "hidden sold prices are absent from every answer". Tenant 2 (second.localhost)
 * shows sold prices only to signed-up leads and agents (soldPricesRequireSignIn). Every sale
 * price of its feed is made recognisable before the server starts (it ends in 007, which no
 * rounded list price does), and every answer a visitor or a half-signed-up lead can get is
 * searched for those numbers, as digits and as "$1,234,007". A signed-up lead finds them in
 * the same answers, so the search can find what it looks for.
 */

let server: TestServer;
/** Tenant 2's sold listings (the East End feed) and their sale prices. */
let sold: { id: number; close: number }[] = [];

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      await db.execute(sql`update properties set close_price = close_price + 7 where status = 's' and close_price is not null`);
      await db.execute(sql`update price_history h set price = p.close_price from properties p where p.id = h.property_id and h.event = 'sold' and p.status = 's'`);
      const { rows } = (await db.execute(sql`select p.id, p.close_price from properties p join mls_sources s on s.id = p.source_id
        where s.code = 'eemls' and p.status = 's' and p.close_price is not null order by p.id`)) as unknown as { rows: { id: number; close_price: number }[] };
      sold = rows.map((r) => ({ id: Number(r.id), close: Number(r.close_price) }));
    },
  });
}, 240_000);
afterAll(() => server?.stop());

/** The sale prices found in a text: as plain digits (not inside a longer number or a decimal) or with thousands commas. */
function salePricesIn(text: string): number[] {
  return sold
    .filter(({ close }) => {
      const plain = new RegExp(`(?<![\\d.,])${close}(?!\\d)`);
      const grouped = new RegExp(`(?<![\\d.,])${close.toLocaleString('en-US')}(?![\\d,])`);
      return plain.test(text) || grouped.test(text);
    })
    .map((s) => s.close);
}

type Who = { name: string; headers: Record<string, string> };
let visitor: Who;
let halfLead: Who;
let fullLead: Who;
let halfLeadId: number;

beforeAll(async () => {
  const [lead] = await seededLeads(server, 2, 1, TENANT_2);
  halfLeadId = lead!.id;
  visitor = { name: 'visitor', headers: {} };
  // The same seeded lead, half signed up (the token says sign-up is not complete), by cookie as the site does.
  halfLead = { name: 'half-signed-up lead', headers: { cookie: `JWT=${await seededLeadToken(leadClaims(lead!.id, 2, { completed: false }))}` } };
  fullLead = { name: 'signed-up lead', headers: { cookie: `JWT=${lead!.token}` } };
}, 60_000);

/** The sold homes tenant 2 shows (its types), as a signed-up lead finds them. */
async function visibleSold(): Promise<{ id: number; close: number }[]> {
  const ids = new Set<number>();
  for (const text of await allPages('status=s', fullLead)) for (const l of JSON.parse(text).data as Json[]) ids.add(l.id);
  return sold.filter((s) => ids.has(s.id));
}

const get = (path: string, who: Who): Promise<Reply> => server.request(path, { host: TENANT_2, headers: who.headers });

async function ok(path: string, who: Who): Promise<string> {
  const r = await get(path, who);
  expect([path, r.status]).toEqual([path, 200]);
  return r.text;
}

/** Every page of a search, as JSON texts. */
async function allPages(query: string, who: Who): Promise<string[]> {
  const texts: string[] = [];
  for (let page = 1; page <= 30; page++) {
    const r = await get(`/api/properties?${query}&page=${page}`, who);
    expect(r.status).toBe(200);
    texts.push(r.text);
    if (page >= r.json<Json>().meta.pagination.total_pages) break;
  }
  return texts;
}

/** Every answer of the site and API a person can get about tenant 2's sold homes. */
async function answers(who: Who): Promise<{ path: string; text: string }[]> {
  const out: { path: string; text: string }[] = [];
  const add = async (path: string) => out.push({ path, text: await ok(path, who) });
  for (const query of ['status=s', 'status=a,s&sort=price%20asc', 'status=s&sort=ratingweight%20desc', 'status=s&minprice=100000']) {
    for (const text of await allPages(query, who)) out.push({ path: `/api/properties?${query}`, text });
  }
  const shown = await visibleSold();
  const someSold = shown.filter((_, i) => i % Math.ceil(shown.length / 12) === 0);
  const list = JSON.parse(await ok('/api/properties?status=s', who)).data as Json[];
  for (const { id } of someSold) {
    await add(`/api/properties/${id}`);
    const url = list.find((l) => l.id === id)?.meta.data.url ?? (JSON.parse(await ok(`/api/properties/${id}`, who)).data as Json).meta.data.url;
    await add(url);
    await add(url.replace('/homedetails/', '/schedule/'));
  }
  // Homes for sale show sold homes beside them (similarSold, the chart).
  for (const forSale of (JSON.parse(await ok('/api/properties?status=a', who)).data as Json[]).slice(0, 4)) {
    await add(`/api/properties/${forSale.id}`);
    await add(forSale.meta.data.url);
  }
  await add('/api/properties/markers?status=s&per_page=500');
  await add('/api/properties/clusters?status=s&zoom=10');
  await add('/api/open-house-summary?status=a,s');
  for (const town of ['Sag Harbor, NY', 'East Hampton, NY', 'Southampton, NY', 'Montauk, NY']) {
    await add(`/api/properties/seo-texts?city_label=${encodeURIComponent(town)}&status=s`);
    await add(`/communities/${town.toLowerCase().replace(', ', '-').replace(/ /g, '-')}`);
  }
  await add('/');
  await add('/real-estate/status-s');
  await add('/properties?status=s');
  await add('/sitemap.xml');
  for (const agent of (JSON.parse(await ok('/api/agents', who)).data as Json[]).slice(0, 6)) {
    await add(`/api/agents/${agent.id}/profile`);
    await add(agent.url);
  }
  return out;
}

describe('sold prices a company shows only after sign-up', () => {
  test('appear nowhere a visitor or a half-signed-up lead looks: lists, details, history, similar, markers, SEO, community, home, agents, pages', async () => {
    expect(sold.length).toBeGreaterThan(10);
    for (const who of [visitor, halfLead]) {
      const leaks = (await answers(who)).flatMap(({ path, text }) => salePricesIn(text).map((price) => `${who.name}: ${path} shows ${price}`));
      expect(leaks).toEqual([]);
    }
    // The signed-up lead sees them in the same answers (so the search above can find them).
    const shown = (await answers(fullLead)).flatMap(({ text }) => salePricesIn(text));
    expect(new Set(shown).size).toBeGreaterThan((await visibleSold()).length / 2);
  });

  test('a sold home carries no price at all for them: price, list and original price, every history event; an agent sees them', async () => {
    const agentId = (JSON.parse(await ok('/api/agents', visitor)).data as Json[])[0]!.id as number;
    const agent: Who = { name: 'agent', headers: { cookie: await seededAgentCookie({ id: agentId, companyId: 2, type: 'agent', isAdmin: false }) } };
    for (const { id } of (await visibleSold()).slice(0, 5)) {
      for (const who of [visitor, halfLead]) {
        const d = JSON.parse(await ok(`/api/properties/${id}`, who)).data as Json;
        expect([who.name, d.price, d.attributes.list_price, d.attributes.sold_price, d.extraInfo.originalListPrice]).toEqual([who.name, null, null, null, null]);
        expect(d.priceHistory.length).toBeGreaterThan(0);
        for (const e of d.priceHistory as Json[]) expect([who.name, e.event, e.price]).toEqual([who.name, e.event, null]);
      }
      for (const who of [fullLead, agent]) {
        const d = JSON.parse(await ok(`/api/properties/${id}`, who)).data as Json;
        expect(d.price).toBe(sold.find((s) => s.id === id)!.close);
        expect(d.priceHistory.find((e: Json) => e.event === 'sold').price).toBe(d.price);
      }
    }
  });

  test("a sold home's similar homes for sale are not chosen around its hidden price", async () => {
    // For those who see prices, the homes for sale beside a sold home are those within a
    // quarter of its sale price, so their prices would bracket a hidden one. For the others
    // they are the town's newest homes of its type, whatever the price.
    for (const { id } of (await visibleSold()).slice(0, 6)) {
      const d = JSON.parse(await ok(`/api/properties/${id}`, visitor)).data as Json;
      const town = `${d.attributes.city}, ${d.attributes.state}`;
      const newest = JSON.parse(await ok(`/api/properties?city_label=${encodeURIComponent(town)}&type=${d.type}&sort=created_at%20desc`, visitor)).data as Json[];
      expect([id, (d.similar as Json[]).map((s) => s.id)]).toEqual([id, newest.filter((l) => l.id !== id).map((l) => l.id)]);
    }
  });

  test("a half-signed-up lead cannot learn a viewed sold home's price by filtering or sorting their own list", async () => {
    const target = (await visibleSold())[0]!;
    const view = await server.request(`/api/properties/${target.id}/view`, { method: 'POST', host: TENANT_2, headers: { ...XHR, ...halfLead.headers } });
    expect(view.status).toBe(204);
    const found = async (query: string) => (JSON.parse(await ok(`/api/properties?lvh=1&${query}`, halfLead)) as Json).data.map((l: Json) => l.id) as number[];
    expect(await found('')).toContain(target.id);
    // Bisecting by a price filter would tell the price: the filter is not applied to sold homes for them.
    expect(await found(`minprice=${target.close + 1}`)).toContain(target.id);
    expect(await found(`maxprice=${target.close - 1}`)).toContain(target.id);
    const warned = JSON.parse(await ok(`/api/properties?lvh=1&maxprice=${target.close - 1}`, halfLead)) as Json;
    expect(warned.meta.warnings.join(' ')).toMatch(/Sign in to search sold homes by price/);
    // The lead's own list through the CRM's call, as the lead.
    const own = await ok(`/api/leads/${halfLeadId}/properties/viewed`, halfLead);
    expect(salePricesIn(own)).toEqual([]);
    // A signed-up lead may filter by it.
    const full = JSON.parse(await ok(`/api/properties?lvh=1&minprice=${target.close + 1}`, fullLead)) as Json;
    expect(full.data.map((l: Json) => l.id)).not.toContain(target.id);
  });

  test("a half-signed-up lead's own estimate shows sold comparables without their prices", async () => {
    const target = (JSON.parse(await ok(`/api/properties/${(await visibleSold())[0]!.id}`, fullLead)) as Json).data as Json;
    const [street, city] = (target.attributes.address as string).split(', ');
    const call = (method: string, path: string, body?: unknown) =>
      server.request(path, { method, host: TENANT_2, headers: { ...XHR, ...halfLead.headers }, body: body === undefined ? undefined : JSON.stringify(body) });
    const added = await call('POST', '/api/leads/me/addresses', { address: `${street}, ${city}, NY` });
    expect(added.status).toBe(201);
    const id = added.json<Json>().data.id as number;
    for (const path of [`/api/leads/me/addresses/${id}/estimate`, `/api/leads/me/addresses/${id}/stats`, `/estimate?address=${id}`]) {
      const r = await call('GET', path);
      expect([path, r.status]).toEqual([path, 200]);
      expect([path, salePricesIn(r.text)]).toEqual([path, []]);
    }
    const estimate = (await call('GET', `/api/leads/me/addresses/${id}/estimate`)).json<Json>().data;
    for (const c of (estimate.valuation?.comparables ?? []) as Json[]) if (c.kind === 'sold') expect([c.price, c.adjustedPrice, c.adjustments]).toEqual([null, null, []]);
  });
});
