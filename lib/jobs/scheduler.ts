import 'server-only';
import crypto from 'node:crypto';
import os from 'node:os';
import { getDb } from '@/lib/db/client';
import { acquireLease, releaseLease, renewLease } from './lease';

export interface JobContext {
  /** Renews the lease when due; false once this instance no longer holds it (stop then). */
  stillHolding: () => Promise<boolean>;
}

export interface Job {
  name: string;
  run: (ctx: JobContext) => Promise<unknown>;
}

export type JobOutcome = 'ran' | 'busy' | 'failed';

/** This process among all the app's instances: host, pid and a random part (pids repeat across containers). */
export const INSTANCE_ID = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;

/** A run that stops renewing (a hung query, a dead process) frees the job after this long. */
export const LEASE_TTL_MS = 5 * 60_000;

/**
 * Runs a job once if this instance gets its lease, and gives the lease back after. Errors
 * are logged, never thrown: a failing job must not take the server down.
 */
export async function runJob(job: Job, { owner = INSTANCE_ID, ttlMs = LEASE_TTL_MS, minIntervalMs = 0 } = {}): Promise<JobOutcome> {
  const db = await getDb();
  try {
    if (!(await acquireLease(db, job.name, owner, { ttlMs, minIntervalMs }))) return 'busy';
  } catch (error) {
    console.error(`Job ${job.name}: could not take its lease:`, error);
    return 'failed';
  }
  let renewedAt = Date.now();
  const stillHolding = async () => {
    // Renewing at every step would write a row per alert; a third of the lease is soon enough.
    if (Date.now() - renewedAt < ttlMs / 3) return true;
    renewedAt = Date.now();
    return renewLease(db, job.name, owner, ttlMs);
  };
  try {
    await job.run({ stillHolding });
    return 'ran';
  } catch (error) {
    console.error(`Job ${job.name} failed:`, error);
    return 'failed';
  } finally {
    await releaseLease(db, job.name, owner).catch((error: unknown) => console.error(`Job ${job.name}: could not release its lease:`, error));
  }
}

export interface Scheduler {
  stop: () => void;
}

/**
 * Runs the jobs one after another every `intervalMs` (the next round is timed from the end
 * of the last, so rounds never overlap). Each instance of the app runs a scheduler; the
 * leases make each job run on one of them at a time, and no more often than about once per
 * interval across them all. Timers are unref'd: they never keep the process alive.
 */
export function startScheduler(jobs: Job[], intervalMs: number): Scheduler {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const round = async () => {
    for (const job of jobs) {
      if (stopped) return;
      await runJob(job, { minIntervalMs: Math.floor(intervalMs * 0.9) });
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => void round().finally(next), intervalMs);
    timer.unref();
  };
  next();
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
