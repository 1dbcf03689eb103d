'use client';

import { createContext, useContext } from 'react';
import { useSessionStore } from '@/stores/session';

/** What the server knew about the visitor when it rendered the page (from the HttpOnly cookies). */
export interface ServerSession {
  userAuthorized: boolean;
  agentAuthorized: boolean;
  /** The agent's site value when this is an agent's site: every link carries it (SPEC §2). */
  agentSite: string | null;
}

export const ServerSessionContext = createContext<ServerSession>({ userAuthorized: false, agentAuthorized: false, agentSite: null });

/**
 * The session as the menu should show it: the server's word on the first paint (so a
 * signed-in lead never sees "Log In" flash by), the client store once it knows more.
 */
export function useSession() {
  const server = useContext(ServerSessionContext);
  const store = useSessionStore();
  return {
    userAuthorized: store.userAuthorized ?? server.userAuthorized,
    agentAuthorized: store.agentAuthorized ?? server.agentAuthorized,
    favouritesCount: store.favouritesCount,
    eAlertsCount: store.eAlertsCount,
    agentSite: server.agentSite,
  };
}
