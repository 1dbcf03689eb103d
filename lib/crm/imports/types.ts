import type { ImportStatus } from '@/lib/db/schema/imports';

/** GET /api/crm/imports/{id} (DESIGN §11), and a line of the /importing list. */
export interface ImportView {
  id: number;
  status: ImportStatus;
  total: number;
  processed: number;
  created: number;
  merged: number;
  skipped: number;
  failed: number;
  errorsUrl: string;
  fileName: string;
  dedupe: 'skip' | 'merge';
  notes: string | null;
  error: string | null;
  by: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** /importing's status filter (?status=): plain, so the server page and the client list share it. */
export const IMPORT_FILTERS = ['all', 'running', 'succeeded', 'failed'] as const;
export type ImportFilter = (typeof IMPORT_FILTERS)[number];
