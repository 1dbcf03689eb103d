import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { feedRuns, mlsSources } from '@/lib/db/schema';
import { rateFeed } from '@/lib/estimate/listing-ratings';
import { openFeedAuth } from '@/lib/feeds/secrets';
import { mapResoRecord, mapMedia, type MappedListing } from '@/lib/reso/mapping';
import { imageStoreFile } from '@/lib/reso/media';
import { refreshSearchIndexes } from '@/lib/search/refresh';
import { feedRunJson, type FeedRunJson } from '../run-json';
import { fetchPendingMedia } from './media';
import { reconcileKeys } from './reconcile';
import { feedReader, type FeedReader, type RecordPage } from './record-pages';
import { addErrors, type RunCheckpoint, type RunCounts } from './run-state';
import { writeListingPage } from './write-page';
import { queryRows } from '@/lib/db/rows';
import { bumpFeedCompanies, invalidateFeedCompanies, noteCompanyVersions, type BumpedVersion } from '@/lib/tenancy/cache-versions';

/**
 * Feeds up to this size are rated whole at the end of a first load (rateFeed compares every
 * listing with its market in memory, which grows with the square of the feed); bigger feeds are
 * rated by the deal-ratings job as it comes round.
 */
export const RATE_WHOLE_FEED_MAX = 15_000;

/** Key reconciliation runs with every full load, and otherwise at most this often. */
export const RECONCILE_EVERY_MS = 24 * 3600_000;

export interface SyncOptions {
  /** Aborted when the job runner takes the job back (shutdown): the run stops between pages. */
  signal?: AbortSignal;
  /** Whether a failure ends the run (the last attempt, or a run outside the queue) or leaves it to be resumed. */
  finalAttempt: boolean;
  /** Local file paths are read only for the operator's own feeds (the demo, the command line). */
  allowLocalFiles?: boolean;
  /** Fetch photos in this run (default true). */
  media?: boolean;
  pageSize?: number;
  now?: () => Date;
}

export class RunAborted extends Error {
  constructor() {
    super('The run was stopped; it goes on from its last page when resumed.');
  }
}

/**
 * Runs (or resumes) one sync of a feed (DESIGN §10): listing pages since the replication cursor
 * (all of them for a full load), each written with the run's counts and checkpoint in one
 * transaction; then deletions by key reconciliation; then photos; then the search indexes and
 * ratings. Records the importer cannot use are skipped and named in the run's errors. A failure
 * leaves what earlier pages committed (good data) and, unless final, a checkpoint to resume from.
 */
export async function runFeedSync(db: Db, runId: number, options: SyncOptions): Promise<FeedRunJson | null> {
  const now = options.now ?? (() => new Date());
  const [run] = await db.select().from(feedRuns).where(eq(feedRuns.id, runId));
  if (!run || (run.status !== 'queued' && run.status !== 'running')) return run ? feedRunJson(run) : null;
  const [source] = await db.select().from(mlsSources).where(eq(mlsSources.id, run.sourceId));
  if (!source) return null;

  const counts: RunCounts = {
    total: run.total, fetched: run.fetched, created: run.created, updated: run.updated, deleted: run.deleted,
    skipped: run.skipped, mediaFetched: run.mediaFetched, mediaFailed: run.mediaFailed, errors: [...run.errors], errorCount: run.errorCount,
  };
  const saved = run.checkpoint as Partial<RunCheckpoint> | null;
  const checkpoint: RunCheckpoint = { phase: saved?.phase ?? 'listings', through: saved?.through ?? null, reconciled: saved?.reconciled ?? false };
  const save = (tx: Db, status: 'running' | 'succeeded' | 'failed' = 'running') =>
    tx
      .update(feedRuns)
      .set({ ...counts, status, phase: status === 'running' ? checkpoint.phase : null, checkpoint, heartbeatAt: now(), ...(status === 'running' ? {} : { finishedAt: now() }) })
      .where(eq(feedRuns.id, runId));
  await db.update(feedRuns).set({ status: 'running', startedAt: run.startedAt ?? now(), phase: checkpoint.phase, heartbeatAt: now() }).where(eq(feedRuns.id, runId));

  const stillWanted = () => !options.signal?.aborted;
  const local = Boolean(options.allowLocalFiles) && source.ownerCompanyId === null;
  try {
    const auth = source.authSealed ? openFeedAuth(source.authSealed) : null;
    const reader = feedReader(source, auth, { allowLocalFiles: local, pageSize: options.pageSize });
    if (checkpoint.phase === 'listings') {
      const since = checkpoint.through ? new Date(checkpoint.through) : run.full ? null : source.replicatedThrough;
      for await (const page of readAhead(reader.pages(since))) {
        if (!stillWanted()) throw new RunAborted();
        await importPage(db, source, reader, page, { full: run.full, now: now(), local }, counts, checkpoint, save);
      }
      checkpoint.phase = 'deletions';
      await save(db);
    }
    if (checkpoint.phase === 'deletions') {
      const due = run.full || !source.reconciledAt || now().getTime() - source.reconciledAt.getTime() > RECONCILE_EVERY_MS;
      if (due && !checkpoint.reconciled) {
        const outcome = await reconcileKeys(db, source.id, reader);
        if ('refused' in outcome) addErrors(counts, [{ key: null, message: outcome.refused }]);
        else {
          counts.deleted += outcome.deleted;
          await db.update(mlsSources).set({ reconciledAt: now() }).where(eq(mlsSources.id, source.id));
          // Gone listings leave cached searches now, not after the photos (which can take long).
          if (outcome.deleted > 0) await invalidateFeedCompanies(db, [source.id]);
        }
        checkpoint.reconciled = true;
      }
      checkpoint.phase = 'media';
      await save(db);
    }
    if (checkpoint.phase === 'media') {
      if (options.media !== false) {
        const before = { fetched: counts.mediaFetched, failed: counts.mediaFailed };
        await fetchPendingMedia(db, source.id, {
          stillWanted,
          onProgress: async (progress, errors) => {
            counts.mediaFetched = before.fetched + progress.fetched;
            counts.mediaFailed = before.failed + progress.failed;
            addErrors(counts, errors);
            await save(db);
          },
        });
        if (!stillWanted()) throw new RunAborted();
      }
      checkpoint.phase = 'finishing';
      await save(db);
    }
    await finish(db, source, run.full, counts, checkpoint, now());
    await save(db, 'succeeded');
  } catch (error) {
    if (error instanceof RunAborted) throw error;
    addErrors(counts, [{ key: null, message: messageOf(error) }]);
    await save(db, options.finalAttempt ? 'failed' : 'running');
    throw error;
  }
  const [done] = await db.select().from(feedRuns).where(eq(feedRuns.id, runId));
  return done ? feedRunJson(done) : null;
}

type Source = typeof mlsSources.$inferSelect;

/**
 * The next page is fetched while this one is written: the feed's latency and our JSON parsing
 * overlap the database's work instead of adding to it. One page ahead, no more.
 */
async function* readAhead<T>(pages: AsyncGenerator<T>): AsyncGenerator<T> {
  let next = pages.next();
  for (;;) {
    const current = await next;
    if (current.done) return;
    next = pages.next();
    // Awaited on the next turn; until then a failure must not count as unhandled.
    next.catch(() => {});
    yield current.value;
  }
}

async function importPage(
  db: Db,
  source: Source,
  reader: FeedReader,
  page: RecordPage,
  context: { full: boolean; now: Date; local: boolean },
  counts: RunCounts,
  checkpoint: RunCheckpoint,
  save: (tx: Db) => Promise<unknown>,
): Promise<void> {
  if (page.total !== null) counts.total = page.total;
  counts.fetched += page.records.length;
  const errors: { key: string | null; message: string }[] = [];
  const byKey = new Map<string, MappedListing>();
  for (const record of page.records) {
    const mapped = mapResoRecord(record, { typeMap: source.propertyTypeMap, allowImageStore: context.local });
    if (!mapped.ok) {
      counts.skipped++;
      errors.push({ key: mapped.key, message: mapped.message });
      continue;
    }
    const key = mapped.listing.row.listingKey;
    const earlier = byKey.get(key);
    if (earlier) {
      // The same key twice in one page: the later change stands, and the feed hears of it.
      counts.skipped++;
      errors.push({ key, message: 'ListingKey appears twice in one page: the later record was kept.' });
      if (time(earlier.row.sourceModifiedAt) > time(mapped.listing.row.sourceModifiedAt)) continue;
    }
    byKey.set(key, mapped.listing);
  }
  const listings = [...byKey.values()];
  // Photos of a feed whose Media is its own resource come with a second ask per page.
  const withoutMedia = listings.filter((l) => l.media.length === 0).map((l) => l.row.listingKey);
  const media = await reader.media(withoutMedia);
  for (const listing of listings) {
    const list = media.get(listing.row.listingKey);
    if (list) listing.media = mapMedia(list, { allowImageStore: context.local });
  }
  const newest = listings.reduce((max, l) => Math.max(max, time(l.row.sourceModifiedAt)), checkpoint.through ? Date.parse(checkpoint.through) : 0);
  const bumped: BumpedVersion[] = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const written = await writeListingPage(tx, source.id, listings, { full: context.full, now: context.now, storeMarker: context.local ? imageStoreFile : undefined });
    counts.created += written.created;
    counts.updated += written.updated;
    addErrors(counts, errors);
    if (newest > 0) checkpoint.through = new Date(newest).toISOString();
    await save(tx);
    // The page's listings show at once on every site that lists the feed (their cached searches go with the commit).
    return written.created + written.updated > 0 ? bumpFeedCompanies(tx, [source.id]) : [];
  });
  noteCompanyVersions(bumped);
}

const time = (value: unknown) => (value instanceof Date ? value.getTime() : 0);

/** After a good run: the replication cursor moves on, the search indexes and (on a first load) the ratings follow. */
async function finish(db: Db, source: Source, full: boolean, counts: RunCounts, checkpoint: RunCheckpoint, now: Date): Promise<void> {
  const through = checkpoint.through ? new Date(checkpoint.through) : source.replicatedThrough;
  const keep = source.replicatedThrough && through && source.replicatedThrough > through ? source.replicatedThrough : through;
  await db.update(mlsSources).set({ replicatedThrough: keep ?? null, lastSyncAt: now, updatedAt: now }).where(eq(mlsSources.id, source.id));
  if (counts.created + counts.updated + counts.deleted > 0) {
    await refreshSearchIndexes(db);
    // A first load of a small feed rates it whole at once (as the demo seed does); later changes,
    // and big feeds, are rated by the deal-ratings job.
    const [row] = await queryRows<{ rated: number; total: number }>(sql`select count(*) filter (where rated_at is not null)::int as rated, count(*)::int as total from properties where source_id = ${source.id}`, db);
    if (row && row.total <= RATE_WHOLE_FEED_MAX && (full || row.rated < row.total / 2)) await rateFeed(db, source.id, now);
  }
  // The keyword index, the ratings and the photos fetched since the pages were written: cached searches follow.
  if (counts.created + counts.updated + counts.deleted + counts.mediaFetched > 0) await invalidateFeedCompanies(db, [source.id]);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
