import 'server-only';
import { outboundFetch } from '@/lib/net/outbound';

/** What oauth4webapi hands its customFetch (a subset of fetch's init). */
interface FetchOptions {
  method?: string;
  headers?: HeadersInit;
  body?: unknown;
  signal?: AbortSignal | null;
}

const TIMEOUT_MS = 10_000;
/** Token and profile answers are small; a provider sending more is not one. */
const MAX_BYTES = 256 * 1024;

/**
 * oauth4webapi's `customFetch`: every request to a provider's token or userinfo endpoint goes
 * through lib/net/outbound.ts (DESIGN §10: no private addresses unless OUTBOUND_ALLOW_PRIVATE=1,
 * a deadline, a body cap, redirects checked), and comes back as the Response the library reads.
 */
export async function oauthFetch(url: string, options: FetchOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  new Headers(options.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const answer = await outboundFetch(url, { method: options.method ?? 'GET', headers, body: bodyText(options.body), timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES });
  const empty = answer.status === 204 || answer.status === 304;
  return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
}

function bodyText(body: unknown): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError('Unsupported request body for an OAuth call');
}
