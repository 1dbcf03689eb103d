import 'server-only';
import { z } from 'zod';
import { EMAIL_STATUSES, LEAD_STAGES, PHONE_STATUSES } from '@/lib/db/schema/leads';
import { claimsToken } from './jwt';
import { leadTokensValidAfter } from './lead-validity';

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

export const signLeadToken = leadToken.sign;
/** Signature, expiry and company only; requests use verifyCurrentLeadToken. */
export const verifyLeadToken = (token: string | undefined | null, companyId: number) => leadToken.verify(token, companyId);
/**
 * A lead token that is valid now: well signed, of this company, naming a lead that exists
 * and was not taken over since it was issued (leads.tokens_valid_after).
 */
export async function verifyCurrentLeadToken(token: string | undefined | null, companyId: number): Promise<LeadClaims | null> {
  const verified = await leadToken.verifyIssued(token, companyId);
  if (!verified) return null;
  const validAfter = await leadTokensValidAfter(companyId, verified.claims.id);
  if (validAfter === undefined) return null;
  return validAfter === null || verified.issuedAt * 1000 >= validAfter ? verified.claims : null;
}
