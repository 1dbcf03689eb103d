'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useSession } from '@/components/layout/session-context';
import { apiPost } from '@/lib/api/client';
import { readCookie, writeCookie } from '@/lib/browser/cookies';
import { addViewedHouse, VIEWED_HOUSES_COOKIE } from '@/lib/property/viewed-houses';
import { useFlashStore } from '@/stores/flash';

/**
 * What opening a listing does in the browser (SPEC §3–§4): the id joins the viewedHouses
 * cookie (marked viewed for the lead after sign-up), a signed-in lead's view is recorded
 * (viewed homes, property-view activity), and non-agents get the property-views message as a
 * dismissible flash. Renders nothing.
 */
export function ListingVisit({ propertyId, recentViewers }: { propertyId: number; recentViewers: number }) {
  const t = useTranslations('Property');
  const { userAuthorized, agentAuthorized } = useSession();

  useEffect(() => {
    writeCookie(VIEWED_HOUSES_COOKIE, addViewedHouse(readCookie(VIEWED_HOUSES_COOKIE) ?? '', propertyId));
  }, [propertyId]);

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
