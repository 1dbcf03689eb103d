import 'server-only';
import { paginationOf, type Pagination } from '@/lib/http/pagination';
import { and, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { activities } from '@/lib/db/schema';
import type { CrmAccess } from './access';
import { timelineTabTypes } from './activity-tabs';
import { selectActivityItems } from './activity-rows';
import { TIMELINE_TABS, type ActivityItem, type TimelineTab } from './types';
import { requireVisibleLead } from './visible-leads';

export const TIMELINE_PER_PAGE = 30;

/** GET /api/crm/leads/{id}/activities?tab=&page= (the route and the OpenAPI document read this). */
export const activitiesQuery = z.object({
  tab: z.enum(TIMELINE_TABS, { error: `must be one of ${TIMELINE_TABS.join(', ')}` }).default('all'),
  page: z.coerce.number({ error: 'must be a page number from 1 to 10,000' }).int().min(1).max(10_000).default(1),
});

export interface TimelinePage {
  data: ActivityItem[];
  meta: { pagination: Pagination };
}

/** GET /api/crm/leads/{id}/activities?tab=&page=: one page of the lead's timeline, newest first (DESIGN §9). */
export async function getLeadActivities(access: CrmAccess, leadId: number, tab: TimelineTab, page: number): Promise<TimelinePage> {
  const db = await getDb();
  await requireVisibleLead(db, access, leadId);
  const types = timelineTabTypes(tab);
  // The lead is visible (checked above); company and lead pin the activities_lead_idx range.
  const where = and(eq(activities.companyId, access.companyId), eq(activities.leadId, leadId), types ? inArray(activities.type, [...types]) : undefined)!;
  const [items, [total]] = await Promise.all([
    selectActivityItems(db, where, TIMELINE_PER_PAGE, (page - 1) * TIMELINE_PER_PAGE),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    // The lead is the same on every item: the timeline answers the DESIGN shape without it.
    data: items.map((item): ActivityItem => ({ id: item.id, type: item.type, occurredAt: item.occurredAt, agent: item.agent, property: item.property, data: item.data })),
    meta: { pagination: paginationOf(n, items.length, TIMELINE_PER_PAGE, page) },
  };
}
