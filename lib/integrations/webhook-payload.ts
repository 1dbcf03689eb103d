import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { CrmAccess } from '@/lib/crm/access';
import { toInboxItem, requireVisibleInboxItem } from '@/lib/crm/inbox';
import { leadDetailOf } from '@/lib/crm/lead-detail';
import { getDb } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/errors';
import { filterContext } from '@/lib/search/context';
import { getCompany } from '@/lib/tenancy/company';

/** The company-wide view the job reads with: what an admin of the company sees (no agent acts). */
const companyView = (companyId: number): CrmAccess => ({ agentId: 0, companyId, type: 'broker', isAdmin: true, scope: 'company', canManage: true, canClaim: false });

/**
 * A delivery's full `data`, read outside any transaction at its first attempt: the lead as GET
 * /api/crm/leads/{id} answers it (with the change the event recorded), or the inbox item as GET
 * /api/crm/inbox does. A lead deleted since is announced by its id alone, with `deleted: true`.
 */
export async function hydrateEventData(companyId: number, ref: Record<string, unknown>): Promise<Record<string, unknown>> {
  const db = await getDb();
  const view = companyView(companyId);
  if (typeof ref.inboxItemId === 'number') {
    try {
      return { ...toInboxItem(await requireVisibleInboxItem(db, view, ref.inboxItemId)) };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return { ...ref, deleted: true };
      throw error;
    }
  }
  if (typeof ref.leadId !== 'number') return ref;
  const [lead] = await db.select().from(leads).where(and(eq(leads.companyId, companyId), eq(leads.id, ref.leadId))).limit(1);
  const company = await getCompany(companyId);
  if (!lead || !company) return { id: ref.leadId, deleted: true, ...(ref.change ? { change: ref.change } : {}) };
  const detail = await leadDetailOf(db, view, lead, await filterContext(company));
  return { ...detail, ...(ref.change ? { change: ref.change } : {}) };
}
