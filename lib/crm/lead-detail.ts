import 'server-only';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Db } from '@/lib/db/client';
import { agents, eAlerts, favourites, leadAddresses, leads, leadSearches, properties, viewedProperties } from '@/lib/db/schema';
import { notFound } from '@/lib/http/errors';
import { specLeadFields } from '@/lib/leads/spec-lead-fields';
import { alertSearchUrl } from '@/lib/ealerts/summary';
import type { FilterContext } from '@/lib/filters/types';
import { filterContext } from '@/lib/search/context';
import { propertyUrl } from '@/lib/search/property-json';
import { getCurrentCompany } from '@/lib/tenancy/current';
import type { CrmAccess } from './access';
import type { LeadRow } from './lead-lock';
import { leadDisplayName } from './lead-name';
import type { AgentRef, LeadDetail, LeadHomeItem } from './types';
import { visibleLeadsWhere } from './visible-leads';

const LISTED = 50;

/** GET /api/crm/leads/{id}: the lead as the lead page shows it (DESIGN §9); 404 outside the caller's view. */
export async function getLeadDetail(access: CrmAccess, leadId: number): Promise<LeadDetail> {
  const db = await getDb();
  const [lead] = await db.select().from(leads).where(and(eq(leads.id, leadId), visibleLeadsWhere(access))).limit(1);
  if (!lead) throw notFound('Lead not found');
  return leadDetailOf(db, access, lead, await filterContext(await getCurrentCompany()));
}

/** The detail of a lead row already known to be visible (the PATCH answers with it too). */
/**
 * `filters` (the company's filter context) comes from the caller, read before any transaction:
 * inside one, a cold company or feature cache would load through a second connection, which on
 * PGlite (one connection, held by the transaction) waits forever.
 */
export async function leadDetailOf(db: Db, access: CrmAccess, lead: LeadRow, filters: FilterContext): Promise<LeadDetail> {
  const { companyId } = access;
  const own = (t: { companyId: AnyPgColumn; leadId: AnyPgColumn }) => and(eq(t.companyId, companyId), eq(t.leadId, lead.id));
  const [names, related, addresses, favList, viewedList, searchList, [favN], [viewedN], [searchN], [alertN]] = await Promise.all([
    agentNames(db, companyId, [lead.buyerAgentId, lead.listingAgentId, lead.lenderId]),
    relatedLead(db, access, lead),
    db.select().from(leadAddresses).where(own(leadAddresses)).orderBy(desc(leadAddresses.createdAt)),
    db.select({ id: properties.id, address: properties.unparsedAddress, price: properties.price, at: favourites.createdAt })
      .from(favourites).innerJoin(properties, eq(properties.id, favourites.propertyId))
      .where(own(favourites)).orderBy(desc(favourites.createdAt)).limit(LISTED),
    db.select({ id: properties.id, address: properties.unparsedAddress, price: properties.price, at: viewedProperties.lastViewedAt })
      .from(viewedProperties).innerJoin(properties, eq(properties.id, viewedProperties.propertyId))
      .where(own(viewedProperties)).orderBy(desc(viewedProperties.lastViewedAt)).limit(LISTED),
    db.select({ id: eAlerts.id, name: eAlerts.customName, frequency: eAlerts.frequency, criteria: eAlerts.criteria }).from(eAlerts).where(own(eAlerts)).orderBy(desc(eAlerts.createdAt)).limit(LISTED),
    db.select({ n: count() }).from(favourites).where(own(favourites)),
    db.select({ n: count() }).from(viewedProperties).where(own(viewedProperties)),
    db.select({ n: count() }).from(leadSearches).where(own(leadSearches)),
    db.select({ n: count() }).from(eAlerts).where(own(eAlerts)),
  ]);
  const home = (r: { id: number; address: string; price: number | null; at: Date }): LeadHomeItem =>
    ({ id: r.id, address: r.address, url: propertyUrl(r.id, r.address), price: r.price, at: new Date(r.at).toISOString() });
  const ref = (id: number | null): AgentRef | null => (id === null ? null : { id, name: names.get(id) ?? `Agent #${id}` });
  return {
    ...specLeadFields(lead, { exists: related.exists, firstName: related.visible ? related.row?.firstName ?? null : null }),
    fullName: leadDisplayName(lead),
    buyerAgentId: lead.buyerAgentId,
    listingAgentId: lead.listingAgentId,
    buyerAgent: ref(lead.buyerAgentId),
    listingAgent: ref(lead.listingAgentId),
    lender: ref(lead.lenderId),
    source: lead.source,
    tags: lead.tags,
    hot: lead.hotAt !== null,
    hotReason: lead.hotAt === null ? null : lead.hotReason,
    createdAt: lead.createdAt.toISOString(),
    lastVisitAt: lead.lastVisitAt?.toISOString() ?? null,
    coBuyer: related.visible && related.row
      ? { id: related.row.id, fullName: leadDisplayName(related.row), email: related.row.email, phone: related.row.phone }
      : null,
    addresses: addresses.map((a) => ({
      id: a.id, address: a.address, estimate: a.estimate, estimateLow: a.estimateLow, estimateHigh: a.estimateHigh, estimatedAt: a.estimatedAt?.toISOString() ?? null,
    })),
    counts: { favourites: Number(favN?.n ?? 0), viewed: Number(viewedN?.n ?? 0), searches: Number(searchN?.n ?? 0), eAlerts: Number(alertN?.n ?? 0) },
    favourites: favList.map(home),
    viewed: viewedList.map(home),
    // Each saved search opens on the site as the lead sees it (the agent's session lifts the visitor limits).
    searches: searchList.map(({ criteria, ...search }) => ({ ...search, url: alertSearchUrl(criteria, filters) })),
  };
}

async function agentNames(db: Db, companyId: number, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: agents.id, name: sql<string>`${agents.firstName} || ' ' || ${agents.lastName}` })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), inArray(agents.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The other half of a buyer/co-buyer pair (leads.primaryLeadId links the co-buyer to the
 * buyer), whichever side this lead is. SPEC's hasCoBuyer and relatedLeadFirstName say it
 * exists; its contact details are shown only when the caller may see that lead too.
 */
async function relatedLead(db: Db, access: CrmAccess, lead: LeadRow) {
  const link = lead.primaryLeadId ? eq(leads.id, lead.primaryLeadId) : eq(leads.primaryLeadId, lead.id);
  const [row] = await db
    .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email, phone: leads.phone, visible: sql<boolean>`${visibleLeadsWhere(access)}` })
    .from(leads)
    .where(and(eq(leads.companyId, access.companyId), link))
    .orderBy(leads.id)
    .limit(1);
  return { exists: row !== undefined, row: row ?? null, visible: row?.visible === true };
}
