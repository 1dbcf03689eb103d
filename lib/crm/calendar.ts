import 'server-only';
import { and, asc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { normalizedName } from '@/lib/agents/listings';
import { zonedTime } from '@/lib/property/schedule';
import { getDb, type Db } from '@/lib/db/client';
import { leads, openHouses, properties, showingRequests, todos } from '@/lib/db/schema';
import { badRequest } from '@/lib/http/errors';
import { propertyUrl } from '@/lib/search/property-json';
import type { Company } from '@/lib/tenancy/company';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import type { CrmAccess } from './access';
import { calendarAgent, type CalendarAgent } from './calendar-agent';
import { MAX_RANGE_MS, type CalendarQuery } from './calendar-query';
import { EVENT_MINUTES, MAX_RANGE_DAYS, type CalendarEvent } from './calendar-types';
import { leadDisplayName } from './lead-name';
import { visibleLeadsWhere } from './visible-leads';

/*
 * GET /api/crm/calendar (DESIGN §9, issue 15). One agent's calendar — the caller's, or for a
 * broker or admin a colleague's (`agentId`):
 * - showings booked with the agent (not cancelled);
 * - the agent's to-dos with a due time (done ones too, marked done);
 * - open houses of the company's listings the agent is the list agent of (feeds name the list
 *   agent by name only, so "First Last" is matched as the agent pages do, lib/agents/listings).
 * A lead the caller may not see (a showing booked with the agent for a colleague's lead) is shown
 * without its name or link, so the calendar never reveals more than the leads list.
 */

/** A range end as a moment: a date is midnight in the company's time zone. */
export function rangeMoment(text: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return day ? zonedTime({ year: Number(day[1]), month: Number(day[2]), day: Number(day[3]) }, 0, 0, COMPANY_TIME_ZONE) : new Date(text);
}

export function calendarRange(query: Pick<CalendarQuery, 'from' | 'to'>): { from: Date; to: Date } {
  const from = rangeMoment(query.from);
  const to = rangeMoment(query.to);
  if (to.getTime() <= from.getTime()) throw badRequest('to: must be after from', { to: 'must be after from' });
  if (to.getTime() - from.getTime() > MAX_RANGE_MS) throw badRequest(`to: the range is at most ${MAX_RANGE_DAYS} days`, { to: `at most ${MAX_RANGE_DAYS} days after from` });
  return { from, to };
}

export async function listCalendar(access: CrmAccess, company: Company, query: CalendarQuery): Promise<CalendarEvent[]> {
  const { from, to } = calendarRange(query);
  const db = await getDb();
  const agent = await calendarAgent(db, access, query.agentId);
  return calendarEvents(db, access, company, agent, from, to);
}

/** The events of one agent's calendar between two moments, as `access` may see them (the feed uses it too). */
export async function calendarEvents(db: Db, access: CrmAccess, company: Company, agent: CalendarAgent, from: Date, to: Date): Promise<CalendarEvent[]> {
  const [showings, tasks, opens] = await Promise.all([
    showingEvents(db, access, agent, from, to),
    todoEvents(db, access, agent, from, to),
    openHouseEvents(db, company, agent, from, to),
  ]);
  return [...showings, ...tasks, ...opens].sort((a, b) => a.start.localeCompare(b.start) || a.kind.localeCompare(b.kind) || a.id - b.id);
}

const mayEdit = (access: CrmAccess, agentId: number | null) => access.canManage || agentId === access.agentId;
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000).toISOString();

async function showingEvents(db: Db, access: CrmAccess, agent: CalendarAgent, from: Date, to: Date): Promise<CalendarEvent[]> {
  const rows = await db
    .select({
      id: showingRequests.id, at: showingRequests.requestedFor, status: showingRequests.status, agentId: showingRequests.agentId,
      leadId: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email, phone: leads.phone,
      visible: sql<boolean>`(${visibleLeadsWhere(access)})`,
      propertyId: properties.id, address: properties.unparsedAddress,
    })
    .from(showingRequests)
    .innerJoin(leads, and(eq(leads.companyId, showingRequests.companyId), eq(leads.id, showingRequests.leadId)))
    .innerJoin(properties, eq(properties.id, showingRequests.propertyId))
    .where(and(eq(showingRequests.companyId, access.companyId), eq(showingRequests.agentId, agent.id), gte(showingRequests.requestedFor, from), lt(showingRequests.requestedFor, to), ne(showingRequests.status, 'cancelled')))
    .orderBy(asc(showingRequests.requestedFor));
  return rows.map((r) => {
    const lead = r.visible ? { id: r.leadId, name: leadDisplayName({ id: r.leadId, firstName: r.firstName, lastName: r.lastName, email: r.email, phone: r.phone }) } : null;
    return {
      kind: 'showing', id: r.id, start: r.at.toISOString(), end: plus(r.at, EVENT_MINUTES),
      title: lead ? `Showing: ${lead.name} · ${r.address}` : `Showing · ${r.address}`,
      lead, property: { id: r.propertyId, address: r.address, url: propertyUrl(r.propertyId, r.address) },
      agentId: agent.id, status: r.status, editable: r.visible && mayEdit(access, r.agentId),
    };
  });
}

async function todoEvents(db: Db, access: CrmAccess, agent: CalendarAgent, from: Date, to: Date): Promise<CalendarEvent[]> {
  const rows = await db
    .select({
      id: todos.id, title: todos.title, dueAt: todos.dueAt, doneAt: todos.doneAt,
      leadId: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email, phone: leads.phone,
      visible: sql<boolean>`(${visibleLeadsWhere(access)})`,
    })
    .from(todos)
    .innerJoin(leads, and(eq(leads.companyId, todos.companyId), eq(leads.id, todos.leadId)))
    .where(and(eq(todos.companyId, access.companyId), eq(todos.agentId, agent.id), gte(todos.dueAt, from), lt(todos.dueAt, to)))
    .orderBy(asc(todos.dueAt));
  return rows.flatMap((r) => {
    if (!r.dueAt) return [];
    const lead = r.visible ? { id: r.leadId, name: leadDisplayName({ id: r.leadId, firstName: r.firstName, lastName: r.lastName, email: r.email, phone: r.phone }) } : null;
    const event: CalendarEvent = {
      kind: 'todo', id: r.id, start: r.dueAt.toISOString(), end: plus(r.dueAt, EVENT_MINUTES),
      title: lead ? `${r.title} · ${lead.name}` : r.title,
      lead, property: null, agentId: agent.id, status: r.doneAt ? 'done' : 'open', editable: r.visible && mayEdit(access, agent.id),
    };
    return [event];
  });
}

async function openHouseEvents(db: Db, company: Company, agent: CalendarAgent, from: Date, to: Date): Promise<CalendarEvent[]> {
  const sourceIds = company.mlsSources.map((s) => s.id);
  if (sourceIds.length === 0) return [];
  const name = `${agent.firstName} ${agent.lastName}`.trim().replace(/\s+/g, ' ').toLowerCase();
  const rows = await db
    .select({ id: openHouses.id, startsAt: openHouses.startsAt, endsAt: openHouses.endsAt, propertyId: properties.id, address: properties.unparsedAddress })
    .from(openHouses)
    .innerJoin(properties, eq(properties.id, openHouses.propertyId))
    .where(and(inArray(properties.sourceId, sourceIds), sql`${normalizedName(sql`${properties.listAgentFullName}`)} = ${name}`, lt(openHouses.startsAt, to), gt(openHouses.endsAt, from)))
    .orderBy(asc(openHouses.startsAt))
    .limit(500);
  return rows.map((r) => ({
    kind: 'open-house', id: r.id, start: r.startsAt.toISOString(), end: r.endsAt.toISOString(), title: `Open house · ${r.address}`,
    lead: null, property: { id: r.propertyId, address: r.address, url: propertyUrl(r.propertyId, r.address) }, agentId: agent.id, status: null, editable: false,
  }));
}
