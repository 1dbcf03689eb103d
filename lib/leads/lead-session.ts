import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { cookieOptions, LEAD_TOKEN_COOKIE } from '@/lib/auth/cookies';
import { signLeadToken, type LeadClaims } from '@/lib/auth/lead-token';
import { getLeadProfile } from './me';

type Profile = NonNullable<Awaited<ReturnType<typeof getLeadProfile>>>;

/** The token's claims as the database has the lead now (never as an old token remembers it). */
export function claimsOf(companyId: number, profile: Profile): LeadClaims {
  return {
    id: profile.id,
    companyId,
    lenderId: profile.lenderId,
    completed: profile.completed,
    email: profile.email,
    emailStatus: profile.emailStatus,
    phone: profile.phone,
    phoneStatus: profile.phoneStatus,
    firstName: profile.firstName,
    lastName: profile.lastName,
    agentId: profile.agentId,
    relatedLeadFirstName: profile.relatedLeadFirstName,
    hasCoBuyer: profile.hasCoBuyer,
    isEngaged: profile.isEngaged,
    stage: profile.stage,
  };
}

/** A token for the lead as stored now, with that lead; null when it no longer exists. */
export async function issueLeadToken(companyId: number, leadId: number) {
  const profile = await getLeadProfile(companyId, leadId);
  if (!profile) return null;
  return { token: await signLeadToken(claimsOf(companyId, profile)), profile };
}

/**
 * A signed-in answer: `{ data: { token, lead } }` with the token also in the HttpOnly `JWT`
 * cookie (DESIGN §8), or null when the lead no longer exists.
 */
export async function signedInResponse(request: NextRequest, companyId: number, leadId: number, init: { status?: number; extra?: Record<string, unknown> } = {}) {
  const issued = await issueLeadToken(companyId, leadId);
  if (!issued) return null;
  const { token, profile } = issued;
  const response = NextResponse.json({ data: { ...init.extra, token, lead: profile } }, { status: init.status ?? 200 });
  setLeadCookie(response, request, token);
  return response;
}

export function setLeadCookie(response: NextResponse, request: NextRequest, token: string): void {
  response.cookies.set(LEAD_TOKEN_COOKIE, token, cookieOptions(request.nextUrl.protocol === 'https:'));
}

/** A 401 that also forgets the token (SPEC §4: a 401 on refresh purges it). */
export function signedOutResponse(message = 'Authentication required'): NextResponse {
  const response = NextResponse.json({ error: message }, { status: 401 });
  response.cookies.delete(LEAD_TOKEN_COOKIE);
  return response;
}
