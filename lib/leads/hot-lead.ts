import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';

/**
 * DESIGN §12: a favourite or a showing request marks the lead hot. Called inside the
 * transaction of what made them hot; the first moment counts (a lead already hot keeps its
 * hot_at, so "hot since" stays true and repeated favourites cost one indexed no-op).
 */
export async function markLeadHot(tx: Db, companyId: number, leadId: number): Promise<void> {
  await tx
    .update(leads)
    .set({ hotAt: sql`now()` })
    .where(and(eq(leads.companyId, companyId), eq(leads.id, leadId), isNull(leads.hotAt)));
}
