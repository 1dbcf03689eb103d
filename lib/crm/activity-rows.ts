import 'server-only';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { activities, agents, leads, properties } from '@/lib/db/schema';
import { propertyUrl } from '@/lib/search/property-json';
import type { ActivityItem, FeedItem } from './types';
import { leadDisplayName } from './lead-name';

/**
 * Activities as the timeline and the feed show them: with the agent's name and the listing's
 * address and URL (DESIGN §4 /homedetails/{slug}/{id}), newest first (id breaks ties, so paging
 * by id is stable). The caller's WHERE must carry visibleLeadsWhere.
 */
export async function selectActivityItems(db: Db, where: SQL, limit: number, offset = 0): Promise<FeedItem[]> {
  const rows = await db
    .select({
      id: activities.id,
      type: activities.type,
      occurredAt: activities.occurredAt,
      data: activities.data,
      agentId: agents.id,
      agentName: sql<string | null>`case when ${agents.id} is null then null else ${agents.firstName} || ' ' || ${agents.lastName} end`,
      propertyId: properties.id,
      propertyAddress: properties.unparsedAddress,
      leadId: leads.id,
      leadFirstName: leads.firstName,
      leadLastName: leads.lastName,
      leadEmail: leads.email,
    })
    .from(activities)
    .innerJoin(leads, sql`${leads.companyId} = ${activities.companyId} and ${leads.id} = ${activities.leadId}`)
    .leftJoin(agents, eq(agents.id, activities.agentId))
    .leftJoin(properties, eq(properties.id, activities.propertyId))
    .where(where)
    .orderBy(desc(activities.occurredAt), desc(activities.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => toItem(r));
}

function toItem(r: {
  id: number; type: ActivityItem['type']; occurredAt: Date; data: Record<string, unknown>; agentId: number | null; agentName: string | null;
  propertyId: number | null; propertyAddress: string | null; leadId: number; leadFirstName: string | null; leadLastName: string | null; leadEmail: string | null;
}): FeedItem {
  return {
    id: r.id,
    type: r.type,
    occurredAt: new Date(r.occurredAt).toISOString(),
    agent: r.agentId === null ? null : { id: r.agentId, name: r.agentName ?? '' },
    property: r.propertyId === null || r.propertyAddress === null ? null : { id: r.propertyId, address: r.propertyAddress, url: propertyUrl(r.propertyId, r.propertyAddress) },
    data: r.data ?? {},
    lead: { id: r.leadId, fullName: leadDisplayName({ id: r.leadId, firstName: r.leadFirstName, lastName: r.leadLastName, email: r.leadEmail }) },
  };
}
