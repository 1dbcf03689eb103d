'use client';

import { apiGet } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { useSessionStore } from '@/stores/session';
import { openSignUp } from '@/stores/sign-up';

/** The refresh under way, if any: its answer sets the JWT cookie whenever it arrives. */
let inFlight: Promise<boolean> | null = null;

/**
 * GET /api/token/refresh (SPEC §4 "Token"): the server re-signs the JWT cookie from the lead
 * as stored. A 401 means the token is gone (the server purged the cookie): the session is
 * cleared, failure is signalled (false) and, if asked, sign-up opens with type visitHouse.
 * Other failures (a lost connection) leave the session as it is.
 */
export function refreshToken(options: { signUpOnFailure?: boolean } = {}): Promise<boolean> {
  const refresh = requestRefresh(options);
  inFlight = refresh;
  void refresh.finally(() => {
    if (inFlight === refresh) inFlight = null;
  });
  return refresh;
}

/**
 * Waits for a refresh under way to answer. Log-out calls it first: a refresh answered after
 * the log-out would set the cookie again and sign the lead back in.
 */
export async function settleTokenRefresh(): Promise<void> {
  await inFlight;
}

async function requestRefresh(options: { signUpOnFailure?: boolean }): Promise<boolean> {
  try {
    await apiGet('/token/refresh');
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      useSessionStore.getState().clear();
      if (options.signUpOnFailure) openSignUp('visitHouse');
    }
    return false;
  }
}
