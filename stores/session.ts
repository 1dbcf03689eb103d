'use client';

// The signed-in state of SPEC §3 (leadId, favouritesCount, userAuthorized,
// userFullyAuthorized, agentAuthorized, needToConfirmPhone; signUpFormVisibility is the
// sign-up store's). The JWT cookie is HttpOnly: the server says who is signed in on each
// page, and GET /api/leads/me fills in the lead.
import { create } from 'zustand';
import { isFullyAuthorized } from '@/lib/leads/confirmation';
import type { LeadProfile, SessionLead } from '@/lib/leads/session-lead';

interface SessionState {
  /** null until the client knows better than the server's first word (after a sign-in or log-out). */
  userAuthorized: boolean | null;
  agentAuthorized: boolean | null;
  lead: SessionLead | null;
  favouritesCount: number;
  eAlertsCount: number;
  /** SPEC §4: the needToConfirmPhone cookie makes a lead not fully authorised. */
  needToConfirmPhone: boolean;
  setInitial: (initial: { userAuthorized: boolean; agentAuthorized: boolean }) => void;
  /** A lead is signed in (page load, sign-up, sign-in): its data and counts. */
  setProfile: (profile: LeadProfile) => void;
  setFavouritesCount: (count: number) => void;
  setNeedToConfirmPhone: (need: boolean) => void;
  clear: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  userAuthorized: null,
  agentAuthorized: null,
  lead: null,
  favouritesCount: 0,
  eAlertsCount: 0,
  needToConfirmPhone: false,
  setInitial: (initial) => set(initial),
  setProfile: ({ favourites, eAlerts, ...lead }) =>
    set({ userAuthorized: true, lead, favouritesCount: favourites.data.total, eAlertsCount: eAlerts.data.total }),
  setFavouritesCount: (count) => set({ favouritesCount: Math.max(0, count) }),
  setNeedToConfirmPhone: (needToConfirmPhone) => set({ needToConfirmPhone }),
  clear: () => set({ userAuthorized: false, lead: null, favouritesCount: 0, eAlertsCount: 0, needToConfirmPhone: false }),
}));

/** SPEC §3 userFullyAuthorized: signed in, both steps done, nothing to confirm. */
export function fullyAuthorized(state: Pick<SessionState, 'userAuthorized' | 'lead' | 'needToConfirmPhone'>): boolean {
  return state.userAuthorized === true && state.lead !== null && isFullyAuthorized(state.lead, state.needToConfirmPhone);
}
