import 'server-only';
import { outboundFetch, requireOk, type OutboundResponse } from '@/lib/net/outbound';
import { displayUrl, OutboundError } from '@/lib/net/outbound-error';
import type { FeedAuth } from './types';

/**
 * The bearer token a feed request carries (DESIGN §10): a static token as given, or an OAuth2
 * client-credentials token (RFC 6749 §4.4) fetched from the token URL and kept until shortly
 * before it expires. A 401 mid-run calls invalidate() and asks again.
 */
export interface TokenSource {
  /** The token to send as `Authorization: Bearer …`. */
  token(): Promise<string>;
  /** Forgets the cached token after the feed refused it; false when asking again cannot help (a static token). */
  invalidate(): boolean;
}

export interface TokenSourceOptions {
  /** Each token request (default 30 s). */
  timeoutMs?: number;
  now?: () => number;
}

/** When the token URL gives no expires_in (it is only RECOMMENDED): assume an hour; a 401 refreshes sooner. */
const DEFAULT_LIFETIME_S = 3600;
/** Refresh this long before expiry (at most a tenth of the lifetime), so a page request never carries a token about to lapse. */
const REFRESH_MARGIN_MS = 60_000;

export function createTokenSource(auth: FeedAuth, options: TokenSourceOptions = {}): TokenSource {
  if (auth.type === 'bearer') return { token: async () => auth.token, invalidate: () => false };
  return clientCredentials(auth, options);
}

type ClientCredentials = Extract<FeedAuth, { type: 'client_credentials' }>;
/** How the client authenticates to the token URL (RFC 6749 §2.3.1): HTTP Basic, or the id and secret in the form. */
type ClientAuthStyle = 'basic' | 'form';

function clientCredentials(auth: ClientCredentials, options: TokenSourceOptions): TokenSource {
  const now = options.now ?? Date.now;
  let cached: { token: string; refreshAt: number } | null = null;
  let pending: Promise<string> | null = null;
  // Servers must accept Basic; some accept only the form. Basic first, then the form, and keep what worked.
  let style: ClientAuthStyle = 'basic';

  async function fetchToken(): Promise<string> {
    let response = await post(auth, style, options.timeoutMs);
    if (style === 'basic' && refusedClient(response)) {
      const second = await post(auth, 'form', options.timeoutMs);
      if (second.status < 400) style = 'form';
      response = second;
    }
    const { token, lifetimeS } = readToken(response, auth.tokenUrl);
    const lifetimeMs = lifetimeS * 1000;
    cached = { token, refreshAt: now() + lifetimeMs - Math.min(REFRESH_MARGIN_MS, lifetimeMs / 10) };
    return token;
  }

  return {
    token() {
      if (cached && now() < cached.refreshAt) return Promise.resolve(cached.token);
      // One request for everyone who asks at once.
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    invalidate() {
      cached = null;
      return true;
    },
  };
}

async function post(auth: ClientCredentials, style: ClientAuthStyle, timeoutMs: number | undefined): Promise<OutboundResponse> {
  const form = new URLSearchParams({ grant_type: 'client_credentials' });
  if (auth.scope) form.set('scope', auth.scope);
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (style === 'basic') {
    // RFC 6749 §2.3.1: the id and secret are form-encoded before they are joined and base64-encoded.
    const pair = `${formEncode(auth.clientId)}:${formEncode(auth.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    form.set('client_id', auth.clientId);
    form.set('client_secret', auth.clientSecret);
  }
  try {
    return await outboundFetch(auth.tokenUrl, { method: 'POST', headers, body: form.toString(), timeoutMs, maxBytes: 1_048_576 });
  } catch (error) {
    throw error instanceof OutboundError ? tokenError(error) : error;
  }
}

function formEncode(text: string): string {
  return new URLSearchParams({ x: text }).toString().slice(2);
}

/** 400/401 answered to Basic: perhaps the server wants the form instead (some answer "invalid_request" for a missing client_id). */
function refusedClient(response: OutboundResponse): boolean {
  const error = response.status === 400 ? oauthError(response)?.error : null;
  return response.status === 401 || error === 'invalid_client' || error === 'invalid_request' || error === 'unauthorized_client';
}

function oauthError(response: OutboundResponse): { error: string; description: string | null } | null {
  try {
    const parsed: unknown = JSON.parse(response.body.toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed && typeof parsed.error === 'string') {
      const description = 'error_description' in parsed && typeof parsed.error_description === 'string' ? parsed.error_description : null;
      return { error: parsed.error, description };
    }
  } catch {
    // Not JSON: no OAuth error to name.
  }
  return null;
}

/** The token and its lifetime from a token URL's answer, or an OutboundError that says what was wrong. */
function readToken(response: OutboundResponse, tokenUrl: string): { token: string; lifetimeS: number } {
  const label = `OAuth token request to ${displayUrl(tokenUrl)}`;
  if (response.status === 400 || response.status === 401) {
    const error = oauthError(response);
    const detail = error ? ` (${error.error}${error.description ? `: ${error.description}` : ''})` : '';
    throw new OutboundError(`${label} was refused: check the client id, secret and scope${detail}`, { kind: 'status', retryable: false, status: response.status });
  }
  try {
    requireOk(response, 'POST');
  } catch (error) {
    throw error instanceof OutboundError ? tokenError(error) : error;
  }
  const invalid = (what: string) => new OutboundError(`${label} answered ${what}, not an OAuth token`, { kind: 'invalid', retryable: false });
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body.toString('utf8'));
  } catch {
    throw invalid('something that is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid('JSON that is not an object');
  const fields = parsed as Record<string, unknown>;
  if (typeof fields.access_token !== 'string' || !fields.access_token.trim()) throw invalid('JSON without access_token');
  if (typeof fields.token_type === 'string' && fields.token_type.toLowerCase() !== 'bearer') throw invalid(`a token of type "${fields.token_type}"`);
  const expires = Number(fields.expires_in);
  const lifetimeS = fields.expires_in !== undefined && Number.isFinite(expires) && expires > 0 ? expires : DEFAULT_LIFETIME_S;
  return { token: fields.access_token.trim(), lifetimeS };
}

/** The same failure, said to be the token request's (a feed's run errors name which request failed). */
function tokenError(error: OutboundError): OutboundError {
  return new OutboundError(`OAuth token request failed: ${error.message}`, { kind: error.kind, retryable: error.retryable, status: error.status ?? undefined, retryAfterMs: error.retryAfterMs, cause: error });
}
