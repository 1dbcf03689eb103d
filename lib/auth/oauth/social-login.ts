import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { Viewer } from '@/lib/auth/viewer';
import { HttpError } from '@/lib/http/errors';
import { safeNextPath } from '@/lib/http/safe-next';
import { issueLeadToken, sessionFor, setLeadCookie } from '@/lib/leads/lead-session';
import { socialSignIn } from '@/lib/leads/social-sign-in';
import { countSignUp } from '@/lib/leads/sign-up-limits';
import { siteOrigin } from '@/lib/tenancy/origin';
import { FLOW_COOKIE, flowCookieOptions, openFlow, sealFlow } from './flow-cookie';
import { authorizationRequest, finishAuthorization, SocialFlowError } from './flow';
import { usableProvider } from './provider-config';
import { callbackPath, isForceFacebook, SOCIAL_OUTCOME_COOKIE, type SocialOutcome, type SocialProvider } from './providers';
import { visitorId } from '@/lib/http/visitor-id';

/**
 * GET /api/auth/oauth/{provider}/start and …/callback (docs/admin.md "Social login"). Both are
 * browser navigations: every outcome is a redirect back to the site (a same-site path only)
 * with a short-lived readable cookie naming the outcome, which the site shows as a flash
 * message. Nothing here answers a 5xx for anything a visitor or a provider sends.
 */

export interface StartQuery {
  next?: string;
  type?: string;
  propertyId?: string;
  _forceFacebook?: string;
}

const secureOf = (request: NextRequest) => request.nextUrl.protocol === 'https:';

/** The redirect URI as the visitor's browser reaches this site (registered with the provider for each domain). */
function redirectUriOf(request: NextRequest, viewer: Viewer, provider: SocialProvider): string {
  const host = request.headers.get('host');
  const origin = host ? `${request.nextUrl.protocol}//${host}` : siteOrigin(viewer.company.domain);
  return `${origin}${callbackPath(provider)}`;
}

/** Back to the site with the outcome; the flow cookie is spent whatever happened. */
function backToSite(request: NextRequest, next: string, outcome: SocialOutcome): NextResponse {
  // A relative Location: the request's own host, whatever name the server was started with.
  const response = new NextResponse(null, { status: 303, headers: { location: next } });
  response.cookies.set(SOCIAL_OUTCOME_COOKIE, outcome, { httpOnly: false, sameSite: 'lax', secure: secureOf(request), path: '/', maxAge: 60 });
  response.cookies.set(FLOW_COOKIE, '', flowCookieOptions(secureOf(request), 0));
  return response;
}

const propertyIdOf = (value: string | undefined) => (value && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

export async function startSocialLogin(request: NextRequest, viewer: Viewer, provider: SocialProvider, query: StartQuery): Promise<NextResponse> {
  const next = safeNextPath(query.next, '/');
  // SPEC §6: sign-up does not open for agents.
  if (viewer.agent) return backToSite(request, next, 'agent');
  const forceFacebook = isForceFacebook(query._forceFacebook);
  const config = await usableProvider(viewer.company, provider, forceFacebook);
  if (!config) return backToSite(request, next, 'unavailable');
  const { url, state, verifier, nonce } = await authorizationRequest(config, redirectUriOf(request, viewer, provider));
  const sealed = await sealFlow({
    provider,
    companyId: viewer.company.id,
    state,
    verifier,
    nonce,
    next,
    signUpType: query.type?.slice(0, 40) ?? null,
    propertyId: propertyIdOf(query.propertyId),
    forceFacebook,
  });
  const response = new NextResponse(null, { status: 302, headers: { location: url } });
  response.cookies.set(FLOW_COOKIE, sealed, flowCookieOptions(secureOf(request)));
  return response;
}

export async function finishSocialLogin(request: NextRequest, viewer: Viewer, provider: SocialProvider): Promise<NextResponse> {
  const flow = await openFlow(request.cookies.get(FLOW_COOKIE)?.value, viewer.company.id);
  // No flow (expired, forged, another browser's, another provider's): the state cannot be checked.
  if (!flow || flow.provider !== provider) return backToSite(request, '/', 'failed');
  const next = safeNextPath(flow.next, '/');
  if (viewer.agent) return backToSite(request, next, 'agent');
  const config = await usableProvider(viewer.company, provider, flow.forceFacebook);
  if (!config) return backToSite(request, next, 'unavailable');
  try {
    await countSignUp(request);
    const profile = await finishAuthorization(config, flow, new URL(request.url), redirectUriOf(request, viewer, provider));
    const result = await socialSignIn(viewer.company, provider, profile, {
      origin: siteOrigin(viewer.company.domain),
      next,
      signUpType: flow.signUpType,
      propertyId: flow.propertyId,
      visitorId: visitorId(request),
    });
    if (result.kind !== 'signed-in') return backToSite(request, next, result.kind);
    const session = await sessionFor(request, viewer, result.leadId, 'new');
    const issued = session ? await issueLeadToken(viewer.company.id, result.leadId, session) : null;
    if (!issued) return backToSite(request, next, 'failed');
    const response = backToSite(request, next, 'signed-in');
    setLeadCookie(response, request, issued.token);
    return response;
  } catch (error) {
    if (error instanceof SocialFlowError) {
      if (error.outcome === 'failed') console.warn(`Social login ${provider} for company ${viewer.company.id}: ${error.message}`);
      return backToSite(request, next, error.outcome);
    }
    if (error instanceof HttpError && error.status === 429) return backToSite(request, next, 'too-many');
    console.error(`Social login ${provider} for company ${viewer.company.id} failed`, error);
    return backToSite(request, next, 'failed');
  }
}
