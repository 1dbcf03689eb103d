import 'server-only';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { feedRuns } from '@/lib/db/schema';
import { getQueue } from '@/lib/jobs/boss';
import { feedRunJson, type FeedRunJson } from './run-json';

export type { FeedRunJson };
export type SyncTrigger = 'manual' | 'schedule' | 'cli' | 'seed';

/** The queue's key for a feed: one sync job per feed queued or running at a time. */
export const feedSyncKey = (sourceId: number) => `source-${sourceId}`;

/**
 * Asks for a sync of a feed: a new run, queued on the job runner; or, when the feed already has a
 * run queued or running (on any instance), that one (DESIGN §10). The partial unique index on
 * feed_runs decides between two asks at once.
 */
export async function requestSync(db: Db, sourceId: number, options: { full: boolean; trigger: SyncTrigger }): Promise<{ id: number; status: 'queued' | 'running' }> {
  const created = await createRunHere(db, sourceId, options);
  await enqueueFeedSync(sourceId);
  if (created !== null) return { id: created, status: 'queued' };
  const active = await activeRun(db, sourceId);
  // The other run finished between the insert and this read: ask again (it cannot loop long).
  if (!active) return requestSync(db, sourceId, options);
  return { id: active.id, status: active.status === 'running' ? 'running' : 'queued' };
}

/** Puts the feed's sync job on the queue (a no-op when one is there already). */
export async function enqueueFeedSync(sourceId: number): Promise<void> {
  const boss = await getQueue();
  await boss.send('feed-sync', { sourceId }, { singletonKey: feedSyncKey(sourceId) });
}

/** The feed's run that is queued or running, if any. */
export async function activeRun(db: Db, sourceId: number): Promise<typeof feedRuns.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(feedRuns)
    .where(and(eq(feedRuns.sourceId, sourceId), inArray(feedRuns.status, ['queued', 'running'])))
    .limit(1);
  return row ?? null;
}

export async function listRuns(db: Db, sourceId: number, { page, perPage }: { page: number; perPage: number }): Promise<{ runs: FeedRunJson[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db.select().from(feedRuns).where(eq(feedRuns.sourceId, sourceId)).orderBy(desc(feedRuns.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(feedRuns).where(eq(feedRuns.sourceId, sourceId)),
  ]);
  return { runs: rows.map(feedRunJson), total: Number(counted?.n ?? 0) };
}

export async function getRun(db: Db, sourceId: number, runId: number): Promise<FeedRunJson | null> {
  const [row] = await db.select().from(feedRuns).where(and(eq(feedRuns.sourceId, sourceId), eq(feedRuns.id, runId))).limit(1);
  return row ? feedRunJson(row) : null;
}

/** Each feed's newest run, for the sources list. */
export async function lastRuns(db: Db, sourceIds: number[]): Promise<Map<number, FeedRunJson>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([feedRuns.sourceId])
    .from(feedRuns)
    .where(inArray(feedRuns.sourceId, sourceIds))
    .orderBy(feedRuns.sourceId, desc(feedRuns.id));
  return new Map(rows.map((row) => [row.sourceId, feedRunJson(row)]));
}

/**
 * A new queued run of the feed: its id, or null when the feed already has a run queued or
 * running somewhere (the partial unique index decides). The command line and the demo seed run
 * it themselves; requestSync puts it on the queue.
 */
export async function createRunHere(db: Db, sourceId: number, options: { full: boolean; trigger: SyncTrigger }): Promise<number | null> {
  const [created] = await db
    .insert(feedRuns)
    .values({ sourceId, full: options.full, trigger: options.trigger })
    .onConflictDoNothing({ target: feedRuns.sourceId, where: sql`status in ('queued', 'running')` })
    .returning({ id: feedRuns.id });
  return created?.id ?? null;
}
