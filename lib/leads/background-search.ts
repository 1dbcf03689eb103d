'use client';

import { apiPost } from '@/lib/api/client';
import { CRITERIA_PRIORITY_COOKIE, SELECTED_FILTERS_COOKIE } from '@/lib/auth/cookies';
import { readCookie, writeCookie } from '@/lib/browser/cookies';
import { CRITERIA_PRIORITY, toCriteriaPriority } from '@/lib/search/criteria-priority';

/** Keys of the stored search that are not search criteria: the lead's own lists and the page's order. */
const NOT_CRITERIA = new Set(['favorite', 'lfh', 'lvh', 'sort', 'page']);

/**
 * The last search (the selectedFilters cookie, API query keys) as search criteria; empty
 * when it was a list of the lead's own homes (favourites, viewed), which is no search to save.
 */
export function lastSearchCriteria(): Record<string, string> {
  const params = new URLSearchParams(readCookie(SELECTED_FILTERS_COOKIE) ?? '');
  if (params.has('favorite') || params.has('lfh') || params.has('lvh')) return {};
  return Object.fromEntries([...params].filter(([key]) => !NOT_CRITERIA.has(key)));
}

/** Records a search (the last one by default) for the lead (POST /api/leads/me/search) with how strongly it is meant. */
export function saveLastSearch(type: keyof typeof CRITERIA_PRIORITY, criteria = lastSearchCriteria()): Promise<unknown> {
  writeCookie(CRITERIA_PRIORITY_COOKIE, String(CRITERIA_PRIORITY[type]));
  return apiPost('/leads/me/search', { search: { criteria, type } });
}

/**
 * SPEC §4: after a favourite the last search is saved in the background, unless what the
 * cookie says of it already weighs as much as a favourite (a favourite or a saved search).
 */
export function saveSearchAfterFavourite(): void {
  const current = toCriteriaPriority(readCookie(CRITERIA_PRIORITY_COOKIE));
  if (current !== null && current >= CRITERIA_PRIORITY.favoritedHome) return;
  if (Object.keys(lastSearchCriteria()).length === 0) return;
  saveLastSearch('favoritedHome').catch(() => undefined);
}
