import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

/**
 * How long an ended session's row is kept: a month, as far back as the sign-in check looks for
 * the addresses an agent is known at (lib/auth/sign-in-limits.ts), and for anyone asking where
 * and when an account was used. An ended session's `expires_at` is its end (revocation sets it).
 */
export const ENDED_SESSIONS_KEPT_MS = 31 * 24 * 60 * 60_000;
const BATCH = 1000;

/**
 * The scheduled job (lib/jobs/start.ts): deletes sessions that ended more than a month ago, a
 * batch at a time (short statements, no long lock), while this instance holds the job.
 */
export async function pruneEndedSessions({ stillHolding }: { stillHolding: () => Promise<boolean> }, now = new Date()): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - ENDED_SESSIONS_KEPT_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from sessions where id in (select id from sessions where expires_at < ${cutoff}::timestamptz limit ${BATCH})
      returning id`);
    const count = ((result as { rows?: unknown[] }).rows ?? []).length;
    deleted += count;
    if (count < BATCH || !(await stillHolding())) return deleted;
  }
}
