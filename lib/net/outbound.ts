import 'server-only';
import { refusedAddressReason } from './address-rules';
import { displayUrl, OutboundError } from './outbound-error';
import { requestOnce } from './outbound-hop';

// One exchange (address checks, deadline, body cap) is outbound-hop.ts; turning an error answer
// into an OutboundError is outbound-answer.ts.
export { answerReason, requireOk } from './outbound-answer';

/**
 * Every request the server makes to a URL someone else chose (feeds, OAuth token URLs, photos,
 * webhooks) goes through here (DESIGN §10 "Outbound fetches"): http(s) only, never to loopback,
 * private or link-local addresses unless OUTBOUND_ALLOW_PRIVATE=1, redirects followed by hand
 * (each target checked again), a deadline and a body cap. The address is checked where the
 * socket resolves its host name (a `lookup` hook), so a name that answers a public address to a
 * first check and a private one to the connection (DNS rebinding) cannot get through.
 */

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole exchange: connections, redirects and the body (default 30 s). */
  timeoutMs?: number;
  /** Each connection, until the socket is open (default: timeoutMs). */
  connectTimeoutMs?: number;
  /** The body's size after decompression (default 64 MB). */
  maxBytes?: number;
}

export interface OutboundResponse {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

/** Why an address may not be connected to, or null when it may. */
export type AddressPolicy = (address: string) => string | null;

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const MAX_REDIRECTS = 5;
/** Headers that must not follow a redirect to another origin (a feed's token is for the feed). */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/** The product's rule: public addresses only, unless the operator allows private ones (tests, local demos). */
export const publicAddressesOnly: AddressPolicy = (address) =>
  process.env.OUTBOUND_ALLOW_PRIVATE === '1' ? null : refusedAddressReason(address);

/** outboundFetch with another address rule (tests pin one; the product uses `outboundFetch`). */
export function createOutboundFetch(policy: AddressPolicy) {
  return async function fetchOutbound(url: string | URL, init: OutboundInit = {}): Promise<OutboundResponse> {
    const timeoutMs = init.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const deadline = Date.now() + timeoutMs;
    let method = (init.method ?? 'GET').toUpperCase();
    let headers = lowerCaseKeys(init.headers ?? {});
    let body = init.body;
    let target = parseTarget(url, method);
    for (let hop = 0; ; hop++) {
      const answer = await requestOnce(target, { method, headers, body, policy, deadline, timeoutMs, connectTimeoutMs: init.connectTimeoutMs ?? timeoutMs, maxBytes: init.maxBytes ?? DEFAULT_MAX_BYTES });
      if (!('location' in answer)) return answer;
      if (hop >= MAX_REDIRECTS) {
        throw new OutboundError(`${method} ${displayUrl(url)} redirected more than ${MAX_REDIRECTS} times`, { kind: 'redirects', retryable: false });
      }
      const next = parseTarget(new URL(answer.location, target), method);
      if (next.origin !== target.origin) headers = withoutKeys(headers, CREDENTIAL_HEADERS);
      // RFC 9110 §15.4: 303 (and, as browsers do, 301/302 after a POST) continue as GET without the body.
      if (answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST')) {
        if (method !== 'HEAD') method = 'GET';
        body = undefined;
        headers = withoutKeys(headers, ['content-type', 'content-length']);
      }
      target = next;
    }
  };
}

/** Fetches a URL someone else chose, by the product's rule (see the top of this file). */
export const outboundFetch = createOutboundFetch(publicAddressesOnly);

function parseTarget(url: string | URL, method: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OutboundError(`${method} ${displayUrl(url)} refused: not a URL`, { kind: 'invalid', retryable: false });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new OutboundError(`${method} ${displayUrl(parsed)} refused: only http and https URLs are fetched`, { kind: 'invalid', retryable: false });
  }
  return parsed;
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function withoutKeys(headers: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
}
