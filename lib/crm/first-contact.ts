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
 * Its time is `leads.first_contact_at`, kept by the trigger `activities_first_contact`
 * (migration 0016, whose WHEN clause spells the same list; tests/db/lead-milestones.test.ts
 * holds the two together), so a report reads a column instead of probing activities per lead.
 */
export const contactActivityPredicate = (alias: string): SQL =>
  sql.raw(`${alias}.type in (${FIRST_CONTACT_TYPES.map((t) => `'${t}'`).join(', ')}) and ${alias}.agent_id is not null`);

/**
 * Seconds from the lead's arrival to its first contact, null when none (never negative: an
 * imported lead may have been called before it was entered). The CASE is needed: greatest()
 * skips nulls, so greatest(0, null) would make an uncontacted lead an instant one.
 */
export const secondsToFirstContact: SQL = sql`case when ${leads.firstContactAt} is null then null else greatest(0, extract(epoch from (${leads.firstContactAt} - ${leads.createdAt}))) end`;
