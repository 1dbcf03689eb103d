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
  const value = request.cookies.get(VISITOR_COOKIE)?.value;
  return value && PATTERN.test(value) ? value : null;
}

function newVisitorId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');
}

/** Gives the browser a visitor id with this answer when its request carried none. */
export function issueVisitorId<R extends Response>(request: CookieRequest, response: R): R {
  if (visitorId(request)) return response;
  const secure = request.nextUrl.protocol === 'https:' ? '; Secure' : '';
  response.headers.append('set-cookie', `${VISITOR_COOKIE}=${newVisitorId()}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  return response;
}

// Answers that are not pages: the API issues its own (route()); images and feeds are fetched
// without cookies by caches and crawlers, and must stay cacheable.
const NOT_PAGES = /^\/(api|images|_next)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/;

/** The proxy's part: page answers give a browser its visitor id before it first posts anything. */
export function issueVisitorIdOnPage<R extends Response>(request: CookieRequest, response: R): R {
  return NOT_PAGES.test(request.nextUrl.pathname) ? response : issueVisitorId(request, response);
}
