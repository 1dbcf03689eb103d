import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { jobLocks } from '@/lib/db/schema';

export interface LeaseOptions {
  /** How long the lease holds without a renewal: past it, another instance may take over. */
  ttlMs: number;
  /** Runs, on any instance, start at least this far apart. */
  minIntervalMs?: number;
}

const returned = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? []).length > 0;

/**
 * Takes the job's lease for `owner` if nobody holds it (or the holder's lease ran out) and
 * the last run started long enough ago. One UPDATE decides, on the database's clock, so two
 * instances asking at once cannot both get it. The row is created on first use.
 */
export async function acquireLease(db: Db, name: string, owner: string, { ttlMs, minIntervalMs = 0 }: LeaseOptions): Promise<boolean> {
  await db.insert(jobLocks).values({ name }).onConflictDoNothing();
  const result = await db.execute(sql`
    update job_locks set locked_by = ${owner}, locked_until = now() + ${ttlMs}::int * interval '1 millisecond', last_run_at = now()
    where name = ${name}
      and (locked_until is null or locked_until < now())
      and (last_run_at is null or last_run_at <= now() - ${minIntervalMs}::int * interval '1 millisecond')
    returning name`);
  return returned(result);
}

/** Extends a lease this owner still holds; false when it ran out or was taken over. */
export async function renewLease(db: Db, name: string, owner: string, ttlMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    update job_locks set locked_until = now() + ${ttlMs}::int * interval '1 millisecond'
    where name = ${name} and locked_by = ${owner} and locked_until > now()
    returning name`);
  return returned(result);
}

/** Gives the lease back (only if this owner holds it). */
export async function releaseLease(db: Db, name: string, owner: string): Promise<void> {
  await db.execute(sql`update job_locks set locked_by = null, locked_until = null where name = ${name} and locked_by = ${owner}`);
}
