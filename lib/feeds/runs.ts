import 'server-only';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { feedRuns } from '@/lib/db/schema';
import { feedRunJson, type FeedRunJson } from './run-json';

/*
 * PLACEHOLDER on branch h14-admin only: the lead's lib/feeds/runs.ts (main) replaces this file
 * on merge (take main's side). Same signatures; requestSync here only records the queued run —
 * the job queue that runs it is the lead's.
 */

export type { FeedRunJson };
export type SyncTrigger = 'manual' | 'schedule' | 'cli' | 'seed';

export async function requestSync(db: Db, sourceId: number, options: { full: boolean; trigger: SyncTrigger }): Promise<{ id: number; status: 'queued' | 'running' }> {
  const [created] = await db
    .insert(feedRuns)
    .values({ sourceId, full: options.full, trigger: options.trigger })
    .onConflictDoNothing({ target: feedRuns.sourceId, where: sql`status in ('queued', 'running')` })
    .returning({ id: feedRuns.id });
  if (created) return { id: created.id, status: 'queued' };
  const [active] = await db
    .select()
    .from(feedRuns)
    .where(and(eq(feedRuns.sourceId, sourceId), inArray(feedRuns.status, ['queued', 'running'])))
    .limit(1);
  if (!active) return requestSync(db, sourceId, options);
  return { id: active.id, status: active.status === 'running' ? 'running' : 'queued' };
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

export async function lastRuns(db: Db, sourceIds: number[]): Promise<Map<number, FeedRunJson>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([feedRuns.sourceId])
    .from(feedRuns)
    .where(inArray(feedRuns.sourceId, sourceIds))
    .orderBy(feedRuns.sourceId, desc(feedRuns.id));
  return new Map(rows.map((row) => [row.sourceId, feedRunJson(row)]));
}
