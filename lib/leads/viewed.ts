import 'server-only';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { LeadClaims } from '@/lib/auth/lead-token';
import { getDb } from '@/lib/db/client';
import { activities, viewedProperties } from '@/lib/db/schema';

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * A lead opened a listing: the viewed-homes list (SPEC §3 lvh) and a property-view activity
 * (SPEC §3 activity types). False when the token's lead no longer exists (the database's own
 * (company_id, lead_id) key refuses the row).
 */
export async function recordView(companyId: number, lead: LeadClaims, propertyId: number, at = new Date()): Promise<boolean> {
  const db = await getDb();
  try {
    await insertView(db, companyId, lead, propertyId, at);
    return true;
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === FOREIGN_KEY_VIOLATION) return false;
    throw error;
  }
}

async function insertView(db: Awaited<ReturnType<typeof getDb>>, companyId: number, lead: LeadClaims, propertyId: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(viewedProperties)
      .values({ companyId, leadId: lead.id, propertyId, firstViewedAt: at, lastViewedAt: at, viewsCount: 1 })
      .onConflictDoUpdate({
        target: [viewedProperties.leadId, viewedProperties.propertyId],
        set: { lastViewedAt: at, viewsCount: sql`${viewedProperties.viewsCount} + 1` },
      });
    await tx.insert(activities).values({ companyId, leadId: lead.id, type: 'property-view', propertyId, occurredAt: at });
  });
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
