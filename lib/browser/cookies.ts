import { COOKIE_MAX_AGE_SECONDS } from '@/lib/auth/cookies';

/**
 * Writes a cookie the way SPEC §3 wants them (10 years, SameSite lax, whole site), with the
 * platform's document.cookie (Max-Age 0 removes it): a library for this one line cost the search page ~4 kB of JavaScript.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds = COOKIE_MAX_AGE_SECONDS): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** A cookie's value as the browser has it, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found === undefined ? null : decodeURIComponent(found.slice(name.length + 1));
}
