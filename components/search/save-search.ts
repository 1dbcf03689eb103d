// The save button's work, loaded on its first click (the search page's JavaScript is over budget).
import { apiPost } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { criteriaFromFilters } from '@/lib/ealerts/criteria';
import { findMatchingAlert } from '@/lib/ealerts/match';
import type { EAlert } from '@/lib/ealerts/types';
import type { SelectedFilters } from '@/lib/filters/types';
import { noteEngagement } from '@/components/leads/engagement';
import { refreshToken } from '@/components/leads/token-refresh';
import { CRITERIA_PRIORITY } from '@/lib/search/criteria-priority';
import { useEAlertsStore } from '@/stores/e-alerts';
import { useSearchFilters } from '@/stores/search-filters';
import { openSignUp } from '@/stores/sign-up';

export type SaveOutcome = 'saved' | 'exists' | 'failed' | 'signUp';

/**
 * The lead's alerts. A 401 (the token is stale or its lead gone) renews the token once
 * (SPEC §8 "401 on action"); if that fails the visitor is asked to sign up to save. Other
 * failures give what the store holds: the server still refuses a duplicate (409).
 */
async function alerts(): Promise<EAlert[] | null> {
  const store = useEAlertsStore.getState();
  try {
    return await store.load();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) return useEAlertsStore.getState().list;
    if (await refreshToken()) return store.load().catch(() => useEAlertsStore.getState().list);
    openSignUp('saveFilters');
    return null;
  }
}

/**
 * Saves the search on screen as an e-alert for the signed-in lead (SPEC §4): already saved
 * when an alert's criteria match; otherwise an optimistic add through the store (which shows
 * a failure itself), then the search is recorded with the save button's criteria priority.
 */
export async function saveSearch(filters: SelectedFilters): Promise<SaveOutcome> {
  const criteria = criteriaFromFilters(filters);
  const list = await alerts();
  if (list === null) return 'signUp';
  if (findMatchingAlert(list, criteria)) return 'exists';
  const saved = await useEAlertsStore.getState().add({ criteria });
  if (!saved) return 'failed';
  useSearchFilters.getState().setCriteriaPriority(CRITERIA_PRIORITY.saveButton);
  noteEngagement();
  // What the lead looks for, for their agent; losing it must not spoil the save.
  apiPost('/leads/me/search', { search: { criteria, type: 'saveButton' } }).catch(() => undefined);
  return 'saved';
}
