import 'server-only';
import { z } from 'zod';
import { EMAIL_STATUSES, LEAD_STAGES, PHONE_STATUSES } from '@/lib/db/schema/leads';
import { claimsToken, type SessionRef } from './jwt';
import { liveLeadSession } from './live-session';

/** The lead fields of SPEC §3 carried in the JWT cookie. */
export const leadClaimsSchema = z.object({
  id: z.number().int().positive(),
  companyId: z.number().int().positive(),
  lenderId: z.number().int().nullable(),
  completed: z.boolean(),
  email: z.string().nullable(),
  emailStatus: z.enum(EMAIL_STATUSES),
  phone: z.string().nullable(),
  phoneStatus: z.enum(PHONE_STATUSES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  agentId: z.number().int().nullable(),
  relatedLeadFirstName: z.string().nullable(),
  hasCoBuyer: z.boolean(),
  isEngaged: z.boolean(),
  stage: z.enum(LEAD_STAGES),
});
export type LeadClaims = z.infer<typeof leadClaimsSchema>;

const leadToken = claimsToken({ issuer: 'listings:lead', key: 'lead', schema: leadClaimsSchema, lifetime: '3650d' });

/** The lead's token for a session row (lib/auth/sessions.ts). */
export const signLeadToken = leadToken.signForSession;
/** Signature, expiry, company and session reference only; requests use verifyCurrentLeadToken. */
export const decodeLeadToken = leadToken.verifyWithSession;

/**
 * A lead token that is valid now: well signed, of this company, and its session live (not
 * logged out, not replaced by a refresh, not ended by a take-over; the lead still exists).
 */
export async function verifyCurrentLeadToken(token: string | undefined | null, companyId: number): Promise<{ lead: LeadClaims; session: SessionRef } | null> {
  const verified = await leadToken.verifyWithSession(token, companyId);
  if (!verified) return null;
  return (await liveLeadSession(companyId, verified.claims.id, verified.session)) ? { lead: verified.claims, session: verified.session } : null;
}
