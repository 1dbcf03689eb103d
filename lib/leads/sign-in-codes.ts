import 'server-only';
import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { revokeAllSessions } from '@/lib/auth/sessions';
import { authSecret } from '@/lib/auth/secret';
import { signCodeLink, signInLinkPath } from '@/lib/auth/sign-in-link';
import { getDb } from '@/lib/db/client';
import { leads, leadSignInCodes } from '@/lib/db/schema';
import { HttpError, tooManyRequests } from '@/lib/http/errors';
import type { Company } from '@/lib/tenancy/company';
import { senderFor, sendMail } from '@/lib/mail/transport';

/** How long a code (and the link sent with it) works, and how many tries it allows. */
export const CODE_LIFETIME_MS = 15 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
/** Codes one lead may be sent in a window: enough for typos, too few to flood an inbox. */
const MAX_CODES_PER_WINDOW = 5;
const CODE_WINDOW_MS = 15 * 60_000;
/** SPEC §8: too-many-requests is shown for 60 seconds. */
export const LOCKOUT_SECONDS = 60;

function codeHash(leadId: number, code: string): string {
  return crypto.createHmac('sha256', authSecret()).update(`${leadId}:${code}`).digest('base64url');
}

/**
 * A returning e-mail (DESIGN §8 "full_login"): a one-time six-digit code and a link that
 * works once, mailed to that address. Knowing the address is not enough to sign in.
 */
export async function sendSignInCode(company: Company, lead: { id: number; email: string; firstName: string | null }, origin: string, next: string) {
  const db = await getDb();
  const since = new Date(Date.now() - CODE_WINDOW_MS);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  // Counted and added under the lead's row lock: requests at once cannot mint extra codes.
  const codeId = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from leads where id = ${lead.id} and company_id = ${company.id} for update`);
    const recent = await tx
      .select({ createdAt: leadSignInCodes.createdAt })
      .from(leadSignInCodes)
      .where(and(eq(leadSignInCodes.companyId, company.id), eq(leadSignInCodes.leadId, lead.id), gt(leadSignInCodes.createdAt, since)))
      .orderBy(leadSignInCodes.createdAt);
    if (recent.length >= MAX_CODES_PER_WINDOW) {
      const wait = (recent[0]!.createdAt.getTime() + CODE_WINDOW_MS - Date.now()) / 1000;
      throw tooManyRequests('We have sent several codes already. Please check your inbox, or try again later.', wait);
    }
    const [row] = await tx
      .insert(leadSignInCodes)
      .values({ companyId: company.id, leadId: lead.id, codeHash: codeHash(lead.id, code), expiresAt: new Date(Date.now() + CODE_LIFETIME_MS) })
      .returning({ id: leadSignInCodes.id });
    return row!.id;
  });
  const link = `${origin}${signInLinkPath(await signCodeLink(company.id, lead.id, codeId), next)}`;
  const greeting = lead.firstName ? `Hi ${lead.firstName},` : 'Hi,';
  await sendMail({
    ...senderFor(company),
    companyId: company.id,
    leadId: lead.id,
    kind: 'sign-in-code',
    to: lead.email,
    subject: `${code} is your ${company.name} sign-in code`,
    text: `${greeting}\n\nYour sign-in code is ${code}. It works once, for 15 minutes.\n\nOr sign in with this link:\n${link}\n\nIf you did not ask for it, you can ignore this message.\n\n${company.name}`,
  });
}

/** The lead of this company with this e-mail (compared case-insensitively), or null. */
export async function leadByEmail(companyId: number, email: string) {
  const db = await getDb();
  const [lead] = await db
    .select({ id: leads.id, email: leads.email, firstName: leads.firstName })
    .from(leads)
    .where(and(eq(leads.companyId, companyId), sql`lower(${leads.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return lead ?? null;
}

const WRONG_CODE = 'That code is not right. Check the latest email we sent, or ask for a new code.';

/**
 * Checks a typed code against the lead's latest live code. Each wrong try counts; after
 * MAX_CODE_ATTEMPTS the code is spent and the visitor waits (429) before asking again.
 */
export async function redeemSignInCode(companyId: number, email: string, code: string): Promise<number> {
  const lead = await leadByEmail(companyId, email);
  const db = await getDb();
  const [live] = lead
    ? await db
        .select()
        .from(leadSignInCodes)
        .where(and(eq(leadSignInCodes.companyId, companyId), eq(leadSignInCodes.leadId, lead.id), isNull(leadSignInCodes.usedAt), gt(leadSignInCodes.expiresAt, new Date())))
        .orderBy(desc(leadSignInCodes.createdAt))
        .limit(1)
    : [];
  if (!lead || !live) throw new HttpError(401, 'That code has expired. Ask for a new one.');
  const expected = Buffer.from(live.codeHash);
  const given = Buffer.from(codeHash(lead.id, code));
  if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) {
    // Spend it atomically: two requests with the same code cannot both sign in.
    const spent = await db
      .update(leadSignInCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(leadSignInCodes.id, live.id), isNull(leadSignInCodes.usedAt)))
      .returning({ id: leadSignInCodes.id });
    if (spent.length === 0) throw new HttpError(401, 'That code has been used already. Ask for a new one.');
    await proveMailbox(companyId, lead.id);
    return lead.id;
  }
  // Counted in one statement: guesses sent at once each use up a try, and a spent code stays spent.
  const [counted] = await db
    .update(leadSignInCodes)
    .set({
      attempts: sql`${leadSignInCodes.attempts} + 1`,
      usedAt: sql`case when ${leadSignInCodes.attempts} + 1 >= ${MAX_CODE_ATTEMPTS} then now() else null end`,
    })
    .where(and(eq(leadSignInCodes.id, live.id), isNull(leadSignInCodes.usedAt)))
    .returning({ attempts: leadSignInCodes.attempts });
  if (!counted) throw new HttpError(401, 'That code has expired. Ask for a new one.');
  if (counted.attempts >= MAX_CODE_ATTEMPTS) throw tooManyRequests('Too many wrong codes. Please wait a minute, then ask for a new code.', LOCKOUT_SECONDS);
  throw new HttpError(422, WRONG_CODE, { code: WRONG_CODE });
}

/** A one-time link's code: spent when the link is used, refused once spent or expired. */
export async function redeemCodeLink(companyId: number, leadId: number, codeId: number): Promise<boolean> {
  const db = await getDb();
  const spent = await db
    .update(leadSignInCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(leadSignInCodes.id, codeId),
        eq(leadSignInCodes.companyId, companyId),
        eq(leadSignInCodes.leadId, leadId),
        isNull(leadSignInCodes.usedAt),
        gt(leadSignInCodes.expiresAt, new Date()),
      ),
    )
    .returning({ id: leadSignInCodes.id });
  return spent.length > 0;
}

/**
 * A code or link from the lead's mailbox was used: the address is the lead's. The first
 * time, every session of the lead ends — whoever registered the address before its owner
 * (step 1 asks for no proof) loses the lead to the owner, who signs in afresh.
 */
export async function proveMailbox(companyId: number, leadId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const first = await tx
      .update(leads)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(leads.companyId, companyId), eq(leads.id, leadId), isNull(leads.emailVerifiedAt)))
      .returning({ id: leads.id });
    if (first.length > 0) await revokeAllSessions(companyId, { kind: 'lead', leadId }, 'takeover', { db: tx });
  });
}
