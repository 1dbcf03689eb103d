import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { companyMlsSources, mlsSources } from '@/lib/db/schema';
import { forbidden, notFound } from '@/lib/http/errors';

export type SourceRow = typeof mlsSources.$inferSelect;

/** Who is acting on a feed: the admin's company (the tenant) and the admin, for the audit log. */
export interface SourceActor {
  companyId: number;
  agentId: number;
  request: { headers: Headers };
}

export const SOURCE_NOT_FOUND = 'Source not found';
export const NOT_OWNER = 'Only the company that added this feed may change or sync it';

/**
 * A feed this company subscribes to; any other id is a 404, as for one that does not exist (a
 * company learns nothing of another's feeds). `lock` takes the row for update, so a change and
 * the last subscriber leaving do not cross.
 */
export async function subscribedSource(db: Db, companyId: number, sourceId: number, lock = false): Promise<SourceRow> {
  const query = db
    .select({ source: mlsSources })
    .from(mlsSources)
    .innerJoin(companyMlsSources, and(eq(companyMlsSources.sourceId, mlsSources.id), eq(companyMlsSources.companyId, companyId)))
    .where(eq(mlsSources.id, sourceId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: mlsSources }) : await query;
  if (!row) throw notFound(SOURCE_NOT_FOUND);
  return row.source;
}

/** A subscribed feed this company added (DESIGN §10: only the owner changes or syncs it); 403 otherwise. */
export async function ownedSource(db: Db, companyId: number, sourceId: number, lock = false): Promise<SourceRow> {
  const source = await subscribedSource(db, companyId, sourceId, lock);
  if (source.ownerCompanyId !== companyId) throw forbidden(NOT_OWNER);
  return source;
}
