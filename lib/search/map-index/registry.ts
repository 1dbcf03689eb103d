import 'server-only';
import { getDb } from '@/lib/db/client';
import { wholeFromEnv } from '@/lib/env/whole-number';
import { processSingleton } from '@/lib/db/process-singleton';
import { companyVersion, companyVersionsNow, syncCompanyVersions } from '@/lib/tenancy/cache-versions';
import type { ListingScope } from '../scope';
import { countListings, loadMapColumns, type MapColumns } from './columns';
import { sortOrder } from './order';

/**
 * The map indexes of this process (docs/search.md "Map index"): one per set of feeds with many
 * listings, shared by every company that lists exactly those feeds (each applies its own scope
 * to it). One is loaded in the background the first time a search needs it; until it is ready,
 * grids and SQL answer, so a request never waits for a load.
 *
 * Freshness rides on the companies' cache versions (lib/tenancy/cache-versions.ts): every
 * listing change through a feed bumps the version of every company listing that feed, on every
 * instance. An index remembers the versions it was loaded under, and answers a company only
 * while that company's version is still the one it remembers.
 */
interface Loaded {
  /** Every company's version when the load began. */
  versions: ReadonlyMap<number, number>;
  /** Null: fewer listings than MAP_INDEX_MIN_LISTINGS, which SQL groups fast; nothing is held. */
  columns: MapColumns | null;
  loadedAt: number;
}

interface Entry {
  ready: Loaded | null;
  loading: Promise<void> | null;
  startedAt: number;
  usedAt: number;
}

export interface MapIndexOptions {
  /** Feeds with fewer listings are left to SQL (at 50,000 a live map takes a few milliseconds). */
  minListings: number;
  /** Indexes kept in memory (about 175 bytes per listing each, keyword text included); past it the least recently used goes. 0: none. */
  maxIndexes: number;
}

/**
 * Listings changed outside a feed sync (by hand in SQL) bump no version: an index is loaded
 * again after this long, as the company caches' TTLs do for their values.
 */
const MAX_AGE_MS = 10 * 60_000;
/** A feed sync bumps the versions on every page it writes: one load per this long at most while it runs. */
const MIN_RELOAD_MS = 30_000;

const state = () => processSingleton('map-index', () => ({ entries: new Map<string, Entry>(), options: mapIndexOptions(process.env) }));

export function mapIndexOptions(env: Record<string, string | undefined>): MapIndexOptions {
  return { minListings: wholeFromEnv(env, 'MAP_INDEX_MIN_LISTINGS', 50_000, 0), maxIndexes: wholeFromEnv(env, 'MAP_INDEX_MAX', 4, 0) };
}

/** An index's key: the company's feeds, in id order (companies listing the same feeds share it). */
const feedsKey = (scope: ListingScope): string => [...scope.sourceIds].sort((a, b) => a - b).join(',');

/** The current map index of this company's feeds, or null (too few listings, turned off, or loading: grids and SQL answer). */
export async function mapIndexFor(scope: ListingScope, now = Date.now()): Promise<MapColumns | null> {
  const { entries, options } = state();
  // Feeds are numbered in a byte (MapColumns.source); more are left to SQL.
  if (options.maxIndexes === 0 || scope.sourceIds.length === 0 || scope.sourceIds.length > 255) return null;
  await syncCompanyVersions(now);
  const feeds = feedsKey(scope);
  let entry = entries.get(feeds);
  if (!entry) entries.set(feeds, (entry = { ready: null, loading: null, startedAt: -Infinity, usedAt: now }));
  const ready = entry.ready;
  const current = ready !== null && (ready.versions.get(scope.companyId) ?? 0) === companyVersion(scope.companyId);
  if ((!current || now - ready.loadedAt >= MAX_AGE_MS) && !entry.loading && now - entry.startedAt >= MIN_RELOAD_MS) startLoad(entry, feeds, scope, now);
  if (!current) return null;
  // An index past its age is still of the current versions: it answers while the next one loads.
  entry.usedAt = now;
  return ready.columns;
}

/** Resolves when the index of the company's feeds is loaded for its current version (benchmarks and tests wait on it). */
export async function mapIndexReady(scope: ListingScope, now = Date.now()): Promise<MapColumns | null> {
  await mapIndexFor(scope, now);
  await state().entries.get(feedsKey(scope))?.loading;
  return mapIndexFor(scope, now);
}

function startLoad(entry: Entry, feeds: string, scope: ListingScope, now: number): void {
  const { options } = state();
  // The versions before the first row is read: a change committed after it moves a version past these.
  const versions = companyVersionsNow();
  entry.startedAt = now;
  entry.loading = load(scope.sourceIds, options.minListings)
    .then((columns) => {
      entry.ready = { versions, columns, loadedAt: now };
      evict(options.maxIndexes);
    })
    .catch((error: unknown) => {
      // Grids and SQL keep answering; the next try waits MIN_RELOAD_MS.
      console.error(`Map index for feeds ${feeds}: could not be loaded:`, error);
    })
    .finally(() => {
      entry.loading = null;
    });
}

async function load(sourceIds: number[], minListings: number): Promise<MapColumns | null> {
  const db = await getDb();
  const count = await countListings(db, sourceIds);
  if (count < minListings) return null;
  // Room for listings added while loading; more than that fails the load (loadMapColumns), and it is tried again later.
  const columns = await loadMapColumns(db, sourceIds, count + Math.ceil(count / 100) + 100);
  // The newest-first order (the usual default) is made here, off the requests: 0.6 s at 1M. Other sorts on first use.
  sortOrder(columns, { field: 'created_at', direction: 'desc' });
  return columns;
}

/** Past the limit, the least recently used indexes go (an entry for few listings holds nothing and stays). */
function evict(maxIndexes: number): void {
  const { entries } = state();
  const loaded = [...entries.entries()].filter(([, e]) => e.ready?.columns).sort((a, b) => a[1].usedAt - b[1].usedAt);
  for (const [feeds] of loaded.slice(0, Math.max(0, loaded.length - maxIndexes))) entries.delete(feeds);
}
