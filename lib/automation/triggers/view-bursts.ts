import 'server-only';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { properties, viewedProperties } from '@/lib/db/schema';
import type { HotReason } from './hot-reasons';

/** DESIGN §12: the same listing viewed this many times marks the lead hot… */
export const REPEAT_VIEWS = 3;
/** …and so do this many different listings viewed within BURST_WINDOW_MS. */
export const BURST_LISTINGS = 5;
export const BURST_WINDOW_MS = 24 * 60 * 60_000;

export interface ViewJustMade {
  companyId: number;
  leadId: number;
  /** The listing's views by this lead, this one included (viewed_properties.views_count after the upsert). */
  viewsCount: number;
  now: Date;
}

/**
 * Whether the view just recorded makes the lead hot, and why: the third view of one listing
 * (exactly the third — the fourth is not a new cause), or the fifth-or-more different listing
 * in a day. Reads the lead's own viewed_properties rows (its primary key's prefix), in the
 * view's transaction; markLeadHot's episode keeps a burst from alerting more than once.
 */
export async function viewBurstReason(tx: Db, view: ViewJustMade): Promise<HotReason | null> {
  if (view.viewsCount === REPEAT_VIEWS) return 'repeat-views';
  const since = new Date(view.now.getTime() - BURST_WINDOW_MS);
  const [row] = await tx
    .select({ n: count() })
    .from(viewedProperties)
    .where(and(eq(viewedProperties.leadId, view.leadId), eq(viewedProperties.companyId, view.companyId), gte(viewedProperties.lastViewedAt, since)));
  return Number(row?.n ?? 0) >= BURST_LISTINGS ? 'many-views' : null;
}

/** The listing's address, for the alert ("viewed 12 Main St 3 times"). */
export async function listingAddress(tx: Db, propertyId: number): Promise<string | null> {
  const [row] = await tx.select({ address: properties.unparsedAddress }).from(properties).where(eq(properties.id, propertyId)).limit(1);
  return row?.address ?? null;
}
