// The save button's work, loaded on its first click (the search page's JavaScript is over budget).
import { apiPost } from '@/lib/api/client';
import { criteriaFromFilters } from '@/lib/ealerts/criteria';
import { findMatchingAlert } from '@/lib/ealerts/match';
import type { SelectedFilters } from '@/lib/filters/types';
import { CRITERIA_PRIORITY } from '@/lib/search/criteria-priority';
import { useEAlertsStore } from '@/stores/e-alerts';
import { useSearchFilters } from '@/stores/search-filters';

export type SaveOutcome = 'saved' | 'exists' | 'failed';

/**
 * Saves the search on screen as an e-alert for the signed-in lead (SPEC §4): already saved
 * when an alert's criteria match; otherwise an optimistic add through the store (which shows
 * a failure itself), then the search is recorded with the save button's criteria priority.
 */
export async function saveSearch(filters: SelectedFilters): Promise<SaveOutcome> {
  const store = useEAlertsStore.getState();
  const criteria = criteriaFromFilters(filters);
  // If the list cannot be loaded, the server still refuses a duplicate (409).
  const list = await store.load().catch(() => useEAlertsStore.getState().list);
  if (findMatchingAlert(list, criteria)) return 'exists';
  const saved = await store.add({ criteria });
  if (!saved) return 'failed';
  useSearchFilters.getState().setCriteriaPriority(CRITERIA_PRIORITY.saveButton);
  // What the lead looks for, for their agent; losing it must not spoil the save.
  apiPost('/leads/me/search', { search: { criteria, type: 'saveButton' } }).catch(() => undefined);
  return 'saved';
}
