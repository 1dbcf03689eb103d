import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '@/lib/audit/log';
import { getDb } from '@/lib/db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '@/lib/db/errors';
import { activities, leads, LEAD_STAGES, type LeadStage } from '@/lib/db/schema';
import { unprocessable } from '@/lib/http/errors';
import { checkEmail, checkName, checkPhone, CONTACT_ERRORS } from '@/lib/leads/contact';
import type { CrmAccess } from './access';
import { filterContext } from '@/lib/search/context';
import { getCurrentCompany } from '@/lib/tenancy/current';
import { leadDetailOf } from './lead-detail';
import { lockVisibleLead } from './lead-lock';
import { queueWebhookEvent } from '@/lib/integrations/webhook-outbox';
import type { LeadDetail } from './types';

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** PATCH /api/crm/leads/{id}: what the body may hold (each field optional; unknown keys are ignored). */
export interface LeadPatch {
  stage?: unknown;
  tags?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phone?: unknown;
}

/**
 * The PATCH body as route() parses it: every field passes through to validate() below, which
 * checks them with the sign-up's own rules. The `meta` is what the OpenAPI document says of each.
 */
export const leadPatchBody = z.object({
  stage: z.unknown().meta({ type: 'string', enum: [...LEAD_STAGES], description: 'A stage change writes a `stage` activity {from, to}' }),
  tags: z.unknown().meta({ type: 'array', items: { type: 'string', maxLength: MAX_TAG_LENGTH }, maxItems: MAX_TAGS }),
  firstName: z.unknown().meta({ type: 'string' }),
  lastName: z.unknown().meta({ type: 'string' }),
  email: z.unknown().meta({ type: ['string', 'null'], format: 'email' }),
  phone: z.unknown().meta({ type: ['string', 'null'], description: 'E.164 or a US number' }),
}).partial();

type Changes = Partial<Pick<typeof leads.$inferInsert, 'stage' | 'tags' | 'firstName' | 'lastName' | 'email' | 'phone'>>;

/**
 * Checks every field before anything is written, with the sign-up's own rules
 * (lib/leads/contact.ts), so an agent cannot store a lead the site would refuse. The first
 * bad field names the 422; all of them are in `errors`.
 */
function validate(patch: LeadPatch): Changes {
  const errors: Record<string, string> = {};
  const changes: Changes = {};
  if (patch.stage !== undefined) {
    if (typeof patch.stage === 'string' && (LEAD_STAGES as readonly string[]).includes(patch.stage)) changes.stage = patch.stage as LeadStage;
    else errors.stage = `must be one of ${LEAD_STAGES.join(', ')}`;
  }
  if (patch.tags !== undefined) {
    const tags = Array.isArray(patch.tags) ? patch.tags : null;
    if (!tags || tags.length > MAX_TAGS) errors.tags = `must be a list of at most ${MAX_TAGS} tags`;
    else if (!tags.every((t) => typeof t === 'string' && t.trim().length >= 1 && t.trim().length <= MAX_TAG_LENGTH)) errors.tags = `each tag must be 1 to ${MAX_TAG_LENGTH} characters`;
    else changes.tags = [...new Set(tags.map((t) => String(t).trim()))];
  }
  for (const which of ['first', 'last'] as const) {
    const key = which === 'first' ? 'firstName' : 'lastName';
    if (patch[key] === undefined) continue;
    const checked = checkName(patch[key], which, true);
    if (checked.ok) changes[key] = checked.value;
    else errors[key] = checked.error;
  }
  if (patch.email !== undefined) {
    const checked = checkEmail(patch.email);
    if (checked.ok) changes.email = checked.value;
    else errors.email = checked.error;
  }
  if (patch.phone !== undefined) {
    const checked = checkPhone(patch.phone);
    if (checked.ok) changes.phone = checked.value;
    else errors.phone = checked.error;
  }
  const first = Object.entries(errors)[0];
  if (first) throw unprocessable(`${first[0]}: ${first[1]}`, errors);
  return changes;
}

const emailTaken = () => unprocessable(`email: ${CONTACT_ERRORS.emailTaken}`, { email: 'Another lead of the company has this email address' });

/**
 * PATCH /api/crm/leads/{id}: in one transaction, the change, a `stage` activity {from, to}
 * when the stage moved, and an audit entry for contact and tag edits (SPEC §3 has no
 * activity type for them). A contact change resets its deliverability status to unknown.
 */
export async function updateLead(access: CrmAccess, leadId: number, patch: LeadPatch, request: { headers: Headers }): Promise<LeadDetail> {
  const changes = validate(patch);
  // Read before the transaction: see leadDetailOf.
  const [db, filters] = await Promise.all([getDb(), getCurrentCompany().then(filterContext)]);
  try {
    return await db.transaction(async (tx) => {
      const lead = await lockVisibleLead(tx, access, leadId);
      const email = changes.email ?? null;
      if (email !== null && email.toLowerCase() !== (lead.email ?? '').toLowerCase()) {
        const [other] = await tx.select({ id: leads.id }).from(leads)
          .where(and(eq(leads.companyId, access.companyId), ne(leads.id, lead.id), sql`lower(${leads.email}) = lower(${email})`)).limit(1);
        if (other) throw emailTaken();
      }
      const set: Partial<typeof leads.$inferInsert> = { ...changes, updatedAt: new Date() };
      if (changes.email !== undefined && changes.email !== lead.email) set.emailStatus = 'unknown';
      if (changes.phone !== undefined && changes.phone !== lead.phone) set.phoneStatus = 'unknown';
      const [updated] = await tx.update(leads).set(set).where(and(eq(leads.companyId, access.companyId), eq(leads.id, lead.id))).returning();
      const now = new Date();
      if (changes.stage !== undefined && changes.stage !== lead.stage) {
        await tx.insert(activities).values({ companyId: access.companyId, leadId: lead.id, agentId: access.agentId, type: 'stage', data: { from: lead.stage, to: changes.stage } });
        await queueWebhookEvent(tx, access.companyId, 'lead.stage_changed', { leadId: lead.id, change: { from: lead.stage, to: changes.stage } }, now);
      }
      const edited = (['firstName', 'lastName', 'email', 'phone', 'tags'] as const).filter((key) => changes[key] !== undefined && JSON.stringify(changes[key]) !== JSON.stringify(lead[key]));
      const changed = edited.length > 0 || (changes.stage !== undefined && changes.stage !== lead.stage);
      if (changed) await queueWebhookEvent(tx, access.companyId, 'lead.updated', { leadId: lead.id }, now);
      if (edited.length > 0) {
        await recordAudit({
          companyId: access.companyId, agentId: access.agentId, action: 'crm.lead.update', outcome: 'success', subject: `lead ${lead.id}`,
          data: { leadId: lead.id, changes: Object.fromEntries(edited.map((key) => [key, { from: lead[key], to: changes[key] }])) },
        }, request, tx);
      }
      return leadDetailOf(tx, access, updated!, filters);
    });
  } catch (error) {
    // Two edits racing to the same address: the unique index decides, and it is still the caller's input at fault.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}
