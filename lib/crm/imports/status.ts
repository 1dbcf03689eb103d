import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { getDb, type Db } from '@/lib/db/client';
import { agents, leadImportErrors, leadImports } from '@/lib/db/schema';
import { notFound } from '@/lib/http/errors';
import { safeCell } from '../reports/csv';
import { parseCsv } from './parse';
import type { ImportView } from './types';

export type { ImportView };


const viewColumns = {
  id: leadImports.id, status: leadImports.status, total: leadImports.total, processed: leadImports.processed, created: leadImports.created,
  merged: leadImports.merged, skipped: leadImports.skipped, failed: leadImports.failed, fileName: leadImports.fileName, dedupe: leadImports.dedupe,
  notes: leadImports.notes, error: leadImports.error, createdAt: leadImports.createdAt, finishedAt: leadImports.finishedAt,
  firstName: agents.firstName, lastName: agents.lastName,
};

const selectViews = (db: Db) => db.select(viewColumns).from(leadImports).leftJoin(agents, eq(agents.id, leadImports.agentId));
type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

function viewOf({ firstName, lastName, createdAt, finishedAt, ...row }: ViewRow): ImportView {
  return {
    ...row,
    errorsUrl: `/api/crm/imports/${row.id}/errors.csv`,
    by: firstName || lastName ? `${firstName ?? ''} ${lastName ?? ''}`.trim() : null,
    createdAt: createdAt.toISOString(),
    finishedAt: finishedAt?.toISOString() ?? null,
  };
}


/** One of the company's imports; another company's is 404, as is one that does not exist. */
export async function importOf(companyId: number, id: number): Promise<ImportView> {
  const [row] = await selectViews(await getDb()).where(and(eq(leadImports.companyId, companyId), eq(leadImports.id, id))).limit(1);
  if (!row) throw notFound('Import not found');
  return viewOf(row);
}

/** The company's imports, newest first (the /importing list). */
export async function importsOf(companyId: number, limit = 50): Promise<ImportView[]> {
  const rows = await selectViews(await getDb()).where(eq(leadImports.companyId, companyId)).orderBy(desc(leadImports.createdAt), desc(leadImports.id)).limit(limit);
  return rows.map(viewOf);
}

/**
 * GET /api/crm/imports/{id}/errors.csv: the refused rows, each with its row number, the reason and
 * its cells under the file's own header, formula-safe (lib/crm/reports/csv.ts: a cell starting with
 * = + - @ tab or CR gets an apostrophe, so `=HYPERLINK(…)` from a file never runs in a spreadsheet).
 */
export async function importErrorsCsv(companyId: number, id: number): Promise<{ fileName: string; csv: string }> {
  const db = await getDb();
  const [job] = await db.select({ fileName: leadImports.fileName, head: sql<string>`substring(${leadImports.csv} from 1 for 65536)` }).from(leadImports)
    .where(and(eq(leadImports.companyId, companyId), eq(leadImports.id, id))).limit(1);
  if (!job) throw notFound('Import not found');
  const { headers } = parseCsv(job.head, { preview: 1 });
  const rows = await db.select({ rowNumber: leadImportErrors.rowNumber, reason: leadImportErrors.reason, cells: leadImportErrors.cells }).from(leadImportErrors)
    .where(and(eq(leadImportErrors.companyId, companyId), eq(leadImportErrors.importId, id))).orderBy(asc(leadImportErrors.rowNumber));
  const records = rows.map((r) => [r.rowNumber, safeCell(r.reason), ...r.cells.map(safeCell)]);
  const csv = stringify([['Row', 'Reason', ...headers.map(safeCell)], ...records], { record_delimiter: 'windows' });
  return { fileName: `${job.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-') || 'import'}-errors.csv`, csv };
}
