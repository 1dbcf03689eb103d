/**
 * A saved search's criteria (SPEC §3 "E-alert", DESIGN §8): an object of search query keys
 * with text values, as the API stores and returns them. Checked by the search codec
 * (lib/filters), so a saved search is exactly a search the site can run.
 */
import { NON_SEARCH_KEYS } from '@/lib/filters/limits';
import { parseSearchParams } from '@/lib/filters/parse-params';
import { filtersToQuery, normalizeQuery } from '@/lib/filters/query';
import { isQueryKey } from '@/lib/filters/query-keys';
import { serializeQuery } from '@/lib/filters/serialize';
import type { FilterContext, SearchQuery, SelectedFilters } from '@/lib/filters/types';

export type Criteria = Record<string, string>;

/** What a client may send for one key: text as in a query string, or a number or flag. */
export type CriteriaInput = Record<string, string | number | boolean | null>;

export type CriteriaResult =
  | { ok: true; criteria: Criteria; query: SearchQuery }
  | { ok: false; errors: Record<string, string> };

/**
 * The part of a search a saved search keeps: which homes, not how they are shown. Sort and
 * view type are the page's; the zoom belongs to the map view the bounds came from and means
 * nothing without them.
 */
export function savedQuery(query: SearchQuery): SearchQuery {
  const kept: SearchQuery = { ...query };
  delete kept.sort;
  delete kept.vt;
  if (kept.bounds === undefined) delete kept.zoom;
  return kept;
}

/** The lead's own lists (favourites, viewed homes) are not searches that new listings can match. */
export const OWN_LIST_KEYS = ['favorite', 'lfh', 'lvh'] as const;

export function isOwnList(query: SearchQuery): boolean {
  return OWN_LIST_KEYS.some((key) => query[key] === true);
}

function asText(value: string | number | boolean | null): string {
  if (value === null || value === false) return '';
  if (value === true) return '1';
  return String(value);
}

/**
 * Criteria from a client, checked and in canonical form: unknown keys and malformed values
 * are errors (by key); the company's rules apply (types and statuses it does not offer are
 * dropped, as on the search pages, SPEC §4); then only what picks homes is kept.
 */
export function parseCriteria(input: CriteriaInput, ctx: FilterContext): CriteriaResult {
  const errors: Record<string, string> = {};
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    // page, per_page and authorized travel with searches; they say nothing about which homes.
    if (NON_SEARCH_KEYS.includes(key)) continue;
    if (!isQueryKey(key)) errors[key] = `"${key.slice(0, 40)}" is not a search key`;
    else params[key] = asText(value);
  }
  const parsed = parseSearchParams(params);
  Object.assign(errors, parsed.errors);
  for (const key of OWN_LIST_KEYS) {
    if (parsed.query[key] === true) errors[key] = 'Your favorites and viewed homes cannot be saved as a search';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const query = savedQuery(normalizeQuery(parsed.query, ctx));
  return { ok: true, criteria: serializeQuery(query), query };
}

/**
 * Stored criteria (which older rows or the demo seed may hold in any form) read leniently,
 * without company rules: what is malformed is dropped. For matching and for display.
 */
export function readCriteria(criteria: Criteria): SearchQuery {
  return savedQuery(parseSearchParams(criteria).query);
}

/** Canonical text criteria of stored criteria. */
export function canonicalCriteria(criteria: Criteria): Criteria {
  return serializeQuery(readCriteria(criteria));
}

/** The criteria of a search page's filters (the save button). */
export function criteriaFromFilters(filters: SelectedFilters): Criteria {
  return serializeQuery(savedQuery(filtersToQuery(filters)));
}
