/**
 * The admin view of the job queue (GET /api/admin/jobs, /admin/jobs): what its answer holds.
 * Plain: the screen's client components read these too.
 */
import type { Pagination } from '@/lib/http/pagination';
import { QUEUES, type QueueName } from './queues';

/** The queues the view reports on, in the order the screen lists them. */
export const JOB_QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/**
 * A job's state in the view. pg-boss's `created` is `queued` (or `retrying` once a try has
 * failed, as is its `retry`); `active`, `completed` and `failed` as pg-boss says (a cancelled
 * job counts as failed: it never finished); a job in the dead-letter queue is `dead`.
 */
export const JOB_VIEW_STATES = ['queued', 'active', 'retrying', 'completed', 'failed', 'dead'] as const;
export type JobViewState = (typeof JOB_VIEW_STATES)[number];

/**
 * The list's filter (`?state=`): waiting to run (queued and retrying), running, gone wrong
 * (failed and dead-lettered), or everything.
 */
export const JOB_FILTERS = ['queued', 'active', 'failed', 'all'] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];

export const JOB_FILTER_STATES: Record<Exclude<JobFilter, 'all'>, readonly JobViewState[]> = {
  queued: ['queued', 'retrying'],
  active: ['active'],
  failed: ['failed', 'dead'],
};

export interface QueueSummary {
  name: QueueName;
  queued: number;
  active: number;
  retrying: number;
  failed: number;
  /** Jobs of this queue that used up their retries and wait in the dead-letter queue. */
  deadLettered: number;
  completedLastDay: number;
  lastCompletedAt: string | null;
}

export interface JobView {
  id: string;
  /** The queue the job was sent to (for a dead-lettered job, the queue it failed in). */
  queue: string;
  state: JobViewState;
  /** Tries started so far, the running one included. */
  attempts: number;
  /** Retries allowed after the first try: a job gets retryLimit + 1 tries in all. */
  retryLimit: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** When a queued or retrying job may run (later than createdAt when deferred or backing off). */
  runAfter: string;
  /** What went wrong, as a message (never a stack): for retrying, failed and dead jobs. */
  error: string | null;
  /** What the job is about in words (a feed sync: the feed's name); null for system jobs. */
  subject: string | null;
}

export interface JobsOverview {
  queues: QueueSummary[];
  jobs: JobView[];
}

export interface JobsOverviewAnswer {
  data: JobsOverview;
  meta: { pagination: Pagination };
}

export const JOBS_PER_PAGE = 50;
