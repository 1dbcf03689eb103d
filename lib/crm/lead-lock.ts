import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import { notFound } from '@/lib/http/errors';
import type { CrmAccess } from './access';
import { visibleLeadsWhere } from './visible-leads';

export type LeadRow = typeof leads.$inferSelect;

/**
 * Inside a write's transaction: the lead, locked, when the agent sees it (else 404). The lock
 * orders concurrent edits of one lead, so the `from` an activity records is the value it replaced.
 */
export async function lockVisibleLead(tx: Db, access: CrmAccess, leadId: number): Promise<LeadRow> {
  const [row] = await tx.select().from(leads).where(and(eq(leads.id, leadId), visibleLeadsWhere(access))).limit(1).for('update');
  if (!row) throw notFound('Lead not found');
  return row;
}

