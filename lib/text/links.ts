/**
 * SPEC §5 link fields, in one plain module: the settings schema, the menu and footer sanitiser,
 * the team profile and the agent video all read the same rule.
 *
 * "A URL has a protocol if it starts with http, https or ftp followed by ://", and a link
 * typed without one ("example.com/blog", "www.x.com") gets one: https://. Anything that
 * already names another scheme (mailto:, tel:, javascript:, a malformed "http:/x") is left as
 * typed, never "fixed" into a link: the schema or the sanitiser then decides about it.
 */

/** SPEC §5: http, https or ftp, then ://, in any case. */
export const PROTOCOL_URL = /^(https?|ftp):\/\//i;

/** Whether a value has a SPEC protocol (leading spaces ignored). */
export const hasProtocol = (url: string): boolean => PROTOCOL_URL.test(url.trim());

// "scheme:" not followed by a digit: "localhost:3000" and "example.com:8080/x" are a host and port, not a scheme.
const SOME_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * A link field's value with a protocol: kept when it has one (or names another scheme, see
 * above), "example.com/blog" and "//example.com" → https://…, '' stays '' (no link).
 */
export function withProtocol(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || PROTOCOL_URL.test(trimmed) || SOME_SCHEME.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

// A host name with a dot and a letters-only last label, optionally a port: "www.x.com", "example.co.uk:8080".
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?$/i;
// Relative file names that look like host names ("about.html") stay relative.
const FILE_ENDINGS = /\.(?:html?|php|aspx?|jsp|pdf|jpe?g|png|gif|svg|webp|txt|xml|json)$/i;

/**
 * An href in company HTML (menu, footer): an absolute-looking link without a protocol
 * ("example.com/blog", "www.x.com", "//x.com") gets https://; a site path ("/homes"), a
 * fragment ("#x"), a query ("?a=1"), a relative file ("about.html", "./x") and any scheme
 * (mailto:, tel:, http://…, javascript:) are returned as they are.
 */
export function linkHref(href: string): string {
  const trimmed = href.trim();
  if (trimmed.startsWith('//')) return `https://${trimmed.slice(2)}`;
  if (trimmed === '' || /^[/#?.]/.test(trimmed) || PROTOCOL_URL.test(trimmed) || SOME_SCHEME.test(trimmed)) return href;
  const host = trimmed.split(/[/?#]/, 1)[0] ?? '';
  return HOST.test(host) && !FILE_ENDINGS.test(host) ? `https://${trimmed}` : href;
}
