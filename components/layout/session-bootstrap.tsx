'use client';

import { useEffect } from 'react';
import { apiGet } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import { useSessionStore, type SessionLead } from '@/stores/session';

interface LeadProfile extends SessionLead {
  favourites: { data: { total: number } };
  eAlerts: { data: { total: number } };
}

/**
 * Carries what the server learned from the HttpOnly cookies into the client store, then
 * loads the lead's counts. Visitors cost no request.
 */
export function SessionBootstrap({ userAuthorized, agentAuthorized }: { userAuthorized: boolean; agentAuthorized: boolean }) {
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
        if (!cancelled && (error.status === 401 || error.status === 404)) useSessionStore.getState().clear();
      });
    return () => {
      cancelled = true;
    };
  }, [userAuthorized, agentAuthorized]);
  return null;
}
