'use client';

import { useEffect } from 'react';
import { trackVisits, type VisitTag } from '@/lib/browser/visits';
import { useSession } from './session-context';

/**
 * SPEC §3 gaVisit / gaRegisteredVisit, kept on each page and pushed to the company's tag when a
 * visit begins (lib/browser/visits.ts). Rendered by TrackingCodes only when gtag or Tag Manager
 * is on: a company without analytics gets neither the cookies nor the events.
 */
export function VisitTracking({ tag }: { tag: VisitTag }) {
  const { userAuthorized } = useSession();
  useEffect(() => {
    trackVisits({ signedIn: userAuthorized, tag });
  }, [userAuthorized, tag]);
  return null;
}
