import type { feedRuns } from '@/lib/db/schema';
import type { FeedRunStatus } from '@/lib/db/schema/feeds';

/** A sync run as the admin API answers it (DESIGN §10). Plain: the admin screen reads it too. */
export interface FeedRunJson {
  id: number;
  status: FeedRunStatus;
  full: boolean;
  trigger: string;
  /** listings | deletions | media | finishing while it runs. */
  phase: string | null;
  /** Records the feed said it would send, for the progress bar; null when it did not say. */
  total: number | null;
  fetched: number;
  created: number;
  updated: number;
  deleted: number;
  skipped: number;
  mediaFetched: number;
  mediaFailed: number;
  errors: { key: string | null; message: string }[];
  errorCount: number;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
}

export function feedRunJson(row: typeof feedRuns.$inferSelect): FeedRunJson {
  return {
    id: row.id,
    status: row.status,
    full: row.full,
    trigger: row.trigger,
    phase: row.phase,
    total: row.total,
    fetched: row.fetched,
    created: row.created,
    updated: row.updated,
    deleted: row.deleted,
    skipped: row.skipped,
    mediaFetched: row.mediaFetched,
    mediaFailed: row.mediaFailed,
    errors: row.errors,
    errorCount: row.errorCount,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
