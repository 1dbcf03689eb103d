import net from 'node:net';

/**
 * The header our own server (scripts/server.ts) sets on every request to the address the
 * request came from: the socket's peer, or the client named by `X-Forwarded-For` when the peer
 * is one of `TRUSTED_PROXIES`. The server overwrites whatever a client sent under this name.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * Set in its own process by scripts/server.ts, which overwrites CLIENT_ADDRESS_HEADER on every
 * request. Without it (`next dev`, a bare `next start`) the header is whatever a client sent,
 * so it is not read: every request then counts as one client, `unknown`.
 */
export const SERVER_SETS_CLIENT_ADDRESS = 'LISTINGS_SERVER_SETS_CLIENT_ADDRESS';
const UNKNOWN = 'unknown';

/** The client's address, for rate limits, lockouts and the audit log (DESIGN §13). */
export function clientAddress(request: { headers: Headers }): string {
  if (process.env[SERVER_SETS_CLIENT_ADDRESS] !== '1') return UNKNOWN;
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || UNKNOWN;
}

/**
 * One spelling per address, so that a client cannot get a fresh budget by writing its address
 * another way: IPv6 in RFC 5952 form (lower case, zeros compressed, no zone), an IPv4-mapped
 * IPv6 address (`::ffff:10.0.0.1`, `::ffff:a00:1`) as plain IPv4, brackets and a port (as some
 * proxies write them, `[::1]:443`, `10.0.0.1:5000`) dropped. Null when it is no IP address.
 */
export function canonicalAddress(text: string): string | null {
  let address = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%[^%]*$/, ''); // an IPv6 zone (fe80::1%eth0) names our interface, not the client
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address)) return null;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  // The URL parser writes IPv6 hosts in the RFC 5952 form.
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}

/** The eight 16-bit groups of a valid IPv6 address (an IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  const v4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a per-address limit counts under. An IPv4 address is one client (or one NAT); an
 * IPv6 client normally holds a whole /64 (SLAAC, privacy addresses), so counting single
 * IPv6 addresses would hand it 2^64 budgets: its /64 is the client.
 */
export function addressLimitKey(address: string): string {
  const canonical = canonicalAddress(address);
  if (!canonical) return address;
  if (!net.isIPv6(canonical)) return canonical;
  const prefix = ipv6Groups(canonical)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':');
  return `${prefix}::/64`;
}

/**
 * `TRUSTED_PROXIES`: comma-separated addresses and CIDR ranges of the proxies in front of
 * the app (a load balancer, a CDN), e.g. `10.0.0.0/8, 127.0.0.1`. An entry that is not an
 * address or range is an error at start-up, not a silent hole.
 */
export function parseTrustedProxies(value: string | undefined): net.BlockList {
  const list = new net.BlockList();
  for (const entry of (value ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const parts = entry.split('/');
    const [written = '', prefix] = parts;
    const bare = written.replace(/^\[(.*)\]$/, '$1');
    const host = net.isIP(bare) ? canonicalAddress(bare) : null;
    const type = host === null ? null : net.isIPv4(host) ? 'ipv4' : 'ipv6';
    // ::ffff:10.0.0.0/104 is the IPv4 range 10.0.0.0/8.
    const mapped = type === 'ipv4' && net.isIPv6(bare) ? 96 : 0;
    const bits = prefix === undefined ? (type === 'ipv4' ? 32 : 128) : /^\d{1,3}$/.test(prefix) ? Number(prefix) - mapped : NaN;
    if (!type || host === null || parts.length > 2 || !(bits >= 0 && bits <= (type === 'ipv4' ? 32 : 128))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    list.addSubnet(host, bits, type);
  }
  return list;
}

/** Whether the socket's peer is one of `TRUSTED_PROXIES` (whose forwarded headers we believe). */
export function isTrustedProxy(socketAddress: string | undefined, trusted: net.BlockList): boolean {
  const address = canonicalAddress(socketAddress ?? '');
  return address !== null && isTrusted(address, trusted);
}

function isTrusted(address: string, trusted: net.BlockList): boolean {
  return trusted.check(address, net.isIPv4(address) ? 'ipv4' : 'ipv6');
}

/**
 * Who sent the request: the socket's peer, unless the peer is a trusted proxy; then the
 * `X-Forwarded-For` chain is read from the right (each proxy appends the address it saw) and
 * the first address that is not a trusted proxy is the client. Anything a client wrote on
 * the left of the chain is never believed. Several X-Forwarded-For headers count as one
 * chain, in the order they came. Always an address in canonical form (or `unknown`).
 */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trusted: net.BlockList): string {
  let client = canonicalAddress(socketAddress ?? '');
  if (client === null) return UNKNOWN;
  if (!isTrusted(client, trusted)) return client;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map((hop) => hop.trim()).filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = canonicalAddress(chain[i]!);
    // Garbage in the chain: stop at the last address a trusted proxy vouched for.
    if (hop === null) return client;
    client = hop;
    if (!isTrusted(hop, trusted)) return hop;
  }
  return client;
}
