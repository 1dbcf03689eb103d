'use client';

// The lead's saved searches (SPEC §3 "E-alert": a list plus the id of the last added; §4
// "E-alerts": set, add, update by id, remove by id, remove by criteria). Adding and deleting
// are optimistic: the list changes at once and is put back if the server says no.
import { create } from 'zustand';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api/client';
import { ApiError, SERVER_ERROR } from '@/lib/api/errors';
import { readCriteria, type Criteria } from '@/lib/ealerts/criteria';
import { DEFAULT_FREQUENCY } from '@/lib/ealerts/frequencies';
import { findMatchingAlert } from '@/lib/ealerts/match';
import { defaultAlertName } from '@/lib/ealerts/naming';
import type { EAlert, EAlertDraft, EAlertPatch } from '@/lib/ealerts/types';
import { useFlashStore } from './flash';
import { useSessionStore } from './session';

export interface EAlertsState {
  list: EAlert[];
  lastAddedId: number | null;
  /** The list came from the server (load or set): it is the lead's whole list. */
  loaded: boolean;
  set: (list: EAlert[]) => void;
  /** Loads the list once; later calls share the first answer. */
  load: () => Promise<EAlert[]>;
  /** Saves a search: shown at once, replaced by the server copy, removed again (with an error shown) if saving fails. */
  add: (draft: EAlertDraft) => Promise<EAlert | null>;
  /** Changes an alert: shown at once, replaced by the server copy, put back if the change fails. */
  update: (id: number, patch: EAlertPatch) => Promise<EAlert | null>;
  /** Deletes an alert: gone at once, restored in its place if the server refuses. */
  remove: (id: number) => Promise<boolean>;
  /** Deletes the alert whose criteria match (SPEC §4 matching), if there is one. */
  removeByCriteria: (criteria: Criteria) => Promise<boolean>;
  /** Logged out: nothing of the lead's stays in the page. */
  clear: () => void;
}

function showError(error: unknown): void {
  useFlashStore.getState().show(error instanceof ApiError ? error.error : SERVER_ERROR, { kind: 'error' });
}

/** The alert a 409 answer names (POST/PUT with criteria the lead has saved already). */
function conflictingAlert(error: unknown): EAlert | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = (error.fullError as { body?: { existing?: EAlert } } | null)?.body;
  return body?.existing && typeof body.existing.id === 'number' ? body.existing : null;
}

/** Ids for alerts not yet saved: negative, so they never meet a server id. */
let nextTempId = -1;

export const useEAlertsStore = create<EAlertsState>()((set, get) => {
  let loading: Promise<EAlert[]> | null = null;

  // The menu's Saved Searches item shows while the count is above 0 (SPEC §2).
  const countChanged = (delta: number) => {
    const { loaded, list } = get();
    const current = useSessionStore.getState().eAlertsCount;
    useSessionStore.setState({ eAlertsCount: loaded ? list.filter((a) => a.id > 0).length : Math.max(0, current + delta) });
  };
  const replace = (id: number, alert: EAlert | null) =>
    set((s) => ({ list: alert === null ? s.list.filter((a) => a.id !== id) : s.list.map((a) => (a.id === id ? alert : a)) }));

  return {
    list: [],
    lastAddedId: null,
    loaded: false,

    set: (list) => {
      loading = null;
      set({ list, loaded: true });
    },

    load: () => {
      if (get().loaded) return Promise.resolve(get().list);
      loading ??= apiGet<{ data: EAlert[] }>('/leads/me/e-alerts').then(
        ({ data }) => {
          // A save made while the list was loading is kept.
          const pending = get().list.filter((a) => a.id < 0 || !data.some((d) => d.id === a.id));
          set({ list: [...pending, ...data], loaded: true });
          return get().list;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },

    add: async (draft) => {
      const tempId = nextTempId--;
      const now = new Date().toISOString();
      const optimistic: EAlert = {
        id: tempId,
        criteria: draft.criteria,
        customName: draft.customName ?? defaultAlertName(readCriteria(draft.criteria)),
        description: draft.description ?? null,
        frequency: draft.frequency ?? DEFAULT_FREQUENCY,
        createdAt: now,
        updatedAt: now,
      };
      set((s) => ({ list: [optimistic, ...s.list], lastAddedId: tempId }));
      try {
        const { data } = await apiPost<{ data: EAlert }>('/leads/me/e-alerts', { ealert: draft });
        replace(tempId, data);
        set((s) => ({ lastAddedId: s.lastAddedId === tempId ? data.id : s.lastAddedId }));
        countChanged(1);
        return data;
      } catch (error) {
        replace(tempId, null);
        set((s) => ({ lastAddedId: s.lastAddedId === tempId ? null : s.lastAddedId }));
        // 409: the lead has this search already (another tab saved it); the list should show it.
        const existing = conflictingAlert(error);
        if (existing && !get().list.some((a) => a.id === existing.id)) set((s) => ({ list: [existing, ...s.list] }));
        showError(error);
        return null;
      }
    },

    update: async (id, patch) => {
      const before = get().list.find((a) => a.id === id);
      if (!before) return null;
      replace(id, { ...before, ...patch });
      try {
        const { data } = await apiPut<{ data: EAlert }>(`/leads/me/e-alerts/${id}`, { ealert: patch });
        replace(id, data);
        return data;
      } catch (error) {
        replace(id, before);
        showError(error);
        return null;
      }
    },

    remove: async (id) => {
      const index = get().list.findIndex((a) => a.id === id);
      if (index < 0 || id < 0) return false;
      const removed = get().list[index]!;
      replace(id, null);
      try {
        await apiDelete(`/leads/me/e-alerts/${id}`);
      } catch (error) {
        // Already gone on the server (another tab): what the lead wanted.
        if (!(error instanceof ApiError && error.status === 404)) {
          set((s) => {
            const list = [...s.list];
            list.splice(Math.min(index, list.length), 0, removed);
            return { list };
          });
          showError(error);
          return false;
        }
      }
      countChanged(-1);
      return true;
    },

    removeByCriteria: async (criteria) => {
      const match = findMatchingAlert(get().list, criteria);
      return match ? get().remove(match.id) : false;
    },

    clear: () => {
      loading = null;
      set({ list: [], lastAddedId: null, loaded: false });
    },
  };
});

// SPEC §4 "emptied on logout": the session store says when the lead is gone.
useSessionStore.subscribe((state, previous) => {
  if (state.userAuthorized === false && previous.userAuthorized !== false) useEAlertsStore.getState().clear();
});
