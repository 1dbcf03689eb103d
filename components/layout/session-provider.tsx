'use client';

import { useEffect, type ReactNode } from 'react';
import { apiGet } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import { useSessionStore, type SessionLead } from '@/stores/session';
import { ServerSessionContext, type ServerSession } from './session-context';

interface LeadProfile extends SessionLead {
  favourites: { data: { total: number } };
  eAlerts: { data: { total: number } };
}

/**
 * Hands what the server learned from the HttpOnly cookies to client components, then
 * loads the lead's counts for the menu. Visitors cost no request.
 */
export function SessionProvider({ session, children }: { session: ServerSession; children: ReactNode }) {
  const { userAuthorized, agentAuthorized } = session;
  useEffect(() => {
    useSessionStore.getState().setInitial({ userAuthorized, agentAuthorized });
    if (!userAuthorized) return;
    let cancelled = false;
    apiGet<{ data: LeadProfile }>('/leads/me')
      .then(({ data }) => {
        if (cancelled) return;
        useSessionStore.getState().setProfile({ lead: data, favouritesCount: data.favourites.data.total, eAlertsCount: data.eAlerts.data.total });
      })
      .catch((error: ApiError) => {
        // A token the server no longer accepts: behave as a visitor. A lost connection says nothing about the token.
        if (!cancelled && error.status === 401) useSessionStore.getState().clear();
      });
    return () => {
      cancelled = true;
    };
  }, [userAuthorized, agentAuthorized]);
  return <ServerSessionContext.Provider value={session}>{children}</ServerSessionContext.Provider>;
}
