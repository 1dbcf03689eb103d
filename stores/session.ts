'use client';

import { create } from 'zustand';

export interface SessionLead {
  id: number;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  completed: boolean;
}

interface SessionState {
  /**
   * Whether a lead is signed in. The JWT cookie is HttpOnly, so the server says so on each
   * page (props); null until the client knows better (after a log-out, say).
   */
  userAuthorized: boolean | null;
  agentAuthorized: boolean | null;
  lead: SessionLead | null;
  favouritesCount: number;
  eAlertsCount: number;
  setInitial: (initial: { userAuthorized: boolean; agentAuthorized: boolean }) => void;
  setProfile: (profile: { lead: SessionLead; favouritesCount: number; eAlertsCount: number }) => void;
  clear: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  userAuthorized: null,
  agentAuthorized: null,
  lead: null,
  favouritesCount: 0,
  eAlertsCount: 0,
  setInitial: (initial) => set(initial),
  setProfile: ({ lead, favouritesCount, eAlertsCount }) => set({ lead, favouritesCount, eAlertsCount }),
  clear: () => set({ userAuthorized: false, lead: null, favouritesCount: 0, eAlertsCount: 0 }),
}));
