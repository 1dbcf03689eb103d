'use client';

import { apiPost } from '@/lib/api/client';
import { CRITERIA_PRIORITY_COOKIE, SELECTED_FILTERS_COOKIE } from '@/lib/auth/cookies';
import { readCookie, writeCookie } from '@/lib/browser/cookies';
import { CRITERIA_PRIORITY, toCriteriaPriority } from '@/lib/search/criteria-priority';

/** The last search (the selectedFilters cookie, API query keys) as search criteria. */
export function lastSearchCriteria(): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(readCookie(SELECTED_FILTERS_COOKIE) ?? ''));
}

/** Records the last search for the lead (POST /api/leads/me/search) with how strongly it is meant. */
export function saveLastSearch(type: keyof typeof CRITERIA_PRIORITY): Promise<unknown> {
  writeCookie(CRITERIA_PRIORITY_COOKIE, String(CRITERIA_PRIORITY[type]));
  return apiPost('/leads/me/search', { search: { criteria: lastSearchCriteria(), type } });
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
