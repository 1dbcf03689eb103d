import { sql } from 'drizzle-orm';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, XHR, type Json } from './fixtures';
import { startServer, type Reply, type TestServer } from './server';

/**
 * DESIGN §13 "Shared feeds": a company's correction of a listing from a shared feed is an
 * override of its own. Both demo companies take the East End feed (eemls); company 1 also
 * takes the North Fork feed (nfmls). SPEC §6: an admin updates a listing's source-specific
 * data through PUT /api/admin/sources/{source}/properties/{id}/{action}; SPEC §4: a deal
 * rating update sets the rating and isManuallyRated. Every attempt is in the audit log.
 */

let server: TestServer;
/** A shared East End listing for sale of a type both companies show, as the feed sent it. */
const shared = { id: 0, rating: null as number | null, manual: false, extra: {} as Record<string, unknown>, town: '', type: '' };
/** A North Fork listing (company 1's own feed). */
let northFork = 0;
const admins = { one: 0, two: 0, agentOne: 0 };
let startedAt = new Date();

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const [listing] = await rows<{ id: number; deal_rating: number | null; is_manually_rated: boolean; extra_info: Record<string, unknown>; city: string; state_or_province: string; property_type: string }>(
        db,
        sql`select p.id, p.deal_rating, p.is_manually_rated, p.extra_info, p.city, p.state_or_province, p.property_type from properties p
            join mls_sources s on s.id = p.source_id where s.code = 'eemls' and p.status = 'a' and p.property_type = 'r'
            and not p.is_manually_rated and p.deal_rating in (50, 40, 30) order by p.id limit 1`,
      );
      Object.assign(shared, { id: Number(listing!.id), rating: listing!.deal_rating, manual: listing!.is_manually_rated, extra: listing!.extra_info, town: `${listing!.city}, ${listing!.state_or_province}`, type: listing!.property_type });
      const [nf] = await rows<{ id: number }>(db, sql`select p.id from properties p join mls_sources s on s.id = p.source_id where s.code = 'nfmls' and p.status = 'a' and not p.is_manually_rated order by p.id limit 1`);
      northFork = Number(nf!.id);
      const agent = async (companyId: number, admin: boolean) =>
        Number((await rows<{ id: number }>(db, sql`select id from agents where company_id = ${companyId} and is_admin = ${admin} and is_active and type <> 'lender' order by id limit 1`))[0]!.id);
      Object.assign(admins, { one: await agent(1, true), two: await agent(2, true), agentOne: await agent(1, false) });
    },
  });
  startedAt = new Date();
}, 240_000);
afterAll(() => server?.stop());

const cookie = async (companyId: number, id: number, isAdmin: boolean) => ({ cookie: await seededAgentCookie({ id, companyId, type: isAdmin ? 'broker' : 'agent', isAdmin }) });
const put = (path: string, who: Record<string, string>, body: unknown, host?: string): Promise<Reply> =>
  server.request(`/api/admin/sources/${path}`, { method: 'PUT', host, headers: { ...XHR, ...who }, body: JSON.stringify(body) });
const details = async (id: number, host?: string) => (await server.request(`/api/properties/${id}`, { host })).json<{ data: Json }>().data;
/** Every listing of the shared listing's town and type a search finds on a tenant (all pages). */
async function search(query: string, host?: string): Promise<Json[]> {
  const found: Json[] = [];
  for (let page = 1; page <= 20; page++) {
    const r = (await server.request(`/api/properties?city_label=${encodeURIComponent(shared.town)}&type=${shared.type}&${query}&page=${page}`, { host })).json<Json>();
    found.push(...(r.data as Json[]));
    if (page >= r.meta.pagination.total_pages) break;
  }
  return found;
}
const ids = (list: Json[]) => list.map((l) => l.id as number);

describe("a company's correction of a shared listing is its own", () => {
  test('a deal rating: shown, filtered and sorted on the correcting company only; the other keeps the feed’s', async () => {
    const admin = await cookie(1, admins.one, true);
    const rated = await put(`eemls/properties/${shared.id}/rating`, admin, { rating: 60 });
    expect(rated.status).toBe(200);
    expect(rated.json<Json>().data).toMatchObject({ id: shared.id, rating: 60, isManuallyRated: true });

    expect((await details(shared.id)).attributes).toMatchObject({ rating: 60, isManuallyRated: true });
    expect((await details(shared.id, TENANT_2)).attributes).toMatchObject({ rating: shared.rating, isManuallyRated: false });
    // The list items and the deal-rating filter follow each company's own rating.
    const one = await search('ratingweight=60');
    expect(ids(one)).toContain(shared.id);
    expect(one.find((l) => l.id === shared.id)!.attributes).toMatchObject({ rating: 60, isManuallyRated: true });
    expect(ids(await search(`ratingweight=${shared.rating}`))).not.toContain(shared.id);
    expect(ids(await search('ratingweight=60', TENANT_2))).not.toContain(shared.id);
    expect(ids(await search(`ratingweight=${shared.rating}`, TENANT_2))).toContain(shared.id);
    // Sorted by deal rating, each company's order is by its own ratings.
    for (const [host, expected] of [[undefined, 60], [TENANT_2, shared.rating]] as const) {
      for (const direction of ['desc', 'asc']) {
        const sorted = await search(`sort=ratingweight%20${direction}`, host);
        const ratings = sorted.map((l) => l.attributes.rating as number | null).filter((r): r is number => r !== null);
        const ordered = [...ratings].sort((a, b) => (direction === 'desc' ? b - a : a - b));
        expect([host, direction, ratings]).toEqual([host, direction, ordered]);
        expect(sorted.find((l) => l.id === shared.id)?.attributes.rating).toBe(expected);
      }
    }

    // null clears the correction: the feed's rating again.
    const cleared = await put(`eemls/properties/${shared.id}/rating`, admin, { rating: null });
    expect(cleared.json<Json>().data).toMatchObject({ rating: shared.rating, isManuallyRated: false });
    expect((await details(shared.id)).attributes).toMatchObject({ rating: shared.rating, isManuallyRated: false });
  });

  test('extra information: added, replaced and hidden keys on one site only; reset brings the feed’s back', async () => {
    const admin = await cookie(1, admins.one, true);
    const feedKey = 'heating';
    expect(shared.extra[feedKey]).toEqual(expect.any(String));
    const r = await put(`eemls/properties/${shared.id}/extra-info`, admin, { extraInfo: { waterAccess: 'Deeded', dock: true, [feedKey]: null, water: 'Well (corrected)' } });
    expect(r.status).toBe(200);
    const one = (await details(shared.id)).extraInfo;
    expect(one).toMatchObject({ waterAccess: 'Deeded', dock: true, water: 'Well (corrected)' });
    expect(one).not.toHaveProperty(feedKey);
    const two = (await details(shared.id, TENANT_2)).extraInfo;
    expect(two).not.toHaveProperty('waterAccess');
    expect(two).toMatchObject({ [feedKey]: shared.extra[feedKey], water: shared.extra.water });

    // A later change merges with the earlier one.
    await put(`eemls/properties/${shared.id}/extra-info`, admin, { extraInfo: { dock: null } });
    expect((await details(shared.id)).extraInfo).toMatchObject({ waterAccess: 'Deeded', water: 'Well (corrected)' });
    expect((await details(shared.id)).extraInfo).not.toHaveProperty('dock');

    // A rating reset leaves the extra information alone.
    await put(`eemls/properties/${shared.id}/rating`, admin, { rating: 10 });
    expect((await put(`eemls/properties/${shared.id}/reset`, admin, { rating: true })).json<Json>().data).toMatchObject({ rating: shared.rating, isManuallyRated: false, extraInfo: { waterAccess: 'Deeded' } });
    const reset = await put(`eemls/properties/${shared.id}/reset`, admin, { extraInfo: [feedKey, 'water'] });
    expect(reset.status).toBe(200);
    expect((await details(shared.id)).extraInfo).toMatchObject({ [feedKey]: shared.extra[feedKey], water: shared.extra.water, waterAccess: 'Deeded' });
    expect((await put(`eemls/properties/${shared.id}/reset`, admin, {})).status).toBe(200);
    const back = (await details(shared.id)).extraInfo;
    expect(back).not.toHaveProperty('waterAccess');
    expect(back).toMatchObject({ [feedKey]: shared.extra[feedKey] });
  });

  test("a builder named by one company's correction gives its reviews there only", async () => {
    const admin = await cookie(1, admins.one, true);
    await put(`eemls/properties/${shared.id}/extra-info`, admin, { extraInfo: { builder: 'Shelter Harbor Homes' } });
    const one = (await server.request(`/api/properties/${shared.id}/builder-reviews`)).json<Json>();
    expect(one.meta.builder).toBe('Shelter Harbor Homes');
    expect(one.data.length).toBeGreaterThan(0);
    const two = (await server.request(`/api/properties/${shared.id}/builder-reviews`, { host: TENANT_2 })).json<Json>();
    expect(two.meta.builder).toBe((shared.extra.builder as string | undefined) ?? null);
    await put(`eemls/properties/${shared.id}/reset`, admin, {});
  });

  test('both companies correct the same listing, each seeing its own', async () => {
    await put(`eemls/properties/${shared.id}/rating`, await cookie(1, admins.one, true), { rating: 60 });
    const two = await put(`eemls/properties/${shared.id}/rating`, await cookie(2, admins.two, true), { rating: 10 }, TENANT_2);
    expect(two.status).toBe(200);
    expect((await details(shared.id)).attributes.rating).toBe(60);
    expect((await details(shared.id, TENANT_2)).attributes.rating).toBe(10);
  });
});

describe('who may correct what', () => {
  test('visitors 401; an agent who is not an admin 403 and nothing changes; bad bodies 422', async () => {
    const before = await details(northFork);
    expect((await put(`nfmls/properties/${northFork}/rating`, {}, { rating: 20 })).status).toBe(401);
    const denied = await put(`nfmls/properties/${northFork}/rating`, await cookie(1, admins.agentOne, false), { rating: 20 });
    expect(denied.status).toBe(403);
    expect((await put(`nfmls/properties/${northFork}/extra-info`, await cookie(1, admins.agentOne, false), { extraInfo: { x: 1 } })).status).toBe(403);
    const after = await details(northFork);
    expect([after.attributes.rating, after.attributes.isManuallyRated, after.extraInfo]).toEqual([before.attributes.rating, before.attributes.isManuallyRated, before.extraInfo]);
    const admin = await cookie(1, admins.one, true);
    for (const body of [{}, { rating: 55 }, { rating: '60' }, { extraInfo: 1 }, { rating: 2 ** 40 }]) expect((await put(`nfmls/properties/${northFork}/rating`, admin, body)).status).toBe(422);
    // Text the database could not store (NUL, a lone surrogate) is a 422, never a 500.
    for (const body of [{ extraInfo: { nested: { a: 1 } } }, { extraInfo: { ['k'.repeat(61)]: 1 } }, { extraInfo: 'x' }, { extraInfo: { note: 'a\u0000b' } }, { extraInfo: { ['\ud800']: 'x' } }, { extraInfo: { note: 'x\udc00' } }]) {
      expect((await put(`nfmls/properties/${northFork}/extra-info`, admin, body)).status).toBe(422);
    }
    expect((await put(`nfmls/properties/${northFork}/reset`, admin, { extraInfo: 'heating' })).status).toBe(422);
    // A write without the CSRF header is refused before anything else.
    const noHeader = await server.request(`/api/admin/sources/nfmls/properties/${northFork}/rating`, { method: 'PUT', headers: { ...admin, 'content-type': 'application/json' }, body: '{"rating":20}' });
    expect(noHeader.status).toBe(403);
  });

  test("another company's source or listing, a wrong feed, an unknown id or action: 404", async () => {
    const admin = await cookie(1, admins.one, true);
    expect((await put(`eemls/properties/${northFork}/rating`, admin, { rating: 60 })).status).toBe(404);
    expect((await put(`nomls/properties/${northFork}/rating`, admin, { rating: 60 })).status).toBe(404);
    for (const id of ['999999999', 'abc', '0', '99999999999']) expect((await put(`nfmls/properties/${id}/rating`, admin, { rating: 60 })).status).toBe(404);
    expect((await put(`nfmls/properties/${northFork}/delete`, admin, {})).status).toBe(404);
    // What a caller puts in the path is recorded, never a 500 (a NUL the database could not store).
    for (const path of [`%00x/properties/${northFork}/rating`, `nfmls/properties/%00/rating`, `nfmls/properties/${northFork}/x%00`]) {
      expect([path, (await put(path, admin, { rating: 60 })).status]).toEqual([path, 404]);
    }
    // Company 2's admin: company 1's own feed is not theirs, on their site or on company 1's.
    const otherAdmin = await cookie(2, admins.two, true);
    expect((await put(`nfmls/properties/${northFork}/rating`, otherAdmin, { rating: 60 }, TENANT_2)).status).toBe(404);
    expect((await put(`nfmls/properties/${northFork}/rating`, otherAdmin, { rating: 60 })).status).toBe(401);
    expect((await details(northFork)).attributes.isManuallyRated).toBe(false);
  });
});

describe('the record', () => {
  test("every attempt is in the company's audit log with time, agent, address and outcome; the feed's row is untouched", async () => {
    const { audit, feedRow, overrides } = await server.inspect(async (db) => ({
      audit: await rows<{ company_id: number; agent_id: number | null; action: string; outcome: string; subject: string; ip: string | null; occurred_at: Date; data: Json }>(
        db,
        sql`select company_id, agent_id, action, outcome, subject, ip, occurred_at, data from audit_log where action like 'admin.property.%' order by id`,
      ),
      feedRow: (await rows<{ deal_rating: number | null; is_manually_rated: boolean; extra_info: Json; modified_at: Date }>(db, sql`select deal_rating, is_manually_rated, extra_info, modified_at from properties where id = ${shared.id}`))[0]!,
      overrides: await rows<{ company_id: number; deal_rating: number | null; updated_by: number }>(db, sql`select company_id, deal_rating, updated_by from property_overrides where property_id = ${shared.id} order by company_id`),
    }));
    // The feed's row is as the feed sent it.
    expect(feedRow).toMatchObject({ deal_rating: shared.rating, is_manually_rated: false, extra_info: shared.extra });
    expect(new Date(feedRow.modified_at).getTime()).toBeLessThan(startedAt.getTime());
    expect(overrides).toEqual([
      { company_id: 1, deal_rating: 60, updated_by: admins.one },
      { company_id: 2, deal_rating: 10, updated_by: admins.two },
    ]);

    const rating = audit.filter((a) => a.action === 'admin.property.rating' && a.outcome === 'success' && a.company_id === 1);
    expect(rating.length).toBeGreaterThanOrEqual(3);
    expect(rating[0]).toMatchObject({ agent_id: admins.one, subject: `property ${shared.id}`, ip: '127.0.0.1', data: { source: 'eemls', change: { rating: 60 } } });
    expect(new Date(rating[0]!.occurred_at).getTime()).toBeGreaterThanOrEqual(startedAt.getTime() - 1000);
    expect(audit).toContainEqual(expect.objectContaining({ company_id: 2, agent_id: admins.two, action: 'admin.property.rating', outcome: 'success' }));
    expect(audit).toContainEqual(expect.objectContaining({ action: 'admin.property.extra-info', outcome: 'success', subject: `property ${shared.id}` }));
    expect(audit).toContainEqual(expect.objectContaining({ action: 'admin.property.reset', outcome: 'success' }));
    // The refused and the failed attempts too.
    expect(audit.filter((a) => a.outcome === 'denied' && a.agent_id === admins.agentOne).map((a) => a.action).sort()).toEqual(['admin.property.extra-info', 'admin.property.rating']);
    expect(audit).toContainEqual(expect.objectContaining({ company_id: 1, agent_id: admins.one, action: 'admin.property.rating', outcome: 'failure', subject: `property ${northFork}` }));
    expect(audit).toContainEqual(expect.objectContaining({ company_id: 2, agent_id: admins.two, outcome: 'failure', subject: `property ${northFork}` }));
    // Visitors and requests without the CSRF header never reach the action.
    expect(audit.every((a) => a.agent_id !== null)).toBe(true);
  });
});
