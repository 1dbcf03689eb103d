import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db } from '@/lib/db/client';
import { activities, leads } from '@/lib/db/schema';
import type { NewLeadStep } from '../new-lead';
import { automationSettingsOf } from '../settings';

/** PHONE_LOOKUP_URL: an HTTP lookup (GET ?phone=+1…) answering {lineType, carrier, name, valid}; unset, lookups are recorded, not made. */
export const phoneLookupUrl = (): string | null => process.env.PHONE_LOOKUP_URL || null;

const LOOKUP_TIMEOUT_MS = 5_000;

/** What a lookup service says; every field optional, unknown ones ignored, so a richer service still fits. */
const lookupAnswer = z.object({
  lineType: z.string().trim().max(40).optional().catch(undefined),
  carrier: z.string().trim().max(120).optional().catch(undefined),
  name: z.string().trim().max(200).optional().catch(undefined),
  valid: z.boolean().optional().catch(undefined),
});
export type PhoneLookupAnswer = z.infer<typeof lookupAnswer>;

export interface PhoneLookupJob {
  companyId: number;
  leadId: number;
  phone: string;
}

/**
 * DESIGN §12 reverse phone lookup, a new-lead step. An HTTP call never runs inside the lead's
 * transaction (it would hold the sign-up's row locks for as long as the service takes): with
 * PHONE_LOOKUP_URL set the step only asks for a `phone-lookup` job, queued once the lead
 * commits (afterNewLead), which pg-boss runs, retries with back-off and dead-letters where the
 * admin jobs view shows it. Without it the lookup is recorded: the `reverse-phone-number`
 * activity says it was asked for, with nothing learnt.
 */
export const phoneLookupStep: NewLeadStep = async (tx: Db, { company, leadId }, after) => {
  const settings = await automationSettingsOf(tx, company.id);
  if (!settings.reversePhoneLookup.enabled) return;
  const [lead] = await tx.select({ phone: leads.phone }).from(leads).where(and(eq(leads.companyId, company.id), eq(leads.id, leadId))).limit(1);
  if (!lead?.phone) return;
  if (phoneLookupUrl()) {
    const job: PhoneLookupJob = { companyId: company.id, leadId, phone: lead.phone };
    after.jobs.push({ queue: 'phone-lookup', data: job });
    return;
  }
  await tx.insert(activities).values({ companyId: company.id, leadId, type: 'reverse-phone-number', data: { phone: lead.phone, recorded: true } });
};

/** Asks the lookup service about one number; throws when it cannot answer (the job is retried). */
export async function askPhoneLookup(url: string, phone: string): Promise<PhoneLookupAnswer> {
  const target = new URL(url);
  target.searchParams.set('phone', phone);
  const response = await fetch(target, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Phone lookup answered ${response.status}`);
  const parsed = lookupAnswer.safeParse(await response.json());
  if (!parsed.success) throw new Error('Phone lookup answered something that is not a lookup');
  return parsed.data;
}

/**
 * The `phone-lookup` job: asks the service, then in one transaction writes the
 * `reverse-phone-number` activity {phone, lineType?, carrier?, name?, valid?} and, when the
 * service says the number is not valid, marks it a bad number (automated texts stop). Once per
 * lead and number: a retried or repeated job finds the activity and does nothing; a lead whose
 * number changed meanwhile is left alone (its new number gets its own lookup).
 */
export async function runPhoneLookup(job: PhoneLookupJob): Promise<'looked-up' | 'skipped'> {
  const url = phoneLookupUrl();
  if (!url) return 'skipped';
  const db = await getDb();
  if (await alreadyLookedUp(db, job)) return 'skipped';
  const answer = await askPhoneLookup(url, job.phone);
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ phone: leads.phone })
      .from(leads)
      .where(and(eq(leads.companyId, job.companyId), eq(leads.id, job.leadId)))
      .for('update')
      .limit(1);
    if (lead?.phone !== job.phone || (await alreadyLookedUp(tx, job))) return 'skipped';
    await tx.insert(activities).values({ companyId: job.companyId, leadId: job.leadId, type: 'reverse-phone-number', data: { phone: job.phone, ...answer } });
    if (answer.valid === false) await tx.update(leads).set({ phoneStatus: 'bad_number' }).where(and(eq(leads.companyId, job.companyId), eq(leads.id, job.leadId)));
    return 'looked-up';
  });
}

async function alreadyLookedUp(db: Db, job: PhoneLookupJob): Promise<boolean> {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.companyId, job.companyId), eq(activities.leadId, job.leadId), eq(activities.type, 'reverse-phone-number'), sql`${activities.data}->>'phone' = ${job.phone}`))
    .limit(1);
  return Boolean(row);
}

/** The job's data as queued; anything else is refused (a malformed job is dead-lettered, not guessed at). */
export const phoneLookupJobSchema = z.object({ companyId: z.number().int().positive(), leadId: z.number().int().positive(), phone: z.string().min(3).max(20) });
