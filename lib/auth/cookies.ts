/** Cookie names and lifetimes of SPEC §3 "Cookies". */
export const LEAD_TOKEN_COOKIE = 'JWT';
export const AGENT_SESSION_COOKIE = 'agentSession';
/** Readable by the browser: tells client code an agent is signed in (never trusted by the server). */
export const AGENT_AUTHORIZED_COOKIE = 'agentAuthorized';
export const COOKIE_MAX_AGE_SECONDS = 10 * 365 * 24 * 60 * 60;

export function cookieOptions(secure: boolean, httpOnly = true) {
  return { httpOnly, sameSite: 'lax' as const, secure, path: '/', maxAge: COOKIE_MAX_AGE_SECONDS };
}

/** SPEC §3 cookies the search pages keep (readable by client code; they hold no secrets). */
export const VIEW_MODE_COOKIE = 'viewMode';
export const SELECTED_FILTERS_COOKIE = 'selectedFilters';
export const CRITERIA_PRIORITY_COOKIE = 'criteriaPriority';
