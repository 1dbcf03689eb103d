/**
 * The one error of outbound fetches (feeds, OAuth, media, webhooks): a message fit to show an
 * admin in a run's errors, and whether trying again later may help.
 */
export type OutboundErrorKind = 'refused' | 'timeout' | 'network' | 'status' | 'too-large' | 'redirects' | 'invalid';

export class OutboundError extends Error {
  readonly kind: OutboundErrorKind;
  readonly retryable: boolean;
  /** The HTTP status for kind "status". */
  readonly status: number | null;
  /** The server's Retry-After, in ms, when it sent one (429, 503). */
  readonly retryAfterMs: number | null;

  constructor(
    message: string,
    options: { kind: OutboundErrorKind; retryable: boolean; status?: number; retryAfterMs?: number | null; cause?: unknown },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'OutboundError';
    this.kind = options.kind;
    this.retryable = options.retryable;
    this.status = options.status ?? null;
    this.retryAfterMs = options.retryAfterMs ?? null;
  }
}

/** Statuses worth another try later: timeouts, rate limits and server trouble. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/**
 * A URL as it may appear in an error an admin reads: no user name or password, and not
 * endless (nextLinks carry long filters).
 */
export function displayUrl(url: string | URL): string {
  let text: string;
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    text = decodeURIComponentSafe(parsed.toString());
  } catch {
    text = String(url);
  }
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Seconds for a message: "30 s", "0.3 s". */
export function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(ms < 1000 ? 2 : 1))} s`;
}
