const BASE = 'http://same-site.invalid';

/**
 * A post-login destination: only a path on this site, so ?next= can't send people
 * elsewhere. Browsers drop tabs and newlines and read "\" as "/", so "/\t/evil.example"
 * would become "//evil.example": anything with control characters or backslashes is refused,
 * and what is left must resolve to this origin.
 */
export function safeNextPath(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
