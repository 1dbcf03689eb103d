import 'server-only';
import { pruneEndedSessions } from '@/lib/auth/session-pruning';
import { getDb } from '@/lib/db/client';
import { deliverDueAlerts } from '@/lib/ealerts/delivery/deliver';
import { rateStaleListings } from '@/lib/estimate/listing-ratings';
import { retryQueuedMail } from '@/lib/mail/retry';
import { startScheduler, type Job } from './scheduler';

/** Every scheduled job of the app. */
export const JOBS: Job[] = [
  { name: 'e-alert-delivery', run: ({ stillHolding }) => deliverDueAlerts({ stillHolding }) },
  { name: 'mail-retry', run: ({ stillHolding }) => retryQueuedMail({ stillHolding }) },
  { name: 'deal-ratings', run: async () => rateStaleListings(await getDb(), new Date()) },
  { name: 'session-pruning', run: ({ stillHolding }) => pruneEndedSessions({ stillHolding }) },
];

const DEFAULT_INTERVAL_MS = 60_000;
const registry = globalThis as typeof globalThis & { __jobsStarted?: boolean };

/**
 * Starts the scheduler once per process (instrumentation.ts, after the database is ready).
 * JOBS=0 turns it off (an instance that only serves pages); JOBS_INTERVAL_MS sets the period.
 */
export function startJobs(env: Record<string, string | undefined> = process.env): boolean {
  if (env.JOBS === '0' || registry.__jobsStarted) return false;
  const configured = Number(env.JOBS_INTERVAL_MS);
  const interval = Number.isFinite(configured) && configured >= 100 ? configured : DEFAULT_INTERVAL_MS;
  registry.__jobsStarted = true;
  startScheduler(JOBS, interval);
  console.log(`Jobs scheduled every ${interval} ms: ${JOBS.map((j) => j.name).join(', ')}`);
  return true;
}
