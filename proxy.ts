import { NextResponse, type NextRequest } from 'next/server';
import { activeAgentClaims } from '@/lib/auth/agent-login';
import { verifyAgentSession } from '@/lib/auth/agent-session';
import { AGENT_SESSION_COOKIE } from '@/lib/auth/cookies';
import { companyIdForHost } from '@/lib/tenancy/company';
import { agentGate } from '@/lib/agents/agent-gate';
import { isAgentPagePath } from '@/lib/agents/agent-path';
import { communityGate } from '@/lib/community/gate';
import { isCommunityPath } from '@/lib/community/town-slug';
import { detailsGate, isDetailsPath } from '@/lib/property/details-gate';
import { isRealEstatePath, realEstateGate } from '@/lib/search/real-estate-gate';
import { isCrmPath } from '@/lib/tenancy/crm-paths';
import { normalizeHost } from '@/lib/tenancy/host';
import { siteNotConfiguredPage } from '@/lib/tenancy/not-configured-page';
import { COMPANY_ID_HEADER, INTERNAL_HEADERS, PATHNAME_HEADER } from '@/lib/tenancy/request-headers';

/** Plain text for pages; the API's error envelope (DESIGN §5) for /api paths. */
const badRequest = (reason: string, rawPath: string) =>
  rawPath === '/api' || rawPath.startsWith('/api/')
    ? NextResponse.json({ error: `Bad request: ${reason}` }, { status: 400 })
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
 */
export async function proxy(request: NextRequest) {
  const rawPath = new URL(request.url).pathname;
  const problem = malformed(request, rawPath);
  if (problem) return badRequest(problem, rawPath);

  const host = normalizeHost(request.headers.get('host'));
  if (!host) return badRequest('invalid Host header', rawPath);

  const companyId = await companyIdForHost(host);
  if (companyId === null) {
    return new NextResponse(siteNotConfiguredPage(), { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  }

  if (isCrmPath(rawPath)) {
    if (!(await isActiveAgent(request, companyId))) {
      const login = new URL('/login', request.url);
      login.searchParams.set('next', rawPath + request.nextUrl.search);
      return NextResponse.redirect(login);
    }
  }

  const headers = tenantHeaders(request, companyId, rawPath);
  if (isRealEstatePath(rawPath)) {
    const gate = await realEstateGate(companyId, rawPath, request.nextUrl.searchParams);
    if (gate.kind === 'redirect') return NextResponse.redirect(new URL(gate.url, request.url), 308);
    // Rendered by a path no route matches, so the full not-found page (shell and all) is served.
    if (gate.kind === 'not-found') return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404, request: { headers } });
  }
  if (isDetailsPath(rawPath)) {
    const gate = await detailsGate(companyId, rawPath, request.nextUrl.search, await isActiveAgent(request, companyId));
    if (gate.kind === 'redirect') return NextResponse.redirect(new URL(gate.url, request.url), gate.permanent ? 308 : 307);
    if (gate.kind === 'not-found') return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404, request: { headers } });
  }
  if (isAgentPagePath(rawPath)) {
    const gate = await agentGate(companyId, rawPath, request.nextUrl.search);
    if (gate.kind === 'redirect') return NextResponse.redirect(new URL(gate.url, request.url), 308);
    if (gate.kind === 'not-found') return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404, request: { headers } });
  }
  if (isCommunityPath(rawPath)) {
    const gate = await communityGate(companyId, rawPath);
    if (gate.kind === 'not-found') return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404, request: { headers } });
  }
  return NextResponse.next({ request: { headers } });
}

/** A signed-in agent of this company whose account is still active (rights re-read, at most 5 s old). */
async function isActiveAgent(request: NextRequest, companyId: number): Promise<boolean> {
  const session = await verifyAgentSession(request.cookies.get(AGENT_SESSION_COOKIE)?.value, companyId);
  return session !== null && (await activeAgentClaims(companyId, session.id)) !== null;
}

/** A path no route answers: rewriting to it renders app/not-found.tsx in full. */
const NOT_FOUND_PATH = '/_not-found-page';

/** The request's headers with the tenant and path set by us; copies sent by the client removed. */
function tenantHeaders(request: NextRequest, companyId: number, rawPath: string): Headers {
  const forwarded = new Headers(request.headers);
  for (const name of INTERNAL_HEADERS) forwarded.delete(name);
  forwarded.set(COMPANY_ID_HEADER, String(companyId));
  forwarded.set(PATHNAME_HEADER, rawPath + request.nextUrl.search);
  return forwarded;
}

export const config = {
  // Anchored: only the build's static files and the favicon skip the tenant check; a path
  // that merely starts like them (/favicon.icox) does not.
  matcher: ['/((?!_next/static/|_next/image$|favicon\\.ico$).*)'],
};
