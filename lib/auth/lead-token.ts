import 'server-only';
import { leadClaimsSchema, type LeadClaims } from './lead-claims';
import { claimsToken, type SessionRef } from './jwt';
import { liveLeadSession } from './live-session';

export type { LeadClaims } from './lead-claims';

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
