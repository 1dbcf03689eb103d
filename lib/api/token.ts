/**
 * The lead's token for a separate API host (SPEC §5 "Setting an empty token fails"). On the
 * site's own origin the JWT cookie is HttpOnly and rides along by itself, so nothing is held;
 * a cross-origin API host (NEXT_PUBLIC_API_HOST) gets no cookie, so the token from the sign-in
 * answer is kept here, in memory only (never in storage a script could read later), and sent
 * as `Authorization: Bearer` by lib/api/client.ts.
 */
export const EMPTY_TOKEN_ERROR = 'Empty value specified, expected valid token';

let token: string | null = null;

/** Holds the token; an empty or blank one is a caller's bug, never "signed out" (that is clearToken). */
export function setToken(value: string): void {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(EMPTY_TOKEN_ERROR);
  token = value.trim();
}

export function getToken(): string | null {
  return token;
}

/** Log-out (and a new person on the device): the token goes. */
export function clearToken(): void {
  token = null;
}
