/**
 * Pure pieces of the job queue's admin view (lib/jobs/overview.ts runs the SQL): the rows as
 * the answer gives them, and a failure's message cut down to what an admin should read.
 */
import type { QueueName } from './queues';
import { JOB_QUEUE_NAMES, JOB_VIEW_STATES, type JobView, type JobViewState, type QueueSummary } from './overview-types';

const MAX_ERROR = 500;

/**
 * The message of a failure, never its stack: pg-boss stores a thrown error whole (message, stack,
 * cause …), and the SQL picks its message; a message may still carry a stack after a newline
 * (an error built from another's `stack`), so the text stops where the first "at …" line starts.
 */
export function errorText(message: string | null): string | null {
  if (message === null) return null;
  const [head = ''] = message.split(/\r?\n\s+at\s/);
  const text = head.trim().replace(/\s+/g, ' ');
  if (text === '') return null;
  return text.length > MAX_ERROR ? `${text.slice(0, MAX_ERROR - 1)}…` : text;
}

/** A job as the SQL reads it: state and attempts already worked out, times as ISO text. */
export interface JobRow {
  id: string;
  queue: string;
  view_state: string;
  attempts: number | string;
  retry_limit: number | string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  run_after: string;
  message: string | null;
  subject: string | null;
}

const isViewState = (value: string): value is JobViewState => (JOB_VIEW_STATES as readonly string[]).includes(value);

export function jobView(row: JobRow): JobView {
  const state = isViewState(row.view_state) ? row.view_state : 'failed';
  const failing = state === 'retrying' || state === 'failed' || state === 'dead';
  return {
    id: row.id,
    queue: row.queue,
    state,
    attempts: Number(row.attempts),
    retryLimit: Number(row.retry_limit),
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    runAfter: row.run_after,
    error: failing ? errorText(row.message) : null,
    subject: row.subject,
  };
}

/** One queue's counts as the SQL groups them (count() may come back as text). */
export interface QueueCountRow {
  queue: string;
  queued: number | string;
  active: number | string;
  retrying: number | string;
  failed: number | string;
  dead_lettered: number | string;
  completed_last_day: number | string;
  last_completed_at: string | null;
}

/** Every queue of the app, in order, whether or not it holds a job. */
export function queueSummaries(rows: QueueCountRow[]): QueueSummary[] {
  const byName = new Map(rows.map((row) => [row.queue, row]));
  return JOB_QUEUE_NAMES.map((name: QueueName) => {
    const row = byName.get(name);
    return {
      name,
      queued: Number(row?.queued ?? 0),
      active: Number(row?.active ?? 0),
      retrying: Number(row?.retrying ?? 0),
      failed: Number(row?.failed ?? 0),
      deadLettered: Number(row?.dead_lettered ?? 0),
      completedLastDay: Number(row?.completed_last_day ?? 0),
      lastCompletedAt: row?.last_completed_at ?? null,
    };
  });
}
