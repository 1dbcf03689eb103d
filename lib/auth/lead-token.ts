import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { EMAIL_STATUSES, LEAD_STAGES, PHONE_STATUSES } from '@/lib/db/schema/leads';
import { authSecret } from './secret';

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

const ISSUER = 'listings:lead';
const LIFETIME = '3650d';

export async function signLeadToken(claims: LeadClaims): Promise<string> {
  return new SignJWT({ lead: claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(String(claims.id))
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(authSecret());
}

/** The lead in a token, or null for anything not valid for this company: garbage, expired, forged or foreign. */
export async function verifyLeadToken(token: string | undefined | null, companyId: number): Promise<LeadClaims | null> {
  if (!token || token.length > 8192) return null;
  try {
    const { payload } = await jwtVerify(token, authSecret(), { issuer: ISSUER, algorithms: ['HS256'] });
    const parsed = leadClaimsSchema.safeParse(payload.lead);
    if (!parsed.success || parsed.data.companyId !== companyId) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
