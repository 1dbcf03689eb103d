// Browser-side API client (SPEC §7 first paragraph, DESIGN §8 "The JWT cookie").
import { noteApiCall } from './call-log';
import { ApiError, fromResponse, fromThrown, isNetworkError, SERVER_ERROR } from './errors';
import { reconnectQueue } from './reconnect';
import { noteApiTimeout } from './timeout-reports';
import { getToken } from './token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiConfig {
  /** Origin of a separate API host, e.g. "https://api.example.com"; '' means this origin. */
  apiHost?: string;
  /** Bearer token for a separate API host; the JWT cookie is HttpOnly and cannot be read. */
  getToken?: () => string | null | undefined;
}

export interface RequestOptions {
  signal?: AbortSignal;
  skipAuth?: boolean;
}

// A deployment can serve the API from its own host (NEXT_PUBLIC_API_HOST, fixed at build time).
// The token defaults to the one held from the last sign-in answer (lib/api/token.ts).
let config: Required<ApiConfig> = { apiHost: (process.env.NEXT_PUBLIC_API_HOST ?? '').replace(/\/+$/, ''), getToken };

export function configureApi(next: ApiConfig): void {
  config = {
    apiHost: (next.apiHost ?? '').replace(/\/+$/, ''),
    getToken: next.getToken ?? getToken,
  };
}

/** True when calls go to another origin, which gets no cookie: the client then holds the token (lib/api/token.ts). */
export function apiIsCrossOrigin(): boolean {
  return isCrossOrigin(config.apiHost);
}

function isCrossOrigin(apiHost: string): boolean {
  if (apiHost === '') return false;
  if (typeof window === 'undefined') return true;
  return new URL(apiHost, window.location.href).origin !== window.location.origin;
}

function queryValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined).map(String).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Commas stay literal: the API's list values (bounds, pts, deal ratings) read better that way. */
export function toQueryString(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return '';
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(payload)) {
    const value = queryValue(raw);
    if (value === undefined) continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`);
  }
  return parts.join('&');
}

export function buildUrl(method: HttpMethod, path: string, payload?: unknown): string {
  const url = `${config.apiHost}/api${path}`;
  if (method !== 'GET' && method !== 'DELETE') return url;
  const query = toQueryString(payload);
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function buildInit(method: HttpMethod, payload: unknown, options: RequestOptions, idempotencyKey: string | null): RequestInit {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    // The server demands it on cookie-authenticated writes as its CSRF defence (DESIGN §8).
    'X-Requested-With': 'XMLHttpRequest',
  };
  // One key per call, the same on every replay, so a server can tell a retry from a second request.
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const crossOrigin = isCrossOrigin(config.apiHost);
  if (crossOrigin && !options.skipAuth) {
    const token = config.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const hasBody = method !== 'GET' && method !== 'DELETE' && payload !== undefined;
  return {
    method,
    headers,
    // Same origin keeps credentials even with skipAuth: the server sets the JWT cookie on
    // sign-up answers, and a browser ignores Set-Cookie on an 'omit' request.
    credentials: crossOrigin ? 'omit' : 'same-origin',
    body: hasBody ? JSON.stringify(payload) : undefined,
    signal: options.signal,
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The first answer inside a 409 for a replayed Idempotency-Key (lib/http/route.ts), when it succeeded. */
function replayedAnswer(body: unknown): { status: number; body: unknown } | null {
  const replayed = (body as { replayed?: { status?: unknown; body?: unknown } } | null)?.replayed;
  return replayed && typeof replayed.status === 'number' && replayed.status < 400 ? { status: replayed.status, body: replayed.body } : null;
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, init);
    text = response.status === 204 ? '' : await response.text();
  } catch (e) {
    noteApiCall(init.method, url, 0);
    throw fromThrown(e);
  }
  noteApiCall(init.method, url, response.status);
  const parsed = text === '' ? { ok: true as const, value: null } : parseJson(text);
  // A retry of a call whose first answer was lost: the server did it once and says what it answered.
  const replayed = response.status === 409 && parsed.ok ? replayedAnswer(parsed.value) : null;
  if (replayed) return replayed.body as T;
  if (!response.ok) {
    // A short plain-text body is the message (SPEC: "first string in body"); a proxy's HTML
    // error page is no message for a user.
    const plain = !parsed.ok && /^text\/plain/i.test(response.headers.get('content-type') ?? '') && text.length <= 300 ? text.trim() : undefined;
    throw fromResponse(response.status, parsed.ok ? parsed.value : plain, { status: response.status, body: parsed.ok ? parsed.value : text });
  }
  if (!parsed.ok) throw new ApiError(SERVER_ERROR, response.status, { status: response.status, body: text });
  return parsed.value as T;
}

/**
 * One call. A network failure of a read or an idempotent write is retried once at once (a
 * blip; a POST is not, as it may have reached the server), then the call is handed to the
 * reconnect queue, whose banner retries it later; the returned promise follows that call.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  payload?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const url = buildUrl(method, path, payload);
  const idempotent = method !== 'POST' && method !== 'PATCH';
  const key = idempotent ? null : newIdempotencyKey();
  const attempt = (): Promise<T> => send<T>(url, buildInit(method, payload, options, key));
  for (let tries = 0; tries < (idempotent ? 2 : 1); tries += 1) {
    try {
      return await attempt();
    } catch (e) {
      if (!isNetworkError(e)) throw e;
      // SPEC §8: a '0ms' time-out is reported, once per call (not per retry), and stays a Network Error.
      if (tries === 0) noteApiTimeout(method, url, e instanceof ApiError ? e.fullError : e);
    }
  }
  return reconnectQueue.enqueue(attempt, options.signal);
}

function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export const apiGet = <T>(path: string, query?: unknown, options?: RequestOptions): Promise<T> =>
  apiRequest<T>('GET', path, query, options);
export const apiPost = <T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> =>
  apiRequest<T>('POST', path, body, options);
export const apiPut = <T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> =>
  apiRequest<T>('PUT', path, body, options);
export const apiDelete = <T>(path: string, query?: unknown, options?: RequestOptions): Promise<T> =>
  apiRequest<T>('DELETE', path, query, options);
