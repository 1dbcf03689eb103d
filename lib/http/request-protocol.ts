import type net from 'node:net';
import { isTrustedProxy } from './client-address';

/**
 * Whether the request reached us over HTTPS: a TLS socket, or a trusted proxy (`TRUSTED_PROXIES`)
 * saying so in `X-Forwarded-Proto`. A client's own X-Forwarded-Proto is never believed, as with
 * X-Forwarded-For (./client-address.ts). Of a list ("https, http") the last entry counts: it
 * is the one the trusted peer itself wrote; proxies that overwrite the header send one value.
 */
export function isHttpsRequest(
  socket: { remoteAddress?: string; encrypted?: boolean },
  forwardedProto: string | string[] | undefined,
  trusted: net.BlockList,
): boolean {
  if (socket.encrypted) return true;
  if (!isTrustedProxy(socket.remoteAddress, trusted)) return false;
  const values = (Array.isArray(forwardedProto) ? forwardedProto.join(',') : (forwardedProto ?? '')).split(',').map((v) => v.trim().toLowerCase()).filter(Boolean);
  return values[values.length - 1] === 'https';
}
