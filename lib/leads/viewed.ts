import 'server-only';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { LeadClaims } from '@/lib/auth/lead-token';
import { getDb } from '@/lib/db/client';
import { activities, viewedProperties } from '@/lib/db/schema';
import { asExistingLead } from './lead-actions';

/**
 * A lead opened a listing: the viewed-homes list (SPEC §3 lvh) and a property-view activity
 * (SPEC §3 activity types). A lead the token names but the database no longer has is a 401.
 */
export async function recordView(companyId: number, lead: LeadClaims, propertyId: number, at = new Date()): Promise<void> {
  const db = await getDb();
  await asExistingLead(() =>
    db.transaction(async (tx) => {
      await tx
        .insert(viewedProperties)
        .values({ companyId, leadId: lead.id, propertyId, firstViewedAt: at, lastViewedAt: at, viewsCount: 1 })
        .onConflictDoUpdate({
          target: [viewedProperties.leadId, viewedProperties.propertyId],
          set: { lastViewedAt: at, viewsCount: sql`${viewedProperties.viewsCount} + 1` },
        });
      await tx.insert(activities).values({ companyId, leadId: lead.id, type: 'property-view', propertyId, occurredAt: at });
    }),
  );
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
