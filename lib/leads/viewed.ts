import 'server-only';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { LeadClaims } from '@/lib/auth/lead-token';
import { alertHotLead, deliverAlerts, noAlerts } from '@/lib/automation/triggers/agent-alert';
import { noteLeadVisit } from '@/lib/automation/triggers/return-visit';
import { listingAddress, viewBurstReason } from '@/lib/automation/triggers/view-bursts';
import { getDb } from '@/lib/db/client';
import { activities, viewedProperties } from '@/lib/db/schema';
import type { Company } from '@/lib/tenancy/company';
import { markLeadHot } from './hot-lead';
import { asExistingLead } from './lead-actions';

/**
 * A lead opened a listing: the viewed-homes list (SPEC §3 lvh) and a property-view activity
 * (SPEC §3 activity types). A lead the token names but the database no longer has is a 401.
 * A view is a visit (a return after a day away counts first), and the third view of one
 * listing or a fifth listing in a day marks the lead hot (DESIGN §12): the view's activity
 * then carries `hotReason` and the agent is alerted, in the view's transaction.
 */
export async function recordView(company: Company, lead: LeadClaims, propertyId: number, at = new Date()): Promise<void> {
  const companyId = company.id;
  await noteLeadVisit(company, lead.id, at);
  const db = await getDb();
  const sends = await asExistingLead(() =>
    db.transaction(async (tx) => {
      const [viewed] = await tx
        .insert(viewedProperties)
        .values({ companyId, leadId: lead.id, propertyId, firstViewedAt: at, lastViewedAt: at, viewsCount: 1 })
        .onConflictDoUpdate({
          target: [viewedProperties.leadId, viewedProperties.propertyId],
          set: { lastViewedAt: at, viewsCount: sql`${viewedProperties.viewsCount} + 1` },
        })
        .returning({ viewsCount: viewedProperties.viewsCount });
      const reason = await viewBurstReason(tx, { companyId, leadId: lead.id, viewsCount: viewed?.viewsCount ?? 1, now: at });
      const hot = reason !== null && (await markLeadHot(tx, { companyId, leadId: lead.id, reason, now: at }));
      await tx.insert(activities).values({ companyId, leadId: lead.id, type: 'property-view', propertyId, occurredAt: at, ...(hot ? { data: { hotReason: reason } } : {}) });
      if (!hot || reason === null) return noAlerts();
      const listing = reason === 'repeat-views' ? await listingAddress(tx, propertyId) : null;
      return alertHotLead(tx, { company, leadId: lead.id, reason, listing });
    }),
  );
  await deliverAlerts(sends);
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** How many of the company's leads looked at a listing this past week (the property-views message). */
export async function recentViewers(companyId: number, propertyId: number, now = new Date()): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(viewedProperties)
    .where(and(eq(viewedProperties.companyId, companyId), eq(viewedProperties.propertyId, propertyId), gte(viewedProperties.lastViewedAt, new Date(now.getTime() - WEEK_MS))));
  return Number(row?.n ?? 0);
}

/**
 * After sign-in, the homes the visitor viewed before (the viewedHouses cookie, SPEC §4
 * "After login") join the lead's viewed homes. Already-known homes are left as they are;
 * each newly added one gets its property-view activity. Answers how many were added.
 */
export async function markViewed(companyId: number, lead: LeadClaims, propertyIds: number[]): Promise<number> {
  if (propertyIds.length === 0) return 0;
  const db = await getDb();
  return asExistingLead(() =>
    db.transaction(async (tx) => {
      const added = await tx
        .insert(viewedProperties)
        .values(propertyIds.map((propertyId) => ({ companyId, leadId: lead.id, propertyId })))
        .onConflictDoNothing()
        .returning({ propertyId: viewedProperties.propertyId });
      if (added.length > 0) {
        await tx.insert(activities).values(added.map(({ propertyId }) => ({ companyId, leadId: lead.id, type: 'property-view' as const, propertyId, data: { before: 'sign-in' } })));
      }
      return added.length;
    }),
  );
}
