import { COOKIE_MAX_AGE_SECONDS } from '@/lib/auth/cookies';

/**
 * A random id the server gives every browser (`visitorId`, HttpOnly, SameSite=Lax, Secure
 * under HTTPS), so that a visitor who is nobody yet is still someone: the caller an
 * Idempotency-Key belongs to (lib/http/request-keys.ts). It names no person, is never stored
 * with a lead and never logged; only request_keys rows (kept a day) carry it.
 */
export const VISITOR_COOKIE = 'visitorId';

/** 128 random bits, base64url. */
const PATTERN = /^[A-Za-z0-9_-]{22}$/;

type CookieRequest = { cookies: { get: (name: string) => { value: string } | undefined }; nextUrl: { protocol: string; pathname: string } };

/** The visitor id this request carries, or null (none, or not one we could have issued). */
export function visitorId(request: CookieRequest): string | null {
  return validVisitorId(request.cookies.get(VISITOR_COOKIE)?.value);
}

/** A cookie value that could be a visitor id we issued, or null. */
export function validVisitorId(value: string | undefined): string | null {
  return value && PATTERN.test(value) ? value : null;
}

function newVisitorId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');
}

/** Gives the browser a visitor id with this answer when its request carried none (`id`: the one already chosen for it). */
export function issueVisitorId<R extends Response>(request: CookieRequest, response: R, id?: string | null): R {
  if (visitorId(request)) return response;
  const secure = request.nextUrl.protocol === 'https:' ? '; Secure' : '';
  response.headers.append('set-cookie', `${VISITOR_COOKIE}=${id ?? newVisitorId()}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  return response;
}

// Answers that are not pages: the API issues its own (route()); images and feeds are fetched
// without cookies by caches and crawlers, and must stay cacheable.
const NOT_PAGES = /^\/(api|images|_next)(\/|$)|^\/(sitemap\.xml|robots\.txt)$|^\/sitemaps\//;

/**
 * The proxy's part for a page request that carries no visitor id: one is chosen now and added
 * to the forwarded request's cookies, so the page's own render already knows the visitor (an
 * A/B variant decided on the first page, no flicker on the second). Null when none is needed.
 */
export function newPageVisitorId(request: CookieRequest, forwarded: Headers): string | null {
  if (NOT_PAGES.test(request.nextUrl.pathname) || visitorId(request)) return null;
  const id = newVisitorId();
  const cookie = forwarded.get('cookie');
  forwarded.set('cookie', cookie ? `${cookie}; ${VISITOR_COOKIE}=${id}` : `${VISITOR_COOKIE}=${id}`);
  return id;
}

/** The proxy's part: page answers give a browser its visitor id before it first posts anything (`id`: from newPageVisitorId). */
export function issueVisitorIdOnPage<R extends Response>(request: CookieRequest, response: R, id?: string | null): R {
  return NOT_PAGES.test(request.nextUrl.pathname) ? response : issueVisitorId(request, response, id);
}
