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
  /** The server found a valid lead token in the JWT cookie (it is HttpOnly, so only the server can tell). */
  userAuthorized: boolean;
  agentAuthorized: boolean;
  lead: SessionLead | null;
  favouritesCount: number;
  eAlertsCount: number;
  setInitial: (initial: { userAuthorized: boolean; agentAuthorized: boolean }) => void;
  setProfile: (profile: { lead: SessionLead; favouritesCount: number; eAlertsCount: number }) => void;
  clear: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  userAuthorized: false,
  agentAuthorized: false,
  lead: null,
  favouritesCount: 0,
  eAlertsCount: 0,
  setInitial: (initial) => set(initial),
  setProfile: ({ lead, favouritesCount, eAlertsCount }) => set({ lead, favouritesCount, eAlertsCount }),
  clear: () => set({ userAuthorized: false, lead: null, favouritesCount: 0, eAlertsCount: 0 }),
}));
