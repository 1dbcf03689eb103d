import type { FeedRunError } from '@/lib/db/schema/feeds';
import type { FeedRunJson } from '../run-json';

/** The first errors a run keeps to show (all are counted). */
export const MAX_RUN_ERRORS = 200;

/** What a run counts as it goes: the run's answer fields (run-json.ts), kept in memory between pages. */
export type RunCounts = Pick<FeedRunJson, 'total' | 'fetched' | 'created' | 'updated' | 'deleted' | 'skipped' | 'mediaFetched' | 'mediaFailed' | 'errors' | 'errorCount'>;

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
