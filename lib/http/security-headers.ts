/**
 * The headers every answer carries (DESIGN §13), whatever produced it: a page, the API, an
 * image, a static file, a redirect, a 4xx/5xx from us or from Next. Our server
 * (scripts/server.ts) adds each one the answer does not set itself, just before the head is
 * written, so a page's own Content-Security-Policy (set by the proxy, with its nonce) or a
 * route's stricter Referrer-Policy stands, and nothing is sent twice.
 */

/**
 * For anything that is not a page (JSON, images, scripts, redirects, plain errors): nothing
 * may load or run in it, nobody may frame it. A page's policy is ./page-policy.ts.
 */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Two years, the value browsers' preload lists expect. Without includeSubDomains: a company's
 * domain is its own, and its other subdomains (a blog on plain HTTP) are not ours to force.
 */
export const HSTS = 'max-age=63072000';

export function securityHeaders(https: boolean): [name: string, value: string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // frame-ancestors in the CSP is the modern rule; X-Frame-Options covers older browsers.
    ['X-Frame-Options', 'DENY'],
    ['Content-Security-Policy', RESOURCE_POLICY],
  ];
  // Browsers ignore HSTS over plain HTTP, and sending it there would only mislead a reader.
  if (https) headers.push(['Strict-Transport-Security', HSTS]);
  return headers;
}
