import type { SelectedFilters, SuggestionKey } from '@/lib/filters/types';
import type { SuggestionBucket } from './backend';

export type { SuggestionBucket };

/**
 * Choosing a suggestion adds it to the search (several places can be searched at once; each
 * is a removable chip). A new place is a new area: the map view and a drawn area, which
 * belonged to the old one, are dropped, and results start from page one.
 */
export function chooseSuggestion(key: SuggestionKey, value: string) {
  return (current: SelectedFilters): SelectedFilters => {
    const values = current.suggestions[key] ?? [];
    const next = values.includes(value) ? values : [...values, value];
    return { ...current, suggestions: { ...current.suggestions, [key]: next }, bounds: null, zoom: null, pts: null };
  };
}

/** Enter without a chosen suggestion: the words become a keyword search (SPEC §4 falls back to fuzzy). */
export function searchKeyword(text: string) {
  return chooseSuggestion('keyword', text.trim().replace(/\s+/g, ' '));
}

/**
 * Buckets as the search box lists them: a plain `city` hit that a `city_label` hit already
 * names ("Southold" beside "Southold, NY") would be the same place twice, so it is left out;
 * empty buckets are dropped.
 */
export function visibleBuckets(buckets: readonly SuggestionBucket[]): SuggestionBucket[] {
  const labelled = new Set(
    buckets.filter((b) => b.key === 'city_label').flatMap((b) => b.hits.map((h) => h.value.split(',')[0]!.trim().toLowerCase())),
  );
  return buckets
    .map((b) => (b.key === 'city' ? { ...b, hits: b.hits.filter((h) => !labelled.has(h.value.trim().toLowerCase())) } : b))
    .filter((b) => b.hits.length > 0);
}
