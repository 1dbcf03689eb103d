'use client';

import { apiGet, apiIsCrossOrigin } from '@/lib/api/client';
import { clearToken, setToken } from '@/lib/api/token';
import { ApiError, isNetworkError } from '@/lib/api/errors';
import { useSessionStore } from '@/stores/session';
import { openSignUp } from '@/stores/sign-up';

/** How a refresh ended: renewed, refused (401), or the connection was lost (the reconnect banner's dismissal fails it too). */
type RefreshOutcome = 'renewed' | 'refused' | 'offline' | 'failed';

/** The refresh under way, if any: its answer sets the JWT cookie whenever it arrives. */
let inFlight: Promise<RefreshOutcome> | null = null;
/** While the lead logs out, no refresh starts: its answer could set the cookie again. */
let loggingOut = false;

/**
 * GET /api/token/refresh (SPEC §4 "Token"): the server re-signs the JWT cookie from the lead
 * as stored. A 401 means the token is gone (the server purged the cookie): the session is
 * cleared, failure is signalled (false) and, if asked, sign-up opens with type visitHouse.
 * Other failures (a lost connection) leave the session as it is.
 */
export async function refreshToken(options: { signUpOnFailure?: boolean } = {}): Promise<boolean> {
  if (loggingOut) return false;
  const refresh = requestRefresh(options);
  inFlight = refresh;
  void refresh.finally(() => {
    if (inFlight === refresh) inFlight = null;
  });
  return (await refresh) === 'renewed';
}

/**
 * Logs out (`post`) once a refresh under way has answered, and starts none meanwhile: a
 * refresh answered after the log-out would set the cookie again and sign the lead back in.
 * If that refresh was lost with the connection (the reconnect banner's dismissal fails the
 * calls waiting), the log-out is given up like a queued call: 'offline'.
 */
export async function logOutAfterRefresh(post: () => Promise<unknown>): Promise<'done' | 'offline'> {
  loggingOut = true;
  try {
    if ((await inFlight) === 'offline') return 'offline';
    await post();
    return 'done';
  } finally {
    loggingOut = false;
  }
}

async function requestRefresh(options: { signUpOnFailure?: boolean }): Promise<RefreshOutcome> {
  try {
    const answer = await apiGet<{ data?: { token?: string } } | null>('/token/refresh');
    // A separate API host is sent the renewed token from the answer (the cookie does not reach it).
    if (apiIsCrossOrigin() && answer?.data?.token) setToken(answer.data.token);
    return 'renewed';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      useSessionStore.getState().clear();
      clearToken();
      if (options.signUpOnFailure) openSignUp('visitHouse');
      return 'refused';
    }
    return isNetworkError(error) ? 'offline' : 'failed';
  }
}
