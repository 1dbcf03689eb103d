'use client';

import { useEffect, type ReactNode } from 'react';
import { LeadSession } from '@/components/leads/lead-session';
import { configureAdConversion } from '@/lib/browser/ad-conversion';
import { useSessionStore } from '@/stores/session';
import { ServerSessionContext, type ServerSession } from './session-context';

/**
 * Hands what the server learned from the HttpOnly cookies to client components; the lead's
 * own data, checks and the sign-up form are LeadSession's.
 */
export function SessionProvider({ session, children }: { session: ServerSession; children: ReactNode }) {
  const { userAuthorized, agentAuthorized } = session;
  useEffect(() => {
    useSessionStore.getState().setInitial({ userAuthorized, agentAuthorized });
  }, [userAuthorized, agentAuthorized]);
  const { id: adsId, label: adsLabel } = session.adsConversion ?? {};
  useEffect(() => configureAdConversion(adsId && adsLabel ? { id: adsId, label: adsLabel } : null), [adsId, adsLabel]);
  return (
    <ServerSessionContext.Provider value={session}>
      {children}
      <LeadSession />
    </ServerSessionContext.Provider>
  );
}
