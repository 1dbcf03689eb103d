import net from 'node:net';

/**
 * The header our own server (scripts/server.ts) sets on every request to the address the
 * request came from: the socket's peer, or the client named by `X-Forwarded-For` when the peer
 * is one of `TRUSTED_PROXIES`. The server overwrites whatever a client sent under this name.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** Under `next dev` (no server of ours in front) every request counts as this one client. */
const UNKNOWN = 'unknown';

/** The client's address, for rate limits, lockouts and the audit log (DESIGN §13). */
export function clientAddress(request: { headers: Headers }): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || UNKNOWN;
}

/** `::ffff:10.0.0.1` is the IPv4 peer 10.0.0.1 on a dual-stack socket. */
function plain(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/**
 * `TRUSTED_PROXIES`: comma-separated addresses and CIDR ranges of the proxies in front of
 * the app (a load balancer, a CDN), e.g. `10.0.0.0/8, 127.0.0.1`. An entry that is not an
 * address or range is an error at start-up, not a silent hole.
 */
export function parseTrustedProxies(value: string | undefined): net.BlockList {
  const list = new net.BlockList();
  for (const entry of (value ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const host = plain(address);
    const type = net.isIPv4(host) ? 'ipv4' : net.isIPv6(host) ? 'ipv6' : null;
    const bits = prefix === undefined ? (type === 'ipv4' ? 32 : 128) : Number(prefix);
    if (!type || !Number.isInteger(bits) || bits < 0 || bits > (type === 'ipv4' ? 32 : 128) || (prefix !== undefined && !/^\d+$/.test(prefix))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    list.addSubnet(host, bits, type);
  }
  return list;
}

/** Whether the socket's peer is one of `TRUSTED_PROXIES` (whose forwarded headers we believe). */
export function isTrustedProxy(socketAddress: string | undefined, trusted: net.BlockList): boolean {
  return isTrusted(plain(socketAddress ?? ''), trusted);
}

function isTrusted(address: string, trusted: net.BlockList): boolean {
  const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  return type !== null && trusted.check(address, type);
}

/**
 * Who sent the request: the socket's peer, unless the peer is a trusted proxy; then the
 * `X-Forwarded-For` chain is read from the right (each proxy appends the address it saw) and
 * the first address that is not a trusted proxy is the client. Anything a client wrote on
 * the left of the chain is never believed.
 */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trusted: net.BlockList): string {
  let client = plain(socketAddress ?? '') || UNKNOWN;
  if (!isTrusted(client, trusted)) return client;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map(plain).filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    if (!net.isIP(hop)) return client; // garbage in the chain: stop at the last address we could vouch for
    client = hop;
    if (!isTrusted(hop, trusted)) return hop;
  }
  return client;
}
