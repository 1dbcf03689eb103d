import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activities } from '@/lib/db/schema';
import type { CrmAccess } from './access';
import { feedTabTypes } from './activity-tabs';
import { selectActivityItems } from './activity-rows';
import type { FeedItem, FeedTab } from './types';
import { visibleLeadsWhere } from './visible-leads';

export const FEED_PER_PAGE = 30;

export interface FeedPage {
  data: FeedItem[];
  /** The `before` for the next page (the last item's id); null at the end. */
  meta: { next: number | null };
}

/**
 * GET /api/crm/feed?tab=&before=: recent activities on leads the caller sees, newest first.
 * The walk starts on activities_feed_idx (company_id, occurred_at desc) and joins each row's
 * lead for the visibility rule, stopping at 30 hits, so a company's millions of activities
 * cost a page, not a scan. `before` is an activity id (keyset paging: stable while new
 * activity arrives at the top, as it does every few seconds; an unknown or foreign id: an empty page).
 */
export async function getFeed(access: CrmAccess, tab: FeedTab, before: number | null): Promise<FeedPage> {
  const db = await getDb();
  const types = feedTabTypes(tab);
  const where = and(
    eq(activities.companyId, access.companyId),
    visibleLeadsWhere(access),
    types ? inArray(activities.type, [...types]) : undefined,
    before === null
      ? undefined
      : sql`(${activities.occurredAt}, ${activities.id}) < (select a.occurred_at, a.id from activities a where a.id = ${before} and a.company_id = ${access.companyId})`,
  )!;
  const items = await selectActivityItems(db, where, FEED_PER_PAGE + 1);
  const page = items.slice(0, FEED_PER_PAGE);
  return { data: page, meta: { next: items.length > FEED_PER_PAGE ? page.at(-1)!.id : null } };
}
