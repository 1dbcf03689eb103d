'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useSession } from '@/components/layout/session-context';
import { apiPost } from '@/lib/api/client';
import { readCookie, writeCookie } from '@/lib/browser/cookies';
import { CRITERIA_PRIORITY_COOKIE } from '@/lib/auth/cookies';
import { FREE_HOUSES_COOKIE, pastFreeHouses } from '@/lib/leads/free-houses';
import { CRITERIA_PRIORITY, toCriteriaPriority } from '@/lib/search/criteria-priority';
import { addViewedHouse, VIEWED_HOUSES_COOKIE } from '@/lib/property/viewed-houses';
import { useFlashStore } from '@/stores/flash';
import { openSignUp, openSignUpPrompt } from '@/stores/sign-up';
import { takeViewsPrompt } from '@/components/leads/use-prompt-timing';
import { opensAfterViews } from '@/lib/ab/prompt-timing';

/**
 * What opening a listing does in the browser (SPEC §3–§4): the id joins the viewedHouses
 * cookie (marked viewed for the lead after sign-up; past the fh allowance the sign-up form opens), a signed-in lead's view is recorded
 * (viewed homes, property-view activity), and non-agents get the property-views message as a
 * dismissible flash. Renders nothing.
 */
export function ListingVisit({ propertyId, recentViewers }: { propertyId: number; recentViewers: number }) {
  const t = useTranslations('Property');
  const { userAuthorized, userFullyAuthorized, agentAuthorized, signUpPrompt } = useSession();

  useEffect(() => {
    const viewed = addViewedHouse(readCookie(VIEWED_HOUSES_COOKIE) ?? '', propertyId);
    writeCookie(VIEWED_HOUSES_COOKIE, viewed);
    // SPEC §4 criteria priority: viewing a home says more about the last search than running it did.
    const priority = toCriteriaPriority(readCookie(CRITERIA_PRIORITY_COOKIE));
    if (priority === null || priority < CRITERIA_PRIORITY.viewedHome) writeCookie(CRITERIA_PRIORITY_COOKIE, String(CRITERIA_PRIORITY.viewedHome));
    // The free-houses allowance (cookie fh): past it, the visitor is asked to sign up to see more homes.
    if (!agentAuthorized && !userFullyAuthorized && pastFreeHouses(viewed.split(',').length, readCookie(FREE_HOUSES_COOKIE))) {
      openSignUp('visitHouse', { propertyId });
    } else if (!agentAuthorized && !userAuthorized && opensAfterViews(signUpPrompt, viewed.split(',').length) && takeViewsPrompt()) {
      // The sign-up prompt's own timing (an A/B variant: "after N listing views"), once a session; closed, it collapses to the bar.
      openSignUpPrompt({ propertyId });
    }
  }, [propertyId, agentAuthorized, userAuthorized, userFullyAuthorized, signUpPrompt]);

  useEffect(() => {
    if (userAuthorized && !agentAuthorized) apiPost(`/properties/${propertyId}/view`).catch(() => undefined);
  }, [propertyId, userAuthorized, agentAuthorized]);

  useEffect(() => {
    if (agentAuthorized || recentViewers < 1) return;
    useFlashStore.getState().show(t('recentViewers', { count: recentViewers }), { kind: 'info' });
    return () => useFlashStore.getState().hide();
  }, [propertyId, recentViewers, agentAuthorized, t]);

  return null;
}
