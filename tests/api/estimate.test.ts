import { and, eq, sql } from 'drizzle-orm';
import { activities, properties } from '@/lib/db/schema';
import { DEAL_WEIGHTS } from '@/lib/property/vocabulary';
import { leadClaims, TENANT_2, type Json, seededLeadToken } from './fixtures';
import { agentCookie, caller, dataOf, seededLeads, type TestLead } from './lead-helpers';
import { startServer, type TestServer } from './server';

/**
 * Home-value estimates on a lead's addresses (docs/estimate.md) and the deal ratings the same
 * valuation gives listings. The seed's market is small here (300 listings); the valuation's
 * accuracy is measured by `npm run bench:estimate`, its arithmetic by tests/unit/estimate.
 */

let server: TestServer;
let call: ReturnType<typeof caller>;
let pat: TestLead;
let sam: TestLead;
/** Set in prepare(): a listing whose price is cut in half after the seed rated it, and one an agent rated by hand. */
const prepared = { halved: 0, manual: 0 };

const ADDRESSES = '/api/leads/me/addresses';

beforeAll(async () => {
  server = await startServer({
    env: { JOBS_INTERVAL_MS: '300' },
    prepare: async (db) => {
      const active = await db.select({ id: properties.id, listPrice: properties.listPrice }).from(properties)
        .where(and(eq(properties.sourceId, 1), eq(properties.status, 'a'), eq(properties.propertyType, 'r'), eq(properties.isManuallyRated, false), sql`${properties.dealRating} in (30, 40)`))
        .orderBy(properties.id).limit(2);
      const [halved, manual] = active;
      prepared.halved = halved!.id;
      prepared.manual = manual!.id;
      await db.update(properties).set({ listPrice: Math.round(halved!.listPrice / 2), modifiedAt: new Date() }).where(eq(properties.id, halved!.id));
      await db.update(properties).set({ dealRating: DEAL_WEIGHTS.great, isManuallyRated: true, listPrice: manual!.listPrice * 3, modifiedAt: new Date() }).where(eq(properties.id, manual!.id));
    },
  });
  call = caller(server);
  const leads = await seededLeads(server, 1, 2);
  [pat, sam] = [leads[0]!, leads[1]!];
}, 180_000);
afterAll(() => server?.stop());

/** A sold tenant-1 home and its address as an owner would type it. */
async function soldHome(): Promise<{ listing: Json; typed: string }> {
  const listings = (await server.request('/api/properties?status=s&type=r&sort=created_at-desc')).json<{ data: Json[] }>().data;
  const listing = listings.find((l) => l.attributes.square > 0)!;
  const [street, city] = (listing.attributes.address as string).split(', ');
  return { listing, typed: `${street}, ${city}, NY` };
}

const estimateOf = async (lead: TestLead, id: number) => dataOf<Json>(await call('GET', `${ADDRESSES}/${id}/estimate`, lead));

describe('an estimate for a lead’s address', () => {
  test('adding the address of a listed home values it from that home’s facts: value, range, comparables with adjustments', async () => {
    const { listing, typed } = await soldHome();
    const added = await call('POST', ADDRESSES, pat, { address: typed });
    expect(added.status).toBe(201);
    const address = dataOf(added);
    expect(address.propertyId).toBe(listing.id);
    expect(address.estimateLow).toBeLessThan(address.estimate);
    expect(address.estimateHigh).toBeGreaterThan(address.estimate);

    const e = await estimateOf(pat, address.id);
    expect(e.needsDetails).toBe(false);
    expect(e.reason).toBeNull();
    expect(e.home).toMatchObject({ source: 'listing', propertyType: 'r', livingArea: listing.attributes.square, beds: listing.bedrooms });
    expect(e.valuation.value).toBe(address.estimate);
    const sold = e.valuation.comparables.filter((c: Json) => c.kind === 'sold');
    expect(sold.length).toBeGreaterThanOrEqual(3);
    for (const c of e.valuation.comparables as Json[]) {
      // Never the home itself; every comparable a listing this company shows.
      expect(c.id).not.toBe(listing.id);
      expect((await server.request(`/api/properties/${c.id}`)).status).toBe(200);
      const sum = (c.adjustments as Json[]).reduce((s, a) => s + a.amount, 0);
      expect(Math.abs(c.price + sum - c.adjustedPrice)).toBeLessThanOrEqual(c.adjustments.length + 1);
      for (const a of c.adjustments as Json[]) expect(a.label).toEqual(expect.any(String));
    }
  });

  test('an address no listing has needs the owner’s details; with them it is valued, and condition and upgrades move it', async () => {
    const address = dataOf(await call('POST', ADDRESSES, sam, { address: '1 Nowhere Lane, Riverhead, NY 11901' }));
    expect(address.estimate).toBeNull();
    const before = await estimateOf(sam, address.id);
    expect(before).toMatchObject({ needsDetails: true, valuation: null, home: { source: 'none' } });
    expect(before.reason).toMatch(/Tell us about your home/);

    const details = { beds: 3, baths: 2, livingArea: 1800, yearBuilt: 1985, lotAcres: 0.4, condition: 'average', upgrades: [] };
    const tuned = await call('PUT', `${ADDRESSES}/${address.id}/details`, sam, details);
    expect(tuned.status).toBe(200);
    const average = dataOf(tuned);
    expect(average).toMatchObject({ needsDetails: false, reason: null, home: { source: 'owner', beds: 3, baths: 2, livingArea: 1800, condition: 'average' } });
    expect(average.valuation.ownerAdjustmentPercent).toBe(0);

    const better = dataOf(await call('PUT', `${ADDRESSES}/${address.id}/details`, sam, { ...details, condition: 'excellent', upgrades: ['kitchen'] }));
    expect(better.valuation.ownerAdjustmentPercent).toBe(12);
    expect(better.valuation.marketValue).toBe(average.valuation.marketValue);
    expect(better.valuation.value).toBeGreaterThan(average.valuation.value);
    const bigger = dataOf(await call('PUT', `${ADDRESSES}/${address.id}/details`, sam, { ...details, livingArea: 3600 }));
    expect(bigger.valuation.value).toBeGreaterThan(average.valuation.value * 1.4);
    // The list shows the latest figures.
    const listed = dataOf<Json[]>(await call('GET', ADDRESSES, sam)).find((a) => a.id === address.id)!;
    expect(listed.estimate).toBe(bigger.valuation.value);
  });

  test('a town with no sales here gets a reason, not an error', async () => {
    const address = dataOf(await call('POST', ADDRESSES, sam, { address: '1 Elm St, Springfield, IL' }));
    const e = await estimateOf(sam, address.id);
    expect(e.valuation).toBeNull();
    expect(e.reason).toMatch(/no sales near Springfield, IL/);
  });

  test('absurd details → 422 with the field’s message, and nothing changes', async () => {
    const address = dataOf(await call('POST', ADDRESSES, sam, { address: '2 Nowhere Lane, Riverhead, NY' }));
    const good = { beds: 3, baths: 2, livingArea: 1800, condition: 'good', upgrades: ['roof'] };
    const saved = dataOf(await call('PUT', `${ADDRESSES}/${address.id}/details`, sam, good));
    const cases: [Json, RegExp][] = [
      [{ ...good, beds: 50 }, /Bedrooms must be from 0 to 20/],
      [{ ...good, beds: 2.5 }, /Bedrooms must be a whole number/],
      [{ ...good, baths: 2.3 }, /Bathrooms are counted in halves/],
      [{ ...good, livingArea: 90 }, /Square feet must be from 200 to 30,000/],
      [{ ...good, livingArea: 90_000 }, /Square feet must be from 200 to 30,000/],
      [{ ...good, livingArea: '1800' }, /Square feet must be a number/],
      [{ ...good, yearBuilt: 2100 }, /Year built must be from 1650/],
      [{ ...good, lotAcres: -1 }, /Lot size must be from 0/],
      [{ ...good, condition: 'great' }, /Condition must be one of poor, fair, average, good, excellent/],
      [{ ...good, upgrades: ['pool'] }, /Upgrades may be/],
      [{ ...good, propertyType: 'll' }, /Choose a home type/],
      [{ beds: 3 }, /.+/],
    ];
    for (const [body, message] of cases) {
      const r = await call('PUT', `${ADDRESSES}/${address.id}/details`, sam, body);
      expect([body, r.status]).toEqual([body, 422]);
      expect(r.json<Json>().error).toMatch(message);
    }
    expect((await estimateOf(sam, address.id)).home).toEqual(saved.home);
  });

  test('the lead’s own addresses only; visitors 401, agents 403; another company’s host does not know the lead', async () => {
    const mine = dataOf(await call('POST', ADDRESSES, pat, { address: '5 Guarded Way, Orient, NY' }));
    const paths: [string, string, unknown][] = [
      ['GET', `${ADDRESSES}/${mine.id}/estimate`, undefined],
      ['PUT', `${ADDRESSES}/${mine.id}/details`, { beds: 3, baths: 2, livingArea: 1800, condition: 'good' }],
    ];
    const ghost = { token: await seededLeadToken(leadClaims(999_999, 1)) };
    for (const [method, path, body] of paths) {
      expect((await call(method, path, sam, body)).status).toBe(404);
      expect((await call(method, path, null, body)).status).toBe(401);
      expect((await call(method, path, ghost, body)).status).toBe(401);
      expect((await call(method, path, { cookie: await agentCookie() }, body)).status).toBe(403);
      expect((await call(method, path, pat, body, TENANT_2)).status).toBe(401);
    }
    expect((await call('GET', `${ADDRESSES}/x/estimate`, pat)).status).toBe(404);
    expect((await estimateOf(pat, mine.id)).home.source).toBe('none');
  });
});

describe('deal ratings from the valuation', () => {
  test('every listing has a rating: on the market one of Great…High or Unknown, off it No Label', async () => {
    const rated = new Set([DEAL_WEIGHTS.great, DEAL_WEIGHTS.good, DEAL_WEIGHTS.fair, DEAL_WEIGHTS.high, DEAL_WEIGHTS.noAnalysis]);
    const active = (await server.request('/api/properties?status=a')).json<{ data: Json[] }>().data;
    expect(active.length).toBeGreaterThan(0);
    for (const l of active) if (!l.attributes.isManuallyRated) expect(rated.has(l.attributes.rating)).toBe(true);
    const sold = (await server.request('/api/properties?status=s')).json<{ data: Json[] }>().data;
    for (const l of sold) if (!l.attributes.isManuallyRated) expect(l.attributes.rating).toBe(DEAL_WEIGHTS.noLabel);
  });

  test('a price cut rates the listing again (the job); an agent’s own rating is kept', async () => {
    const ratingOf = async (id: number) => (await server.request(`/api/properties/${id}`)).json<{ data: Json }>().data.attributes.rating;
    const deadline = Date.now() + 30_000;
    while ((await ratingOf(prepared.halved)) !== DEAL_WEIGHTS.great && Date.now() < deadline) await new Promise((r) => setTimeout(r, 300));
    expect(await ratingOf(prepared.halved)).toBe(DEAL_WEIGHTS.great);
    // Listed at three times its value, but an agent rated it Great Deal: that stands.
    expect(await ratingOf(prepared.manual)).toBe(DEAL_WEIGHTS.great);
  });

  test('each estimate a lead asked for is an estimate-request activity', async () => {
    const all = await server.inspect((db) => db.select().from(activities).where(eq(activities.type, 'estimate-request')));
    const rows = all.filter((r) => r.leadId === pat.id || r.leadId === sam.id);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => typeof r.data.addressId === 'number' && typeof r.data.address === 'string')).toBe(true);
    expect(rows.some((r) => r.leadId === pat.id && r.propertyId !== null && typeof r.data.estimate === 'number')).toBe(true);
  });
});
