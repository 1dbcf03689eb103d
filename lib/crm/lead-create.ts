import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterNewLead, onNewLead } from '@/lib/automation/new-lead';
import { getDb } from '@/lib/db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '@/lib/db/errors';
import { activities, leads, LEAD_STAGES } from '@/lib/db/schema';
import { forbidden, HttpError } from '@/lib/http/errors';
import { price, safeText } from '@/lib/http/input';
import { checkEmail, checkName, checkPhone, type Checked } from '@/lib/leads/contact';
import { filterContext } from '@/lib/search/context';
import type { Company } from '@/lib/tenancy/company';
import type { CrmAccess } from './access';
import { leadDetailOf } from './lead-detail';
import { MAX_TAG_LENGTH, MAX_TAGS } from './lead-update';
import type { LeadDetail } from './types';

/** The source a lead added by hand gets when the adder names none. */
export const MANUAL_SOURCE = 'Manual';

/** One of lib/leads/contact.ts's checkers as a zod field: the sign-up's own rules, so the CRM stores nothing the site would refuse. */
function contact<T>(check: (raw: unknown) => Checked<T>) {
  return safeText(300).transform((raw, ctx) => {
    const result = check(raw);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.value;
  });
}

/** '' and null are "not given" (a form's empty field). */
const blank = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** POST /api/crm/leads: the PATCH's fields and rules, plus what the lead flow matches on. */
export const newLeadBody = z
  .object({
    firstName: optional(contact((raw) => checkName(raw, 'first', false))),
    lastName: optional(contact((raw) => checkName(raw, 'last', false))),
    email: optional(contact(checkEmail)),
    phone: optional(contact(checkPhone)),
    source: optional(safeText(60).transform((s) => s.trim())),
    stage: optional(z.enum(LEAD_STAGES, { error: `must be one of ${LEAD_STAGES.join(', ')}` })),
    tags: optional(z.array(safeText(MAX_TAG_LENGTH).transform((t) => t.trim()).pipe(z.string().min(1, { error: `each tag must be 1 to ${MAX_TAG_LENGTH} characters` })), { error: 'must be a list of tags' })
      .max(MAX_TAGS, { error: `must be a list of at most ${MAX_TAGS} tags` })),
    price: optional(price()),
    city: optional(safeText(80).transform((s) => s.trim().replace(/\s+/g, ' '))),
    zip: optional(z.string({ error: 'must be a ZIP code' }).trim().regex(/^\d{5}$/, { error: 'must be 5 digits' })),
    seller: optional(z.boolean({ error: 'must be true or false' })),
    assignToMe: optional(z.boolean({ error: 'must be true or false' })),
  })
  .superRefine((body, ctx) => {
    if (body.email === undefined && body.phone === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Give an email address or a phone number' });
  });

export type NewLeadBody = z.infer<typeof newLeadBody>;

/** 409 naming `email`: the address is another lead's, whose id the adder may open instead. */
function duplicate(existingId: number): HttpError {
  const why = `Lead #${existingId} already has this email address`;
  return new HttpError(409, `email: ${why}`, { email: why, leadId: String(existingId) });
}

async function leadWithEmail(companyId: number, email: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ id: leads.id }).from(leads).where(and(eq(leads.companyId, companyId), sql`lower(${leads.email}) = lower(${email})`)).limit(1);
  return row?.id ?? null;
}

/**
 * POST /api/crm/leads: an agent adds a lead by hand (a call, a walk-in, an open house). In one
 * transaction: the lead, its `created` activity by the adder (with the price and place the lead
 * flow matches on), and the lead flow (via 'api'), which decides the buyer agent unless the
 * adder took the lead with `assignToMe`. The mails and texts it recorded go out after the
 * commit. Lenders may not add leads (403); a taken e-mail is 409 with the lead's id.
 */
export async function createLead(access: CrmAccess, company: Company, body: NewLeadBody): Promise<LeadDetail> {
  if (access.type === 'lender') throw forbidden('Lenders cannot add leads');
  if (body.email) {
    const existing = await leadWithEmail(access.companyId, body.email);
    if (existing !== null) throw duplicate(existing);
  }
  // Read before the transaction: see leadDetailOf.
  const [db, filters] = await Promise.all([getDb(), filterContext(company)]);
  const now = new Date();
  try {
    const { detail, after } = await db.transaction(async (tx) => {
      const [row] = await tx.insert(leads).values({
        companyId: access.companyId,
        email: body.email ?? null,
        phone: body.phone ?? null,
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        completed: Boolean(body.email && body.phone && body.firstName && body.lastName),
        stage: body.stage ?? 'new',
        tags: [...new Set(body.tags ?? [])],
        source: body.source || MANUAL_SOURCE,
        isSeller: body.seller ?? false,
        buyerAgentId: body.assignToMe ? access.agentId : null,
      }).returning({ id: leads.id });
      if (!row) throw new Error('The lead was not written');
      await tx.insert(activities).values({
        companyId: access.companyId, leadId: row.id, agentId: access.agentId, type: 'created', occurredAt: now,
        data: { source: body.source || MANUAL_SOURCE, via: 'crm', price: body.price ?? null, city: body.city ?? null, zip: body.zip ?? null, addedBy: access.agentId },
      });
      const after = await onNewLead(tx, { company, leadId: row.id, via: 'api', addedBy: access.agentId, now });
      const [routed] = await tx.select().from(leads).where(and(eq(leads.companyId, access.companyId), eq(leads.id, row.id))).limit(1);
      if (!routed) throw new Error('The lead vanished');
      // The adder is answered with the lead they typed in even when the flow gave it to a colleague they cannot see.
      return { detail: await leadDetailOf(tx, { ...access, scope: 'company' }, routed, filters), after };
    });
    await afterNewLead(after);
    return detail;
  } catch (error) {
    // Someone added the same address a moment ago: the unique index decides.
    if (pgErrorCode(error) === UNIQUE_VIOLATION && body.email) {
      const existing = await leadWithEmail(access.companyId, body.email);
      if (existing !== null) throw duplicate(existing);
    }
    throw error;
  }
}
