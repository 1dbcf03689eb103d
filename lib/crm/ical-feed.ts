import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import ical, { ICalEventStatus } from 'ical-generator';
import { getDb } from '@/lib/db/client';
import { agentCalendars, agents } from '@/lib/db/schema';
import { notFound } from '@/lib/http/errors';
import type { Company } from '@/lib/tenancy/company';
import { siteOrigin } from '@/lib/tenancy/origin';
import { leadScopeOf, type CrmAccess } from './access';
import { calendarEvents } from './calendar';

/*
 * Each agent's calendar as an iCalendar feed (RFC 5545, issue 15) for their phone: a secret
 * address /api/calendar/{token}.ics that works without a session. The token is 32 random
 * URL-safe characters kept in agent_calendars; regenerating replaces it, so the old address
 * answers 404 from then on. The feed holds the last 4 weeks and the next 8 (phones keep what
 * they have seen), with times in UTC: every calendar app reads them in its own zone.
 */

const FEED_PAST_DAYS = 28;
const FEED_AHEAD_DAYS = 56;
const TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;

const newToken = () => randomBytes(24).toString('base64url');
export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

export interface FeedAddress {
  url: string;
  path: string;
}

/** The caller's feed address, made on first use. */
export async function feedAddress(access: CrmAccess, company: Company): Promise<FeedAddress> {
  const db = await getDb();
  const [row] = await db.select({ token: agentCalendars.feedToken }).from(agentCalendars).where(eq(agentCalendars.agentId, access.agentId)).limit(1);
  if (row?.token) return address(company, row.token);
  const token = newToken();
  // A parallel first call may have made one: keep whichever was stored first.
  await db.insert(agentCalendars).values({ agentId: access.agentId, companyId: access.companyId, feedToken: token }).onConflictDoNothing();
  await db.update(agentCalendars).set({ feedToken: token }).where(and(eq(agentCalendars.agentId, access.agentId), isNull(agentCalendars.feedToken)));
  const [stored] = await db.select({ token: agentCalendars.feedToken }).from(agentCalendars).where(eq(agentCalendars.agentId, access.agentId)).limit(1);
  return address(company, stored?.token ?? token);
}

/** POST /api/crm/calendar/feed: a new secret address; the old one stops working at once. */
export async function regenerateFeed(access: CrmAccess, company: Company): Promise<FeedAddress> {
  const db = await getDb();
  const token = newToken();
  await db.insert(agentCalendars).values({ agentId: access.agentId, companyId: access.companyId, feedToken: token }).onConflictDoUpdate({ target: agentCalendars.agentId, set: { feedToken: token } });
  return address(company, token);
}

function address(company: Company, token: string): FeedAddress {
  const path = feedPath(token);
  return { path, url: `${siteOrigin(company.domain)}${path}` };
}


/** The feed's text for a token of an active agent of this site's company; anything else is 404. */
export async function feedCalendar(company: Company, token: string, now = new Date()): Promise<string> {
  if (!TOKEN_RE.test(token)) throw notFound('Calendar not found');
  const db = await getDb();
  const [agent] = await db
    .select({ id: agents.id, companyId: agents.companyId, type: agents.type, isAdmin: agents.isAdmin, firstName: agents.firstName, lastName: agents.lastName, isActive: agents.isActive })
    .from(agentCalendars)
    .innerJoin(agents, eq(agents.id, agentCalendars.agentId))
    .where(and(eq(agentCalendars.feedToken, token), eq(agentCalendars.companyId, company.id), eq(agents.companyId, company.id)))
    .limit(1);
  if (!agent || !agent.isActive) throw notFound('Calendar not found');
  // The feed shows what the agent would see signed in: their own access, never more.
  const scope = leadScopeOf(agent);
  const access: CrmAccess = { agentId: agent.id, companyId: agent.companyId, type: agent.type, isAdmin: agent.isAdmin, scope, canManage: scope === 'company', canClaim: agent.type !== 'lender' };
  const from = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const to = new Date(now.getTime() + FEED_AHEAD_DAYS * 86_400_000);
  const events = await calendarEvents(db, access, company, agent, from, to);
  const origin = siteOrigin(company.domain);
  const calendar = ical({ name: `${company.name}: ${agent.firstName} ${agent.lastName}`, prodId: { company: company.name, product: 'CRM calendar', language: 'EN' }, ttl: 15 * 60 });
  for (const e of events) {
    calendar.createEvent({
      id: `${e.kind}-${e.id}@${company.domain}`,
      start: new Date(e.start),
      end: new Date(e.end),
      stamp: now,
      summary: e.title,
      location: e.property?.address ?? null,
      url: e.lead ? `${origin}/lead?id=${e.lead.id}` : e.property ? `${origin}${e.property.url}` : null,
      status: e.status === 'done' ? ICalEventStatus.CONFIRMED : e.kind === 'showing' && e.status === 'requested' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
