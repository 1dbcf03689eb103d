/**
 * The header our own server (scripts/server.mjs) sets on every request to the address the
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
