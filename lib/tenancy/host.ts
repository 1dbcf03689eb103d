const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The Host header as a lookup key: lower case, without port, trailing dot or "www.".
 * Returns null for anything that is not a syntactically valid host name or IPv4 address.
 */
export function normalizeHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  if (host.length === 0 || host.length > 260) return null;
  if (host.startsWith('[')) return null; // IPv6 literals are not tenant domains
  host = host.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  if (host.startsWith('www.')) host = host.slice(4);
  if (host.length === 0 || host.length > 253) return null;
  return host.split('.').every((label) => HOST_LABEL.test(label)) ? host : null;
}
