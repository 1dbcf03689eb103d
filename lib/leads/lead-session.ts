import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { cookieOptions, LEAD_TOKEN_COOKIE } from '@/lib/auth/cookies';
import { signLeadToken, type LeadClaims } from '@/lib/auth/lead-token';
import { createSession, revokeSession, rotateSession, type SessionRef } from '@/lib/auth/sessions';
import type { Viewer } from '@/lib/auth/viewer';
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

/**
 * The session a sign-in answer's token belongs to: a new one for someone who just proved who
 * they are (`'new'`: sign-up, code, link), or the caller's own moved on to its next version (a
 * refresh: the old token stops working). A browser that signs in again gives up the session it
 * held (its token would otherwise stay valid beside the new one). Null when the caller's session has ended meanwhile.
 */
export async function sessionFor(request: NextRequest, viewer: Viewer, leadId: number, mode: 'new' | 'refresh'): Promise<SessionRef | null> {
  const companyId = viewer.company.id;
  const held = viewer.leadVia === 'cookie' ? viewer.leadSession : null;
  if (mode === 'refresh') return viewer.leadSession && viewer.lead?.id === leadId ? rotateSession(companyId, viewer.leadSession) : null;
  if (held) await revokeSession(companyId, held.id, 'logout');
  return createSession(companyId, { kind: 'lead', leadId }, request);
}

/** A token for the lead as stored now, in that session, with that lead; null when it no longer exists. */
export async function issueLeadToken(companyId: number, leadId: number, session: SessionRef) {
  const profile = await getLeadProfile(companyId, leadId);
  if (!profile) return null;
  return { token: await signLeadToken(claimsOf(companyId, profile), session), profile };
}

/**
 * A signed-in answer: `{ data: { token, lead } }` with the token also in the HttpOnly `JWT`
 * cookie (DESIGN §8), or null when the lead or the session no longer exists.
 */
export async function signedInResponse(
  request: NextRequest,
  viewer: Viewer,
  leadId: number,
  mode: 'new' | 'refresh',
  init: { status?: number; extra?: Record<string, unknown> } = {},
) {
  const session = await sessionFor(request, viewer, leadId, mode);
  const issued = session ? await issueLeadToken(viewer.company.id, leadId, session) : null;
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
  const response = NextResponse.json({ error: message, code: 'unauthenticated' }, { status: 401 });
  response.cookies.delete(LEAD_TOKEN_COOKIE);
  return response;
}
