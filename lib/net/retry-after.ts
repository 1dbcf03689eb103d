/**
 * A Retry-After header (RFC 9110 §10.2.3) as a wait in ms: delay-seconds or an HTTP date,
 * never negative, capped so a server cannot park a sync for hours. Null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, capMs = 120_000, now = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, capMs);
  // An HTTP date names its day and month ("Sun, 01 Jun 2025 12:00:05 GMT"); "-5" is not one.
  const date = /[a-z]{3}/i.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(date)) return null;
  return Math.min(Math.max(date - now, 0), capMs);
}
