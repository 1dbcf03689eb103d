import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { agents, companies, companyMlsSources, feedRuns, mlsSources, properties } from '@/lib/db/schema';
import { fetchPendingMedia } from '@/lib/feeds/import/media';
import { runFeedSync } from '@/lib/feeds/import/run-sync';
import { sealFeedAuth } from '@/lib/feeds/secrets';
import { createRunHere } from '@/lib/feeds/runs';
import { deleteSource } from '@/lib/feeds/sources';
import { makeResoListing, resoListingKey, startResoServer, type ResoServer } from '../fakes/reso-server';
import { dropDatabase, freshDatabase, rows } from './harness';

// The importer against a real RESO Web API server on loopback (tests/fakes/reso-server.ts):
// OAuth, paging by nextLink, replication, deletions, photos, and feeds that misbehave.
process.env.OUTBOUND_ALLOW_PRIVATE = '1';
process.env.FEED_SECRET_KEY ??= 'feed-import-test-key-0123456789abcdef0123';

const LISTINGS = 120;
// The fake feed carries rentals too (Residential Lease): the importer skips them, naming each.
const isRental = (i: number) => String(makeResoListing(i).PropertyType).includes('Lease');
const RENTALS = Array.from({ length: LISTINGS }, (_, i) => i).filter(isRental).length;
const FOR_SALE = LISTINGS - RENTALS;
const saleKey = (from: number) => resoListingKey(Array.from({ length: LISTINGS }, (_, i) => i).find((i) => i >= from && !isRental(i))!);
const fresh = () => new Date().toISOString();
let db: Db;
let dir: string | null;
let server: ResoServer;
let sourceId: number;
let companyId: number;
const imageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-import-images-'));

async function sync(options: { full?: boolean; pageSize?: number; now?: Date; media?: boolean } = {}) {
  const runId = await createRunHere(db, sourceId, { full: options.full ?? false, trigger: 'cli' });
  if (runId === null) throw new Error('a run is active');
  const at = options.now;
  return runFeedSync(db, runId, { finalAttempt: true, pageSize: options.pageSize ?? 50, media: options.media, now: at ? () => at : undefined });
}

const listing = async (key: string) => (await db.select().from(properties).where(eq(properties.listingKey, key)))[0];
/** The subscribing company's cache version (DESIGN §11): its cached searches are keyed by it. */
const cacheVersion = async () => (await rows<{ v: number }>(db, sql`select coalesce(max(version), 0)::int as v from company_cache_versions where company_id = ${companyId}`))[0]!.v;

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  process.env.DATA_DIR = dir ?? imageDir;
  const records = Array.from({ length: LISTINGS }, (_, i) => makeResoListing(i));
  server = await startResoServer({ records, oauth: { clientId: 'importer', clientSecret: 'shh-secret' }, maxTop: 50 });
  const [company] = await db.insert(companies).values({ name: 'Feed Test Realty', settings: {} }).returning();
  const [source] = await db
    .insert(mlsSources)
    .values({
      code: 'nfmls', name: 'North Fork MLS', kind: 'reso-web-api', url: server.serviceRoot, ownerCompanyId: company!.id,
      authType: 'client_credentials', authSealed: sealFeedAuth({ type: 'client_credentials', tokenUrl: server.tokenUrl, clientId: 'importer', clientSecret: 'shh-secret' }),
    })
    .returning();
  sourceId = source!.id;
  companyId = company!.id;
  await db.insert(companyMlsSources).values({ companyId, sourceId });
});

afterAll(async () => {
  await server?.close();
  await dropDatabase(dir);
  fs.rmSync(imageDir, { recursive: true, force: true });
});

test('a full load pages through the feed with OAuth, stores every listing with its photos, and names what it skipped', async () => {
  server.fail({ kind: 'malformed-record', path: '/odata/Property', after: 1 });
  const run = await sync({ full: true });
  expect(RENTALS).toBeGreaterThan(0);
  expect(run).toMatchObject({ status: 'succeeded', full: true, total: LISTINGS, created: FOR_SALE, updated: 0, deleted: 0, skipped: RENTALS + 1 });
  expect(run!.errors).toContainEqual(expect.objectContaining({ key: null, message: expect.stringMatching(/ListingKey/) }));
  expect(run!.errors.filter((e) => /rental/.test(e.message))).toHaveLength(RENTALS);
  expect(server.tokensIssued).toBe(1);
  expect(server.count('/odata/Property')).toBeGreaterThanOrEqual(3); // 120 listings in pages of 50, plus the key list
  const n = (await rows<{ n: number }>(db, sql`select count(*)::int as n from properties where source_id = ${sourceId}`))[0]!.n;
  expect(n).toBe(FOR_SALE);
  const first = (await listing(saleKey(0)))!;
  expect(first.listPrice).toBe(server.records.find((r) => r.ListingKey === saleKey(0))!.ListPrice);
  // Photos fetched into the image store, in the feed's order.
  const photos = await rows<{ position: number; storage_key: string | null; width: number | null }>(db, sql`select position, storage_key, width from property_images where property_id = ${first.id} order by position`);
  expect(photos.length).toBe(first.photosCount);
  expect(photos.every((p) => p.storage_key && fs.existsSync(path.join(process.env.DATA_DIR!, 'images', p.storage_key)))).toBe(true);
  expect(run!.mediaFetched).toBe(Number((await rows<{ n: number }>(db, sql`select count(*)::int as n from property_images`))[0]!.n));
  // The price history starts with the listing; the feed's cursor and "data as of" are kept.
  const history = await rows<{ event: string }>(db, sql`select event from price_history where property_id = ${first.id} order by id`);
  expect(history[0]!.event).toMatch(/listed|coming_soon/);
  const [source] = await db.select().from(mlsSources).where(eq(mlsSources.id, sourceId));
  expect(source!.lastSyncAt).not.toBeNull();
  expect(source!.replicatedThrough).not.toBeNull();
});

test('replication takes only the changes: a price drop, a new photo set, a new listing; a second pass changes nothing', async () => {
  const mediaBefore = server.count('/media/');
  const drop = server.records.find((r) => r.ListingKey === saleKey(3))!;
  server.update(String(drop.ListingKey), { ListPrice: Number(drop.ListPrice) - 10_000 });
  server.bumpPhotos(saleKey(5));
  server.upsert(makeResoListing(LISTINGS, { PropertyType: 'Residential', PropertySubType: 'Single Family Residence', ModificationTimestamp: fresh() }));
  const versionBefore = await cacheVersion();
  const run = await sync();
  expect(run).toMatchObject({ status: 'succeeded', full: false, created: 1, updated: 2, skipped: 0 });
  // The company's cached views (its visitors' searches) are dropped with the changes.
  expect(await cacheVersion()).toBeGreaterThan(versionBefore);
  expect(run!.fetched).toBeLessThan(10);
  const dropped = (await listing(String(drop.ListingKey)))!;
  expect(dropped.listPrice).toBe(Number(drop.ListPrice) - 10_000);
  expect(dropped.priceReducedAt).not.toBeNull();
  const events = await rows<{ event: string; price: number }>(db, sql`select event, price from price_history where property_id = ${dropped.id} order by id desc limit 1`);
  expect(events[0]).toEqual({ event: 'price_change', price: Number(drop.ListPrice) - 10_000 });
  // Only the changed photo set and the new listing's photos were fetched.
  const bumped = (await listing(saleKey(5)))!;
  const added = (await listing(resoListingKey(LISTINGS)))!;
  expect(server.count('/media/') - mediaBefore).toBe(bumped.photosCount + added.photosCount);

  const versionAfter = await cacheVersion();
  const again = await sync();
  expect(again).toMatchObject({ status: 'succeeded', created: 0, updated: 0 });
  // Nothing changed: nothing cached is thrown away.
  expect(await cacheVersion()).toBe(versionAfter);
});

test('a key the feed no longer has is deleted at reconciliation; a key list that lies is not believed', async () => {
  const gone = saleKey(7);
  server.remove(gone);
  const tomorrow = new Date(Date.now() + 25 * 3600_000);
  const versionBefore = await cacheVersion();
  const run = await sync({ now: tomorrow });
  expect(run).toMatchObject({ status: 'succeeded', deleted: 1 });
  expect(await listing(gone)).toBeUndefined();
  expect(await cacheVersion()).toBeGreaterThan(versionBefore);

  // A feed that suddenly lists a handful of keys has failed, not emptied: nothing is deleted.
  const kept = server.records.splice(10);
  const lying = await sync({ full: true });
  server.records.push(...kept);
  expect(lying).toMatchObject({ status: 'succeeded', deleted: 0 });
  expect(lying!.errors.map((e) => e.message).join(' ')).toMatch(/deletions skipped/);
  const n = (await rows<{ n: number }>(db, sql`select count(*)::int as n from properties where source_id = ${sourceId}`))[0]!.n;
  expect(n).toBe(FOR_SALE); // one new, one deleted
});

test('a feed that answers 429 with Retry-After, 503, and a token that expires mid-run still loads', async () => {
  server.update(saleKey(20), { ListPrice: 777_000 });
  server.fail({ kind: '429', path: '/odata/Property', retryAfter: 1 });
  server.fail({ kind: '503', path: '/odata/Property', after: 1 });
  server.fail({ kind: 'expire-tokens', path: '/odata/Property', after: 2 });
  const tokens = server.tokensIssued;
  const started = Date.now();
  const run = await sync({ full: true, media: false });
  expect(run).toMatchObject({ status: 'succeeded' });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000); // Retry-After honoured
  expect(server.tokensIssued).toBe(tokens + 2); // this run's token, and one more after it expired
  expect(server.requests.some((r) => r.status === 429)).toBe(true);
  expect((await listing(saleKey(20)))!.listPrice).toBe(777_000);
});

test('records that lie are skipped and named; the rest of their page is stored', async () => {
  const base = LISTINGS + 10;
  const forSale = { PropertyType: 'Residential', PropertySubType: 'Single Family Residence' };
  server.upsert(makeResoListing(base, { ...forSale, ListPrice: 0, ModificationTimestamp: fresh() }));
  server.upsert(makeResoListing(base + 1, { ...forSale, Latitude: 123.4, ModificationTimestamp: fresh() }));
  server.upsert(makeResoListing(base + 2, { ...forSale, BedroomsTotal: 'three', PublicRemarks: '<script>alert(1)</script><b>Sunny</b> cape', ModificationTimestamp: fresh() }));
  server.upsert(makeResoListing(base + 3, { ...forSale, ListingKey: '', ModificationTimestamp: fresh() }));
  const run = await sync({ media: false });
  expect(run!.status).toBe('succeeded');
  const keys = run!.errors.map((e) => e.key);
  expect(keys).toEqual(expect.arrayContaining([resoListingKey(base), resoListingKey(base + 1)]));
  expect(await listing(resoListingKey(base))).toBeUndefined();
  expect(await listing(resoListingKey(base + 1))).toBeUndefined();
  const kept = (await listing(resoListingKey(base + 2)))!;
  expect(kept.bedroomsTotal).toBeNull();
  expect(kept.publicRemarks).not.toMatch(/<|script/);
  expect(kept.publicRemarks).toContain('Sunny');
});

test('the same key twice in one page: the later change is kept and the feed hears of it', async () => {
  const key = saleKey(30);
  const current = server.records.find((r) => r.ListingKey === key)!;
  const later = server.update(key, { ListPrice: 612_000 });
  // The page carries the record twice: an older copy beside the latest one.
  server.fail({ kind: 'malformed-record', path: '/odata/Property', record: { ...current, ListPrice: 598_000, ModificationTimestamp: current.ModificationTimestamp } });
  const run = await sync({ media: false });
  expect(run!.status).toBe('succeeded');
  expect(run!.errors).toContainEqual({ key, message: expect.stringMatching(/twice/) });
  expect((await listing(key))!.listPrice).toBe(later.ListPrice);
});

test('a full reload of an unchanged feed rewrites nothing e-alerts would see as an update', async () => {
  const before = await rows<{ modified_at: Date }>(db, sql`select max(modified_at) as modified_at from properties where source_id = ${sourceId}`);
  const run = await sync({ full: true, media: false, now: new Date(Date.now() + 3600_000) });
  expect(run).toMatchObject({ status: 'succeeded', created: 0, updated: 0 });
  expect(await rows(db, sql`select max(modified_at) as modified_at from properties where source_id = ${sourceId}`)).toEqual(before);
});

test('a server that cannot expand Media: the photos come from its Media resource instead', async () => {
  const plain = await startResoServer({ records: [0, 1, 2, 3, 4, 5].map((i) => makeResoListing(500 + i, { PropertyType: 'Residential', PropertySubType: 'Single Family Residence' })), noExpand: true });
  try {
    const [source] = await db.insert(mlsSources).values({ code: 'plainmls', name: 'Plain MLS', kind: 'reso-web-api', url: plain.serviceRoot }).returning();
    const runId = await createRunHere(db, source!.id, { full: true, trigger: 'cli' });
    const run = await runFeedSync(db, runId!, { finalAttempt: true, media: false });
    expect(run).toMatchObject({ status: 'succeeded', created: 6 });
    expect(plain.requests.some((r) => r.path === '/odata/Property' && r.status === 400)).toBe(true);
    expect(plain.count('/odata/Media')).toBeGreaterThan(0);
    const photos = (await rows<{ n: number }>(db, sql`select count(*)::int as n from property_images i join properties p on p.id = i.property_id where p.source_id = ${source!.id}`))[0]!.n;
    expect(photos).toBe(plain.records.reduce((sum, r) => sum + (Array.isArray(r.Media) ? r.Media.length : 0), 0));
    expect(photos).toBeGreaterThan(0);
    await db.execute(sql`delete from properties where source_id = ${source!.id}`);
    await db.delete(mlsSources).where(eq(mlsSources.id, source!.id));
  } finally {
    await plain.close();
  }
});

test('photos that fail do not hold up the others: each is counted, named, and tried again on a later run', async () => {
  // Every photo of a few listings waits to be fetched again; the first three fetches fail.
  await db.execute(sql`update property_images set storage_key = null where property_id in (select id from properties where source_id = ${sourceId} order by id limit 3)`);
  const waiting = await rows<{ n: number }>(db, sql`select 1 as n from property_images i join properties p on p.id = i.property_id where p.source_id = ${sourceId} and i.storage_key is null`);
  expect(waiting.length).toBeGreaterThan(6);
  server.fail({ kind: '503', path: '/media/', count: 3 });
  const seen: number[] = [];
  const progress = await fetchPendingMedia(db, sourceId, { stillWanted: () => true, batchSize: 2, onProgress: async (p) => void seen.push(p.fetched + p.failed) });
  expect(progress).toEqual({ fetched: waiting.length - 3, failed: 3 });
  expect(seen.at(-1)).toBe(waiting.length);
  const left = await rows<{ attempts: number }>(db, sql`select fetch_attempts as attempts from property_images i join properties p on p.id = i.property_id
    where p.source_id = ${sourceId} and i.storage_key is null`);
  expect(left.map((r) => Number(r.attempts))).toEqual([1, 1, 1]);
});

test('a nextLink to another host fails the run without touching the stored listings', async () => {
  const before = await rows<{ n: number }>(db, sql`select count(*)::int as n from properties`);
  server.fail({ kind: 'foreign-next-link', path: '/odata/Property' });
  const run = await sync({ full: true, media: false }).catch((error: Error) => error);
  expect(run).toBeInstanceOf(Error);
  const [last] = await db.select().from(feedRuns).where(eq(feedRuns.sourceId, sourceId)).orderBy(sql`id desc`).limit(1);
  expect(last!.status).toBe('failed');
  expect(last!.errors.at(-1)!.message).toMatch(/host|nextLink/i);
  expect(await rows<{ n: number }>(db, sql`select count(*)::int as n from properties`)).toEqual(before);
});

test('deleting a feed takes its listings off in batches', async () => {
  const [company] = await db.select().from(companies).limit(1);
  const [agent] = await db.insert(agents).values({ companyId: company!.id, type: 'broker', firstName: 'Ada', lastName: 'Admin', email: 'ada@feed-test.example', isAdmin: true }).returning();
  const actor = { companyId: company!.id, agentId: agent!.id, request: { headers: new Headers() } };
  const held = Number((await rows<{ n: number }>(db, sql`select count(*)::int as n from properties where source_id = ${sourceId}`))[0]!.n);
  expect(held).toBeGreaterThan(FOR_SALE);

  const removed = await deleteSource(actor, sourceId);
  expect(removed).toMatchObject({ removed: true, listingsRemoved: held });
  expect((await rows<{ n: number }>(db, sql`select count(*)::int as n from properties`))[0]!.n).toBe(0);
});
