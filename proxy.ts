import { NextResponse, type NextRequest } from 'next/server';
import { currentAgent } from '@/lib/auth/agent-session';
import { AGENT_SESSION_COOKIE } from '@/lib/auth/cookies';
import { issueVisitorIdOnPage, newPageVisitorId } from '@/lib/http/visitor-id';
import { companyIdForHost, getCompany } from '@/lib/tenancy/company';
import { agentGate } from '@/lib/agents/agent-gate';
import { isAgentPagePath } from '@/lib/agents/agent-path';
import { communityGate } from '@/lib/community/gate';
import { isRouteHandlerPath } from '@/lib/http/allowed-methods';
import { newNonce, pagePolicy } from '@/lib/http/page-policy';
import { safeNextPath } from '@/lib/http/safe-next';
import { isCommunityPath } from '@/lib/community/town-slug';
import { detailsGate, isDetailsPath } from '@/lib/property/details-gate';
import { isRealEstatePath, realEstateGate } from '@/lib/search/real-estate-gate';
import { encodeSearchHeader } from '@/lib/search/search-header';
import { isCrmPath } from '@/lib/tenancy/crm-paths';
import { crmRouteAccess } from '@/lib/crm/routes';
import { normalizeHost } from '@/lib/tenancy/host';
import { SITE_NOT_CONFIGURED_POLICY, siteNotConfiguredPage } from '@/lib/tenancy/not-configured-page';
import { COMPANY_ID_HEADER, INTERNAL_HEADERS, NONCE_HEADER, PATHNAME_HEADER, SEARCH_QUERY_HEADER } from '@/lib/tenancy/request-headers';

/** Plain text for pages; the API's error envelope (DESIGN §5) for /api paths. */
const badRequest = (reason: string, rawPath: string) =>
  rawPath === '/api' || rawPath.startsWith('/api/')
    ? NextResponse.json({ error: `Bad request: ${reason}`, code: 'bad_request' }, { status: 400 })
    : new NextResponse(`Bad request: ${reason}`, { status: 400, headers: { 'content-type': 'text/plain' } });

/** Next answers 500 for these malformed inputs; they are the client's mistake. */
function malformed(request: NextRequest, rawPath: string): string | null {
  try {
    decodeURIComponent(rawPath);
  } catch {
    return 'malformed URL encoding';
  }
  // The site has no server actions: any action id is made up.
  // (Next hides its router headers from the proxy, so a forged router state tree cannot be refused here.)
  if (request.headers.has('next-action')) return 'unknown server action';
  return null;
}

/**
 * Resolves the tenant once per request, from the Host header, and hands its id downstream
 * in a header nobody outside can set. Unknown hosts get a plain 404 and never reach a page.
 * CRM routes are closed here, not only in their layout: a client-side navigation renders
 * just the page segment, so a layout check alone would let a visitor through.
 * Pages get their Content-Security-Policy here (a fresh nonce, the company's tracking and map
 * hosts); everything else gets the server's restrictive one (lib/http/security-headers.ts).
 */
export async function proxy(request: NextRequest) {
  const rawPath = new URL(request.url).pathname;
  const problem = malformed(request, rawPath);
  if (problem) return badRequest(problem, rawPath);

  const host = normalizeHost(request.headers.get('host'));
  if (!host) return badRequest('invalid Host header', rawPath);

  const companyId = await companyIdForHost(host);
  if (companyId === null) {
    return new NextResponse(siteNotConfiguredPage(), {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': SITE_NOT_CONFIGURED_POLICY },
    });
  }

  let crmForbidden = false;
  if (isCrmPath(rawPath)) {
    const signedIn = await currentAgent(request.cookies.get(AGENT_SESSION_COOKIE)?.value, companyId);
    if (!signedIn) {
      const login = new URL('/login', request.url);
      login.searchParams.set('next', safeNextPath(rawPath + request.nextUrl.search));
      return NextResponse.redirect(login);
    }
    // A screen the role may not open (DESIGN §9) answers 403; the CRM layout renders the page that says so.
    crmForbidden = crmRouteAccess(rawPath, signedIn.agent) === 'forbidden';
  }

  const policy = isRouteHandlerPath(rawPath) ? null : await pageContentPolicy(request, companyId);
  const headers = tenantHeaders(request, companyId, rawPath, policy);
  // A page (or the not-found page a gate renders) answers with its policy; redirects keep the server's.
  const page = (response: NextResponse) => {
    if (policy) response.headers.set('content-security-policy', policy.value);
    return response;
  };
  // Rendered by a path no route matches, so the full not-found page (shell and all) is served.
  const notFound = () => page(NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404, request: { headers } }));
  if (crmForbidden) return page(NextResponse.rewrite(request.url, { status: 403, request: { headers } }));
  if (isRealEstatePath(rawPath)) {
    const gate = await realEstateGate(companyId, rawPath, request.nextUrl.searchParams);
    if (gate.kind === 'redirect') return NextResponse.redirect(new URL(gate.url, request.url), 308);
    if (gate.kind === 'not-found') return notFound();
    // The page searches with this: the URL is parsed once per request (issue 19).
    headers.set(SEARCH_QUERY_HEADER, encodeSearchHeader(gate.query));
  }
  if (isDetailsPath(rawPath)) {
    const gate = await detailsGate(companyId, rawPath, request.nextUrl.search, await isActiveAgent(request, companyId));
    if (gate.kind === 'redirect') return NextResponse.redirect(new URL(gate.url, request.url), gate.permanent ? 308 : 307);
    if (gate.kind === 'not-found') return notFound();
  }
  if (isAgentPagePath(rawPath)) {
    const gate = await agentGate(companyId, rawPath, request.nextUrl.search);
    if (gate.kind === 'redirect') return NextResponse.redirect(new URL(gate.url, request.url), 308);
    if (gate.kind === 'not-found') return notFound();
  }
  if (isCommunityPath(rawPath)) {
    const gate = await communityGate(companyId, rawPath);
    if (gate.kind === 'not-found') return notFound();
  }
  const newVisitor = newPageVisitorId(request, headers);
  return issueVisitorIdOnPage(request, page(NextResponse.next({ request: { headers } })), newVisitor);
}

/** A page's policy, with a fresh nonce, for this company's tracking codes and map. */
async function pageContentPolicy(request: NextRequest, companyId: number): Promise<{ nonce: string; value: string }> {
  const settings = (await getCompany(companyId))?.settings;
  const nonce = newNonce();
  const value = pagePolicy({
    nonce,
    trackingCodes: settings?.trackingCodes ?? {},
    mapStyleUrl: settings?.mapStyleUrl ?? null,
    apiHost: process.env.NEXT_PUBLIC_API_HOST,
    // Our server sets X-Forwarded-Proto from the socket or a trusted proxy only (scripts/server.ts).
    https: request.nextUrl.protocol === 'https:',
  });
  return { nonce, value };
}

/** A signed-in agent of this company: a live session (not logged out or ended) of an active agent. */
async function isActiveAgent(request: NextRequest, companyId: number): Promise<boolean> {
  return (await currentAgent(request.cookies.get(AGENT_SESSION_COOKIE)?.value, companyId)) !== null;
}

/** A path no route answers: rewriting to it renders app/not-found.tsx in full. */
const NOT_FOUND_PATH = '/_not-found-page';

/**
 * The request's headers with the tenant and path set by us; copies sent by the client removed.
 * A page's request also carries its policy: Next reads the nonce from it for its own scripts.
 */
function tenantHeaders(request: NextRequest, companyId: number, rawPath: string, policy: { nonce: string; value: string } | null): Headers {
  const forwarded = new Headers(request.headers);
  for (const name of INTERNAL_HEADERS) forwarded.delete(name);
  forwarded.set(COMPANY_ID_HEADER, String(companyId));
  forwarded.set(PATHNAME_HEADER, rawPath + request.nextUrl.search);
  if (policy) {
    forwarded.set('content-security-policy', policy.value);
    forwarded.set(NONCE_HEADER, policy.nonce);
  }
  return forwarded;
}

export const config = {
  // Anchored: only the build's static files and the favicon skip the tenant check; a path
  // that merely starts like them (/favicon.icox) does not.
  matcher: ['/((?!_next/static/|_next/image$|favicon\\.ico$).*)'],
};
