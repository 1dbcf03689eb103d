'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { apiGet } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { writeCookie } from '@/lib/browser/cookies';
import { confirmationStep, needsPhoneConfirmation } from '@/lib/leads/confirmation';
import { trackEngagement } from '@/components/leads/engagement';
import { leadChanged } from '@/lib/leads/lead-changed';
import { NEED_TO_CONFIRM_PHONE_COOKIE } from '@/lib/leads/logout-cookies';
import { refreshToken } from '@/components/leads/token-refresh';
import { openSignUp, useSignUpStore } from '@/stores/sign-up';
import type { LeadProfile } from '@/lib/leads/session-lead';
import { useSessionStore } from '@/stores/session';

/** SPEC §9: background lead check every 300000 ms. */
export const LEAD_CHECK_MS = 300_000;

/** SPEC §4: confirmation is skipped on /real-estate paths and with #open-house. */
function confirmationSkipped(pathname: string): boolean {
  return pathname === '/real-estate' || pathname.startsWith('/real-estate/') || window.location.hash === '#open-house';
}

/** Opens the form where SPEC §4 says, when the signed-in lead must confirm its e-mail or phone. */
export function checkConfirmation(pathname: string) {
  const { lead, agentAuthorized, setNeedToConfirmPhone } = useSessionStore.getState();
  if (!lead || agentAuthorized) return;
  const phone = needsPhoneConfirmation(lead);
  setNeedToConfirmPhone(phone);
  writeCookie(NEED_TO_CONFIRM_PHONE_COOKIE, phone ? '1' : '', phone ? undefined : 0);
  const step = confirmationStep(lead);
  if (step === null || confirmationSkipped(pathname) || useSignUpStore.getState().request) return;
  openSignUp('visitHouse', { ...step, confirm: true });
}

/**
 * The signed-in lead's data (SPEC §4): loaded when the page says a lead is signed in,
 * refetched every 5 minutes while the tab is visible (a change refreshes the token and
 * repeats the confirmation), and the confirmation checked again on every route change.
 */
export function useLeadCheck(userAuthorized: boolean) {
  const pathname = usePathname();

  const load = useCallback(async () => {
    try {
      const { data, meta } = await apiGet<{ data: LeadProfile; meta?: { tokenStale?: boolean } }>('/leads/me');
      const before = useSessionStore.getState().lead;
      useSessionStore.getState().setProfile(data);
      trackEngagement(data);
      // The token carries the lead's fields: renewed when they changed, or the server says it is behind.
      if ((meta?.tokenStale || (before && leadChanged(before, data))) && !(await refreshToken())) return;
      checkConfirmation(window.location.pathname);
    } catch (error) {
      // A token the server no longer accepts: a visitor now. A lost connection says nothing about the token.
      if (error instanceof ApiError && error.status === 401) useSessionStore.getState().clear();
    }
  }, []);

  useEffect(() => {
    if (!userAuthorized) return;
    void load();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, LEAD_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [userAuthorized, load]);

  useEffect(() => {
    if (userAuthorized) checkConfirmation(pathname);
  }, [pathname, userAuthorized]);
}
