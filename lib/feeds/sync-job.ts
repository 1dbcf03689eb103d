import 'server-only';
import type { JobWithMetadata } from 'pg-boss';
import { getDb } from '@/lib/db/client';
import { runFeedSync } from './import/run-sync';
import { activeRun } from './runs';

/**
 * The `feed-sync` job: runs (or resumes) the feed's queued or running run. A failure is thrown so
 * the queue retries it with back-off, resuming from the run's checkpoint; on the last attempt the
 * run is marked failed (and the job goes to the dead-letter queue).
 */
export async function runQueuedFeedSync(job: JobWithMetadata<object>): Promise<void> {
  const sourceId = Number((job.data as { sourceId?: unknown }).sourceId);
  if (!Number.isInteger(sourceId)) return;
  const db = await getDb();
  const run = await activeRun(db, sourceId);
  if (!run) return;
  await runFeedSync(db, run.id, { signal: job.signal, finalAttempt: job.retryCount >= job.retryLimit });
}
