import 'server-only';
import { recordAudit } from '@/lib/audit/log';
import { getDb } from '@/lib/db/client';
import { notFound } from '@/lib/http/errors';
import { paginationOf, type Pagination } from '@/lib/http/pagination';
import type { FeedRunJson } from './run-json';
import { getRun, listRuns, requestSync } from './runs';
import { ownedSource, subscribedSource, type SourceActor } from './source-access';

/**
 * A feed's sync runs through the admin API (DESIGN §10), over the lead's lib/feeds/runs.ts: the
 * owner asks for a sync; every subscriber may watch the runs (counts, progress, errors).
 */

/** POST /api/admin/sources/{id}/sync – a run on the job runner, or the one already queued or running. */
export async function syncSource(actor: SourceActor, sourceId: number, full: boolean): Promise<{ id: number; status: 'queued' | 'running' }> {
  const db = await getDb();
  const source = await ownedSource(db, actor.companyId, sourceId);
  const run = await requestSync(db, source.id, { full, trigger: 'manual' });
  await recordAudit({ companyId: actor.companyId, agentId: actor.agentId, action: 'admin.source.sync', outcome: 'success', subject: `source ${source.id}`, data: { full, run: run.id } }, actor.request);
  return run;
}

export interface RunsPage {
  data: FeedRunJson[];
  pagination: Pagination;
}

/** GET /api/admin/sources/{id}/runs – newest first, a page at a time. */
export async function sourceRuns(companyId: number, sourceId: number, page: { page: number; perPage: number }): Promise<RunsPage> {
  const db = await getDb();
  const source = await subscribedSource(db, companyId, sourceId);
  const { runs, total } = await listRuns(db, source.id, page);
  return { data: runs, pagination: paginationOf(total, runs.length, page.perPage, page.page) };
}

/** GET /api/admin/sources/{id}/runs/{runId} */
export async function sourceRun(companyId: number, sourceId: number, runId: number): Promise<FeedRunJson> {
  const db = await getDb();
  const source = await subscribedSource(db, companyId, sourceId);
  const run = await getRun(db, source.id, runId);
  if (!run) throw notFound('Run not found');
  return run;
}
