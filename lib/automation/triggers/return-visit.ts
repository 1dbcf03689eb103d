import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { activities } from '@/lib/db/schema';
import { markLeadHot } from '@/lib/leads/hot-lead';
import type { Company } from '@/lib/tenancy/company';
import { alertHotLead, deliverAlerts, noAlerts, type AlertSends } from './agent-alert';
import { queryRows } from '@/lib/db/rows';

/** last_visit_at moves at most this often: a lead clicking around costs one write per few minutes, not one per request. */
export const VISIT_NOTED_EVERY_MS = 5 * 60_000;
/** DESIGN §12: a lead seen again after at least a day away has returned. */
export const RETURN_AFTER_MS = 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface ReturnVisit {
  daysAway: number;
  /** A new hot episode began (the agent was alerted). */
  hot: boolean;
}

/**
 * The lead behind a request was seen `now` (GET /api/leads/me, which every page load and the
 * five-minutely background lead check call, and every listing view): moves last_visit_at on
 * when it is older than VISIT_NOTED_EVERY_MS — one UPDATE, which also hands back the previous
 * value, so nothing is read first and two requests at once move it once (the second waits for
 * the row lock and then no longer matches). A previous visit RETURN_AFTER_MS or more ago makes
 * this a return visit: the `return-visit` activity, the lead hot, its agent alerted — in the
 * same transaction, so one return writes one activity whatever the number of instances.
 */
export async function noteLeadVisit(company: Company, leadId: number, now = new Date()): Promise<ReturnVisit | null> {
  const db = await getDb();
  const { visit, sends } = await db.transaction(async (tx) => {
    const previous = await moveLastVisit(tx, company.id, leadId, now);
    if (!previous || now.getTime() - previous.getTime() < RETURN_AFTER_MS) return { visit: null, sends: noAlerts() };
    const daysAway = Math.floor((now.getTime() - previous.getTime()) / DAY_MS);
    const hot = await markLeadHot(tx, { companyId: company.id, leadId, reason: 'return-visit', now });
    await tx.insert(activities).values({
      companyId: company.id, leadId, type: 'return-visit', occurredAt: now,
      data: { daysAway, lastVisitAt: previous.toISOString(), ...(hot ? { hotReason: 'return-visit' } : {}) },
    });
    const sends: AlertSends = hot ? await alertHotLead(tx, { company, leadId, reason: 'return-visit', awayDays: daysAway }) : noAlerts();
    return { visit: { daysAway, hot }, sends };
  });
  await deliverAlerts(sends);
  return visit;
}

/** Sets last_visit_at to `now` when it is older than the throttle; answers the value it had (null: not moved, or never visited). */
async function moveLastVisit(tx: Db, companyId: number, leadId: number, now: Date): Promise<Date | null> {
  const throttle = new Date(now.getTime() - VISIT_NOTED_EVERY_MS).toISOString();
  const result = await queryRows<{ previous: Date | string | null }>(sql`
    with seen as (
      select id, last_visit_at from leads
      where company_id = ${companyId} and id = ${leadId} and (last_visit_at is null or last_visit_at < ${throttle}::timestamptz)
      for update
    )
    update leads set last_visit_at = ${now.toISOString()}::timestamptz from seen where leads.id = seen.id
    returning seen.last_visit_at as previous`, tx);
  const previous = result[0]?.previous;
  if (!previous) return null;
  // A raw query answers a Date (node-postgres) or the text "2026-03-10 15:00:00+00" (PGlite): both made a Date.
  return previous instanceof Date ? previous : new Date(previous.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
}
