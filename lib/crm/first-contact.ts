import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { FIRST_CONTACT_TYPES, leads } from '@/lib/db/schema';

export { FIRST_CONTACT_TYPES };

/**
 * THE definition of "first contact" (reports, the dashboard's team figures): the first
 * outbound call, text or e-mail an agent made to the lead — an activity of one of
 * FIRST_CONTACT_TYPES with an agent on it, whatever its outcome (a call that reached
 * voicemail is still the agent reaching out; speed to first contact measures how fast an
 * agent responds, not whether the lead answered). Automated touches (auto-call, smart-text,
 * drip plans, welcome e-mails, e-alerts) are the system's, not an agent's, and do not count.
 *
 * The predicate is spelled with literals, exactly as the partial index
 * `activities_contact_idx` (lib/db/schema/activities.ts) spells it, so PostgreSQL proves the
 * index usable; bound parameters would hide the list from the planner.
 */
export const contactActivityPredicate = (alias: string): SQL =>
  sql.raw(`${alias}.type in (${FIRST_CONTACT_TYPES.map((t) => `'${t}'`).join(', ')}) and ${alias}.agent_id is not null`);

/**
 * A LATERAL subquery giving the lead's first contact (`fc.contacted_at`, `fc.contact_agent_id`)
 * or no row: one index probe per lead on activities_contact_idx. Join it `left join lateral … on true`.
 */
export const firstContactLateral: SQL = sql`(
  select fca.occurred_at as contacted_at, fca.agent_id as contact_agent_id
  from activities fca
  where fca.company_id = ${leads.companyId} and fca.lead_id = ${leads.id} and ${contactActivityPredicate('fca')}
  order by fca.occurred_at
  limit 1
) fc`;

/**
 * Seconds from the lead's arrival to its first contact, null when none (never negative: an
 * imported lead may have been called before it was entered). The CASE is needed: greatest()
 * skips nulls, so greatest(0, null) would make an uncontacted lead an instant one.
 */
export const secondsToFirstContact: SQL = sql`case when fc.contacted_at is null then null else greatest(0, extract(epoch from (fc.contacted_at - ${leads.createdAt}))) end`;
