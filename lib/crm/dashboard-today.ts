import 'server-only';
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { normalizedName } from '@/lib/agents/listings';
import { getDb } from '@/lib/db/client';
import { queryRows } from '@/lib/db/rows';
import { leads, properties, showingRequests } from '@/lib/db/schema';
import { scopeCondition } from '@/lib/search/conditions';
import { propertyUrl } from '@/lib/search/property-json';
import { listingScope } from '@/lib/search/scope';
import type { Company } from '@/lib/tenancy/company';
import type { CrmAccess } from './access';
import { todayBounds, type DashboardOpenHouse, type DashboardShowing } from './dashboard-types';
import { leadDisplayName } from './lead-name';
import { visibleLeadsWhere } from './visible-leads';

/**
 * The agent's showings today (every type: a manager sees their own here, the calendar has the
 * team's), not cancelled, earliest first, of leads they see (a showing hangs off its lead).
 */
export async function showingsToday(access: CrmAccess, now: Date): Promise<DashboardShowing[]> {
  const { start, end } = todayBounds(now);
  const db = await getDb();
  const rows = await db
    .select({
      id: showingRequests.id, at: showingRequests.requestedFor, status: showingRequests.status,
      leadId: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email,
      propertyId: properties.id, address: properties.unparsedAddress,
    })
    .from(showingRequests)
    .innerJoin(leads, and(eq(leads.companyId, showingRequests.companyId), eq(leads.id, showingRequests.leadId)))
    .innerJoin(properties, eq(properties.id, showingRequests.propertyId))
    .where(and(
      eq(showingRequests.companyId, access.companyId), eq(showingRequests.agentId, access.agentId), ne(showingRequests.status, 'cancelled'),
      gte(showingRequests.requestedFor, start), lt(showingRequests.requestedFor, end), visibleLeadsWhere(access),
    ))
    .orderBy(asc(showingRequests.requestedFor), asc(showingRequests.id))
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    status: r.status,
    lead: { id: r.leadId, fullName: leadDisplayName({ id: r.leadId, firstName: r.firstName, lastName: r.lastName, email: r.email }) },
    property: { id: r.propertyId, address: r.address, url: propertyUrl(r.propertyId, r.address) },
  }));
}

/**
 * Today's open houses of listings on the company's site (its feeds, for sale) whose list agent is
 * this agent — feeds name the list agent only by name, matched as the agent's page and the home
 * page do — or, for managers, any of the company's active agents.
 */
export async function openHousesToday(company: Company, access: CrmAccess, now: Date): Promise<DashboardOpenHouse[]> {
  const { start, end } = todayBounds(now);
  const listAgent = normalizedName(sql`p.list_agent_full_name`);
  const staff = normalizedName(sql`a.first_name || ' ' || a.last_name`);
  const whose = access.canManage
    ? sql`${listAgent} in (select ${staff} from agents a where a.company_id = ${company.id} and a.is_active)`
    : sql`${listAgent} = (select ${staff} from agents a where a.id = ${access.agentId} and a.company_id = ${company.id})`;
  const rows = await queryRows<{ id: number; starts_at: Date | string; ends_at: Date | string; property_id: number; unparsed_address: string; list_agent_full_name: string | null }>(sql`
    select o.id, o.starts_at, o.ends_at, p.id as property_id, p.unparsed_address, p.list_agent_full_name
    from open_houses o join properties p on p.id = o.property_id
    where o.starts_at >= ${start} and o.starts_at < ${end} and ${scopeCondition(listingScope(company, true), {})} and ${whose}
    order by o.starts_at, o.id limit 20`);
  return rows.map((r) => ({
    id: r.id,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
    listAgent: r.list_agent_full_name,
    property: { id: r.property_id, address: r.unparsed_address, url: propertyUrl(r.property_id, r.unparsed_address) },
  }));
}
