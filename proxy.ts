import { NextResponse, type NextRequest } from 'next/server';
import { normalizeHost } from '@/lib/tenancy/host';
import { companyIdForHost } from '@/lib/tenancy/company';
import { COMPANY_ID_HEADER, INTERNAL_HEADERS, PATHNAME_HEADER } from '@/lib/tenancy/request-headers';
import { siteNotConfiguredPage } from '@/lib/tenancy/not-configured-page';

/**
 * Resolves the tenant once per request, from the Host header, and hands its id downstream
 * in a header nobody outside can set. Unknown hosts get a plain 404 and never reach a page.
 */
export async function proxy(request: NextRequest) {
  const rawPath = new URL(request.url).pathname;
  try {
    decodeURIComponent(rawPath);
  } catch {
    // Next answers 500 for malformed percent-encoding: it is the client's mistake.
    return new NextResponse('Bad request: malformed URL encoding', { status: 400, headers: { 'content-type': 'text/plain' } });
  }

  const host = normalizeHost(request.headers.get('host'));
  if (!host) return new NextResponse('Bad request: invalid Host header', { status: 400, headers: { 'content-type': 'text/plain' } });

  const companyId = await companyIdForHost(host);
  if (companyId === null) {
    return new NextResponse(siteNotConfiguredPage(), { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  }

  const forwarded = new Headers(request.headers);
  for (const name of INTERNAL_HEADERS) forwarded.delete(name);
  forwarded.set(COMPANY_ID_HEADER, String(companyId));
  forwarded.set(PATHNAME_HEADER, rawPath + request.nextUrl.search);
  return NextResponse.next({ request: { headers: forwarded } });
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|robots.txt).*)'],
};
