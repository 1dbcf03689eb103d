import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { recordConversion } from '@/lib/ab/exposure';
import { afterNewLead, onNewLead } from '@/lib/automation/new-lead';
import { getDb } from '@/lib/db/client';
import { activities, leads } from '@/lib/db/schema';
import { pgErrorCode, UNIQUE_VIOLATION } from '@/lib/db/errors';
import { badRequest, unauthorized, unprocessable } from '@/lib/http/errors';
import type { Company } from '@/lib/tenancy/company';
import type { SignUpType } from './sign-up-request';
import { checkEmail, checkName, checkPhone, CONTACT_ERRORS, type Checked } from './contact';
import { coBuyerInviter } from './cobuyer';
import { leadByEmail, sendSignInCode } from './sign-in-codes';

export interface RegistrationInput {
  email?: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  propertyId?: number | null;
  propertyPrice?: number | null;
  tags?: string[];
  signUpType?: SignUpType | null;
}

/** 422 naming the field (`lead.email`, `lead.phone`, …) with a text SPEC §5's client rule reads right. */
function valid<T>(checked: Checked<T>, field: string): T {
  if (!checked.ok) throw unprocessable(checked.error, { [field]: checked.error });
  return checked.value;
}

/** Phone and names are optional at step 1: checked when given, as step 2 would check them. */
function optionalContact(input: RegistrationInput) {
  return {
    phone: input.phone?.trim() ? valid(checkPhone(input.phone), 'lead.phone') : null,
    firstName: valid(checkName(input.firstName, 'first', false), 'lead.firstName'),
    lastName: valid(checkName(input.lastName, 'last', false), 'lead.lastName'),
  };
}

export type StartResult = { kind: 'new'; leadId: number } | { kind: 'full_login' };

/**
 * POST /api/leads/register/start: a new e-mail becomes a lead (201 and a token); a known
 * one gets a one-time code by mail and no token (DESIGN §8 "full_login").
 */
export async function startRegistration(
  company: Company,
  input: RegistrationInput,
  extra: {
    gClickId?: string | null;
    cobuyer?: string | null;
    origin: string;
    next: string;
    /** Signed up through a social-login provider (lib/leads/social-sign-in.ts): named in the activities; a verified address counts as proven. */
    social?: { provider: string; emailVerified: boolean };
    /** The visitor id of the browser signing up: its A/B assignment converts (lib/ab). */
    visitorId?: string | null;
  },
): Promise<StartResult> {
  const email = valid(checkEmail(input.email), 'lead.email');
  const contact = optionalContact(input);
  const primaryLeadId = extra.cobuyer ? await coBuyerInviter(extra.cobuyer, company.id) : null;
  if (extra.cobuyer && primaryLeadId === null) throw badRequest('This co-buyer invitation has expired or is not valid. Ask for a new one.');
  if (primaryLeadId !== null && (await hasCoBuyer(company.id, primaryLeadId))) throw badRequest('This co-buyer invitation has been used already.');

  const existing = await leadByEmail(company.id, email);
  if (existing) {
    await sendSignInCode(company, { id: existing.id, email: existing.email ?? email, firstName: existing.firstName }, extra.origin, extra.next);
    return { kind: 'full_login' };
  }
  const completed = Boolean(contact.phone && contact.firstName && contact.lastName);
  const db = await getDb();
  try {
    const { leadId, after } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leads)
        .values({
          companyId: company.id,
          email,
          ...contact,
          completed,
          source: 'website',
          tags: (input.tags ?? []).slice(0, 20),
          gClickId: extra.gClickId ?? null,
          primaryLeadId,
          buyerAgentId: company.agent?.id ?? null,
          isSeller: input.signUpType === 'propertyPrice',
          lastVisitAt: new Date(),
          emailVerifiedAt: extra.social?.emailVerified ? new Date() : null,
        })
        .returning({ id: leads.id });
      const data = {
        signUpType: input.signUpType ?? null,
        propertyId: input.propertyId ?? null,
        propertyPrice: input.propertyPrice ?? null,
        coBuyerOf: primaryLeadId,
        ...(extra.social ? { provider: extra.social.provider } : {}),
      };
      await tx.insert(activities).values([
        { companyId: company.id, leadId: row!.id, type: 'created', data },
        { companyId: company.id, leadId: row!.id, type: completed ? 'sign-up' : 'sign-up-partial', data },
      ]);
      const after = await onNewLead(tx, { company, leadId: row!.id, via: primaryLeadId === null ? 'sign-up' : 'co-buyer', now: new Date() });
      return { leadId: row!.id, after };
    });
    await afterNewLead(after);
    // An A/B test's conversion, after the commit: it never fails the sign-up (it logs instead).
    if (primaryLeadId === null) await recordConversion(company.id, extra.visitorId, leadId, new Date());
    return { kind: 'new', leadId };
  } catch (error) {
    // Someone registered the same address a moment ago: it is a returning e-mail now.
    if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    const winner = await leadByEmail(company.id, email);
    if (winner) await sendSignInCode(company, { id: winner.id, email, firstName: winner.firstName }, extra.origin, extra.next);
    return { kind: 'full_login' };
  }
}

async function hasCoBuyer(companyId: number, leadId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: leads.id }).from(leads).where(and(eq(leads.companyId, companyId), eq(leads.primaryLeadId, leadId))).limit(1);
  return row !== undefined;
}

/**
 * POST /api/leads/register/complete (with the token): step 2's phone and names, or a
 * corrected e-mail or phone when the lead is asked to confirm them (SPEC §4).
 */
export async function completeRegistration(companyId: number, leadId: number, input: RegistrationInput): Promise<void> {
  const db = await getDb();
  const [lead] = await db.select().from(leads).where(and(eq(leads.id, leadId), eq(leads.companyId, companyId))).limit(1);
  if (!lead) throw unauthorized('Sign in again');
  const changes: Partial<typeof leads.$inferInsert> = {};

  const sameEmail = input.email !== undefined && input.email.trim().toLowerCase() === (lead.email ?? '').toLowerCase();
  if (sameEmail && lead.emailStatus === 'invalid_address') {
    // The lead says the address we could not reach is right: try it again (SPEC §4 confirmation).
    changes.emailStatus = 'unknown';
  } else if (input.email !== undefined && !sameEmail) {
    const email = valid(checkEmail(input.email), 'lead.email');
    const [taken] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.companyId, companyId), ne(leads.id, leadId), sql`lower(${leads.email}) = ${email.toLowerCase()}`))
      .limit(1);
    if (taken) throw unprocessable(CONTACT_ERRORS.emailTaken, { 'lead.email': CONTACT_ERRORS.emailTaken });
    Object.assign(changes, { email, emailStatus: 'unknown' });
  } else if (!lead.email) {
    valid(checkEmail(input.email), 'lead.email');
  }

  // Step 2 sends the phone; an e-mail confirmation alone does not.
  if (input.phone !== undefined) {
    const phone = valid(checkPhone(input.phone), 'lead.phone');
    if (phone !== lead.phone || lead.phoneStatus === 'bad_number') Object.assign(changes, { phone, phoneStatus: 'unknown' });
  }
  // Names are asked with the phone unless the lead has them already (SPEC §4: "only phone: step 2 without name inputs").
  const withPhone = input.phone !== undefined;
  const firstName = valid(checkName(input.firstName, 'first', withPhone && !lead.firstName), 'lead.firstName');
  const lastName = valid(checkName(input.lastName, 'last', withPhone && !lead.lastName), 'lead.lastName');
  if (Object.keys(changes).length === 0 && !withPhone && !firstName && !lastName) {
    throw unprocessable(CONTACT_ERRORS.phoneRequired, { 'lead.phone': CONTACT_ERRORS.phoneRequired });
  }
  if (firstName) changes.firstName = firstName;
  if (lastName) changes.lastName = lastName;

  const after = { ...lead, ...changes };
  const completed = Boolean(after.email && after.phone && after.firstName && after.lastName);
  await db.transaction(async (tx) => {
    await tx
      .update(leads)
      .set({ ...changes, completed, updatedAt: new Date() })
      .where(and(eq(leads.id, leadId), eq(leads.companyId, companyId)))
      .catch((error: unknown) => {
        // Another lead took the address a moment ago (leads_email_uq).
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw unprocessable(CONTACT_ERRORS.emailTaken, { 'lead.email': CONTACT_ERRORS.emailTaken });
        throw error;
      });
    if (completed && !lead.completed) {
      await tx.insert(activities).values({ companyId, leadId, type: 'sign-up-finish', data: { signUpType: input.signUpType ?? null, propertyId: input.propertyId ?? null } });
    }
  });
}
