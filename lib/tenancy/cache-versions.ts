import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { processSingleton } from '@/lib/db/process-singleton';
import { queryRows } from '@/lib/db/rows';
import { companyCacheVersions } from '@/lib/db/schema';

/**
 * Cache invalidation that reaches every app instance (DESIGN §11): a company's cached view is
 * keyed by its version from company_cache_versions, which the changing transaction bumps. Each
 * process reads the whole (small: one row per company that ever changed) table at most once per
 * POLL_MS, one query shared by every request waiting at that moment, so another instance's
 * save shows here within about a second. PGlite is one process, where the local bump already
 * does it; PostgreSQL servers share the table.
 */
const POLL_MS = 1_000;

/** The NOTIFY channel of version bumps (PostgreSQL: lib/tenancy/version-notices.ts listens). */
export const VERSION_CHANNEL = 'company_cache_versions';

type Listener = (companyId: number, previousVersion: number) => void;

interface VersionState {
  versions: Map<number, number>;
  /** By name, so each of Next's bundles registering the same cache replaces rather than adds. */
  listeners: Map<string, Listener>;
  /** Changes whenever any company's version does: the host → company cache follows domain moves. */
  generation: number;
  checkedAt: number;
  inFlight: Promise<void> | null;
}

// Once per process, as every cache (lib/db/process-singleton.ts says why).
const state = (): VersionState => processSingleton('company-versions', () => ({ versions: new Map(), listeners: new Map(), generation: 0, checkedAt: 0, inFlight: null }));

function note(companyId: number, version: number): void {
  const s = state();
  const previous = s.versions.get(companyId) ?? 0;
  if (previous >= version) return;
  s.versions.set(companyId, version);
  s.generation += 1;
  for (const listener of s.listeners.values()) listener(companyId, previous);
}

/**
 * Called when a company's version moves on, with the version it had here: a cache keyed by
 * version drops its old entry at once (a stale company would otherwise stay in memory, and
 * with it every cache hung off it) instead of waiting for its TTL.
 */
export function onCompanyVersionChange(name: string, listener: Listener): void {
  state().listeners.set(name, listener);
}

async function poll(): Promise<void> {
  const db = await getDb();
  const rows = await db.select({ companyId: companyCacheVersions.companyId, version: companyCacheVersions.version }).from(companyCacheVersions);
  for (const row of rows) note(row.companyId, row.version);
}

/**
 * Brings this process's view of the versions up to date when it is older than POLL_MS. A
 * failed poll leaves the old view (the next request tries again): a database hiccup must
 * not take every page down with it. Never call inside db.transaction (PGlite: one connection).
 */
export async function syncCompanyVersions(now = Date.now()): Promise<void> {
  const s = state();
  if (now - s.checkedAt < POLL_MS) return;
  s.inFlight ??= poll()
    .catch((error: unknown) => console.warn('Could not read company cache versions', error))
    .finally(() => {
      s.checkedAt = Date.now();
      s.inFlight = null;
    });
  await s.inFlight;
}

/** The version this process knows for a company (0: never changed). */
export const companyVersion = (companyId: number): number => state().versions.get(companyId) ?? 0;

/** Every company's version as this process knows it now (a copy: a cache shared by companies keeps what it was built under). */
export const companyVersionsNow = (): ReadonlyMap<number, number> => new Map(state().versions);

/** A number that changes when any company's version does (for caches across companies). */
export const versionGeneration = (): number => state().generation;

/** A company's new version, to note once the bumping transaction has committed. */
export type BumpedVersion = readonly [companyId: number, version: number];

/**
 * Bumps the versions of the companies `companies` selects (rows of company id and 1) inside the
 * caller's transaction, with the change itself, so no instance can see a new version before the
 * new data. Each bump NOTIFYs `company:version`, delivered at commit to every listening instance
 * (lib/tenancy/version-notices.ts); never before the data. One statement for any number.
 */
async function bumpVersions(tx: Db, companies: SQL): Promise<BumpedVersion[]> {
  const rows = await queryRows<{ company_id: number; version: number }>(
    sql`with bumped as (
          insert into company_cache_versions (company_id, version) ${companies}
          on conflict (company_id) do update set version = company_cache_versions.version + 1, changed_at = excluded.changed_at
          returning company_id, version)
        select company_id, version, pg_notify(${VERSION_CHANNEL}, company_id || ':' || version) as notified from bumped`,
    tx,
  );
  return rows.map((row) => [Number(row.company_id), Number(row.version)] as const);
}

/**
 * Bumps a company's version inside the caller's transaction. Returns the new version; call
 * noteCompanyVersion with it after the commit so this process sees the change at once.
 */
export async function bumpCompanyVersion(tx: Db, companyId: number): Promise<number> {
  const [bumped] = await bumpVersions(tx, sql`values (${companyId}::int, 1)`);
  return bumped?.[1] ?? 0;
}

/** After the bumping transaction committed: this process uses the new version from now on. */
export function noteCompanyVersion(companyId: number, version: number): void {
  note(companyId, version);
}

/**
 * Listings of these feeds changed (an import page, deletions, photos, deal ratings): every
 * company that lists them bumps its version in the caller's transaction, so no instance keeps
 * serving views built on the old rows (a search's cached answers, a cached listing).
 */
export async function bumpFeedCompanies(tx: Db, sourceIds: readonly number[]): Promise<BumpedVersion[]> {
  if (sourceIds.length === 0) return [];
  return bumpVersions(tx, sql`select distinct company_id, 1 from company_mls_sources where source_id in (${sql.join(sourceIds.map((id) => sql`${id}`), sql`, `)})`);
}

/** After the bumping transaction committed: this process uses the new versions from now on. */
export function noteCompanyVersions(bumped: readonly BumpedVersion[]): void {
  for (const [companyId, version] of bumped) note(companyId, version);
}

/** bumpFeedCompanies outside a transaction (the change already committed), noted here at once. */
export async function invalidateFeedCompanies(db: Db, sourceIds: readonly number[]): Promise<void> {
  noteCompanyVersions(await bumpFeedCompanies(db, sourceIds));
}
