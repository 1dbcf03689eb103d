import 'server-only';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { feedRuns, mlsSources } from '@/lib/db/schema';
import { enqueueFeedSync, requestSync } from './runs';

const DEFAULT_INTERVAL_MS = 15 * 60_000;

/** FEED_SYNC_INTERVAL_MS (DESIGN §10): how often each feed is replicated; 15 minutes by default. */
export function feedSyncIntervalMs(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.FEED_SYNC_INTERVAL_MS);
  return Number.isFinite(configured) && configured >= 1000 ? configured : DEFAULT_INTERVAL_MS;
}

/**
 * The periodic `feed-schedule` job: every feed due for replication gets a run (a full load when
 * it never finished one), and a run left queued without its job (an instance that died between
 * the two writes) gets its job again. Returns the feeds asked for.
 */
export async function scheduleFeedSyncs(now = new Date()): Promise<number[]> {
  const db = await getDb();
  const dueBefore = new Date(now.getTime() - feedSyncIntervalMs());
  const due = await db
    .select({ id: mlsSources.id, replicatedThrough: mlsSources.replicatedThrough })
    .from(mlsSources)
    .where(
      and(
        eq(mlsSources.syncEnabled, true),
        ne(mlsSources.url, ''),
        or(isNull(mlsSources.lastSyncAt), lt(mlsSources.lastSyncAt, dueBefore)),
        // A feed whose last run failed is tried again at the same pace, not at every tick.
        sql`not exists (select 1 from ${feedRuns} r where r.source_id = ${mlsSources.id} and r.created_at > ${dueBefore})`,
      ),
    );
  for (const source of due) await requestSync(db, source.id, { full: source.replicatedThrough === null, trigger: 'schedule' });
  const waiting = await db.select({ sourceId: feedRuns.sourceId }).from(feedRuns).where(inArray(feedRuns.status, ['queued', 'running']));
  for (const run of waiting) await enqueueFeedSync(run.sourceId);
  return due.map((s) => s.id);
}
