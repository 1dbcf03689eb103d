import type { FeedRunError } from '@/lib/db/schema/feeds';

/** The first errors a run keeps to show (all are counted). */
export const MAX_RUN_ERRORS = 200;

export interface RunCounts {
  total: number | null;
  fetched: number;
  created: number;
  updated: number;
  deleted: number;
  skipped: number;
  mediaFetched: number;
  mediaFailed: number;
  errors: FeedRunError[];
  errorCount: number;
}

/** Where a run has got to, committed with each page: a resumed run goes on from here. */
export type RunCheckpoint = {
  /** The phase reached: listings → deletions → media → finishing. */
  phase: 'listings' | 'deletions' | 'media' | 'finishing';
  /** The newest ModificationTimestamp committed (ISO), and with it the resume point. */
  through: string | null;
  /** Whether this run compared keys (deletions) already. */
  reconciled: boolean;
};

export function addErrors(counts: RunCounts, errors: FeedRunError[]): void {
  counts.errorCount += errors.length;
  const room = MAX_RUN_ERRORS - counts.errors.length;
  if (room > 0) counts.errors.push(...errors.slice(0, room));
}
