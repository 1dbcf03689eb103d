import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { leadClaims, TENANT_2, type Json, seededLeadToken } from './fixtures';
import { startServer, type TestServer } from './server';

/**
 * SPEC §2 `/`: the default home page (tenant 1) and the seller-focused one (tenant 2, company
 * setting homeVariant), server-rendered with listing cards of the host's company only.
 * prepare() makes tenant 1's newest listing one of its agents' (the name spaced and cased as
 * feeds do), the next newest one of an agent it then deactivates, and records every listing's
 * feed, type, status and list agent to check the cards against.
 */
let server: TestServer;
type Listing = { id: number; source: string; type: string; status: string; agent: string | null };
const listings = new Map<number, Listing>();
const staff = new Map<number, Set<string>>();
const ids = { ownNewest: 0, formerAgentsNewest: 0 };
const norm = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      // This file tests the rule the home page falls back on; a manager's choice is tests/api/crm-featured.test.ts.
      await db.execute(sql`delete from featured_listings`);
      const [own, former] = await rows<{ id: number; first_name: string; last_name: string }>(
        db,
        sql`select id, first_name, last_name from agents where company_id = 1 and is_active and type <> 'lender' order by id limit 2`,
      );
      const nfmlsActive = sql`source_id = (select id from mls_sources where code = 'nfmls') and status = 'a' and property_type = 'r'`;
      const [a, b] = await rows<{ id: number }>(db, sql`select id from properties where ${nfmlsActive} order by id limit 2`);
      ids.ownNewest = a!.id;
      ids.formerAgentsNewest = b!.id;
      await db.execute(sql`update properties set list_agent_full_name = ${`  ${own!.first_name.toUpperCase()}   ${own!.last_name} `}, listed_at = now() where id = ${a!.id}`);
      await db.execute(sql`update properties set list_agent_full_name = ${`${former!.first_name} ${former!.last_name}`}, listed_at = now() - interval '1 minute' where id = ${b!.id}`);
      await db.execute(sql`update agents set is_active = false where id = ${former!.id}`);
      for (const l of await rows<Listing>(db, sql`select p.id, s.code as source, p.property_type as type, p.status, p.list_agent_full_name as agent from properties p join mls_sources s on s.id = p.source_id`)) {
        listings.set(Number(l.id), l);
      }
      for (const s of await rows<{ company_id: number; name: string }>(db, sql`select company_id, first_name || ' ' || last_name as name from agents where is_active`)) {
        if (!staff.has(s.company_id)) staff.set(s.company_id, new Set());
        staff.get(s.company_id)!.add(norm(s.name));
      }
    },
  });
}, 240_000);
afterAll(() => server?.stop());

/** Whether the page holds this text or pattern, failing with the needle only (not a whole page of HTML). */
function expectIn(html: string, needle: string | RegExp, present = true) {
  const found = typeof needle === 'string' ? html.includes(needle) : needle.test(html);
  expect({ needle: String(needle), found }).toEqual({ needle: String(needle), found: present });
}

/** The opening tag of the element with this test id (attribute order is React's business). */
function openingTag(html: string, testId: string): string {
  return /<[a-z]+ [^>]*>/.exec(html.slice(html.lastIndexOf('<', html.indexOf(`data-testid="${testId}"`))))?.[0] ?? '';
}

/** The card ids of one section of the page, in order. */
function cardsOf(html: string, section: string): number[] {
  const start = html.indexOf(`data-testid="${section}"`);
  if (start < 0) return [];
  const body = html.slice(start, html.indexOf('</section>', start));
  return [...body.matchAll(/data-testid="property-card" data-id="(\d+)"/g)].map((m) => Number(m[1]));
}

const SCOPES = {
  1: { sources: ['nfmls', 'eemls'], types: ['r', 'c', 't', 'mf', 'll', 'co', 'f'], forSale: ['a', 'u', 'p'] },
  2: { sources: ['eemls'], types: ['r', 'c', 'll', 'dplx'], forSale: ['a'] },
} as const;

function expectInScope(companyId: 1 | 2, cardIds: number[], statuses: readonly string[]) {
  const scope = SCOPES[companyId];
  for (const id of cardIds) {
    const l = listings.get(id)!;
    expect([id, scope.sources.includes(l.source as never), scope.types.includes(l.type as never), statuses.includes(l.status)]).toEqual([id, true, true, true]);
  }
}

function expectOwnListings(companyId: number, cardIds: number[]) {
  for (const id of cardIds) expect([id, staff.get(companyId)!.has(norm(listings.get(id)!.agent ?? ''))]).toEqual([id, true]);
}

describe('GET / (default home page, tenant 1)', () => {
  test('hero search, featured (own agents) and new listings, cards of this company only', async () => {
    const r = await server.request('/');
    expect(r.status).toBe(200);
    expectIn(r.text, 'data-testid="home-page" data-variant="default"');
    expectIn(r.text, 'role="tablist"', false);
    const form = openingTag(r.text, 'home-search');
    expect([form.startsWith('<form'), form.includes('action="/real-estate"'), form.includes('method="get"')]).toEqual([true, true, true]);
    expect(openingTag(r.text, 'search-input')).toContain('name="keyword"');
    const featured = cardsOf(r.text, 'home-featured');
    const newest = cardsOf(r.text, 'home-new');
    expect(featured.length).toBe(8);
    expect(newest.length).toBe(8);
    // The newest listing of an active agent leads; a deactivated agent's listing is not featured, only new.
    expect(featured[0]).toBe(ids.ownNewest);
    expect(featured).not.toContain(ids.formerAgentsNewest);
    expect(newest[0]).toBe(ids.formerAgentsNewest);
    expect(featured.filter((id) => newest.includes(id))).toEqual([]);
    expectOwnListings(1, featured);
    expectInScope(1, [...featured, ...newest], SCOPES[1].forSale);
    expect(cardsOf(r.text, 'home-sold')).toEqual([]);
    expectIn(r.text, 'href="/real-estate"');
  });

  test('SEO: title, description, canonical, the brokerage as JSON-LD', async () => {
    const r = await server.request('/');
    expectIn(r.text, '<title>Peconic Bay Homes – North Fork &amp; East End homes for sale</title>');
    expectIn(r.text, /<meta name="description" content="Search homes for sale with Peconic Bay Homes/);
    expectIn(r.text, /<link rel="canonical" href="https:\/\/localhost\/?"/);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(r.text)![1]!) as Json;
    expect(ld['@graph'][0]).toMatchObject({ '@type': 'RealEstateAgent', name: 'Peconic Bay Homes', telephone: '+16315550142' });
    expect(ld['@graph'][1]).toMatchObject({ '@type': 'WebSite' });
  });

  test('a signed-in lead gets the page too (read fresh, not from the visitors’ cache)', async () => {
    const token = await seededLeadToken(leadClaims(1, 1));
    const r = await server.request('/', { headers: { cookie: `JWT=${token}` } });
    expect(r.status).toBe(200);
    expect(cardsOf(r.text, 'home-featured')[0]).toBe(ids.ownNewest);
  });
});

describe('GET / (seller home page, tenant 2)', () => {
  test('tabs with the estimate form first, the search box second; no-JS GET form to /what-is-my-home-worth', async () => {
    const r = await server.request('/', { host: TENANT_2 });
    expect(r.status).toBe(200);
    expectIn(r.text, 'data-testid="home-page" data-variant="seller"');
    expectIn(r.text, /<div role="tablist" aria-label="Sell or buy"/);
    expectIn(r.text, /role="tab" id="home-tab-sell" aria-selected="true"/);
    expectIn(r.text, /role="tab" id="home-tab-buy" aria-selected="false"/);
    const form = openingTag(r.text, 'estimate-form');
    expect([form.startsWith('<form'), form.includes('action="/what-is-my-home-worth"'), form.includes('method="get"')]).toEqual([true, true, true]);
    expect(/<label for="home-estimate-address"[^>]*>([^<]*)<\/label>/.exec(r.text)?.[1]).toBe('Your home address');
    const input = /<input id="home-estimate-address"[^>]*>/.exec(r.text)?.[0] ?? '';
    expect(input).toContain('name="address"');
    expect(input).toMatch(/placeholder="12 Main St, [A-Za-z .]+, NY \d{5}"/);
    // The Buy panel is in the HTML, hidden until its tab is chosen.
    expectIn(r.text, /id="home-panel-buy" aria-labelledby="home-tab-buy" hidden=""/);
    expectIn(r.text, 'data-testid="home-search"');
    expectIn(r.text, '<title>What&#x27;s my home worth? Sell or buy with Hamptons Coastal Realty</title>');
  });

  test("listing cards of its own feed only: featured by its agents, new, recently sold (no sold prices for visitors)", async () => {
    const r = await server.request('/', { host: TENANT_2 });
    const featured = cardsOf(r.text, 'home-featured');
    const newest = cardsOf(r.text, 'home-new');
    const sold = cardsOf(r.text, 'home-sold');
    expect(featured.length).toBeGreaterThan(0);
    expect(newest.length).toBe(8);
    expect(sold.length).toBe(4);
    expectOwnListings(2, featured);
    expectInScope(2, [...featured, ...newest], SCOPES[2].forSale);
    expectInScope(2, sold, ['s']);
    // Tenant 1's featured homes are tenant 1's staff's; none of them is shown here.
    expect(featured).not.toContain(ids.ownNewest);
    expectIn(r.text, 'data-testid="seller-pitch"');
    expectIn(r.text, 'href="/real-estate/status-s"');
    // Hamptons shows sold prices to signed-in leads only (soldPricesRequireSignIn).
    const soldSection = r.text.slice(r.text.indexOf('data-testid="home-sold"'), r.text.indexOf('</section>', r.text.indexOf('data-testid="home-sold"')));
    expectIn(soldSection, 'Sign in to see the sold price');
    expectIn(soldSection, /data-testid="card-price">\$/, false);
    // Its default sort is price: "See all new listings" asks for the newest first.
    expectIn(r.text, 'href="/real-estate?sort=created_at+desc"');
  });
});

describe('GET /api/company/settings', () => {
  test('homeVariant: default on tenant 1, seller on tenant 2', async () => {
    const one = (await server.request('/api/company/settings')).json<{ data: Json }>().data;
    const two = (await server.request('/api/company/settings', { host: TENANT_2 })).json<{ data: Json }>().data;
    expect([one.homeVariant, two.homeVariant]).toEqual(['default', 'seller']);
  });
});
