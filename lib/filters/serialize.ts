import { formatBounds, formatCircle, formatPolygon } from './geometry';
import { formatNumber } from './numbers';
import { isFlagKey, isListKey, isNumberKey, LIST_SEPARATOR, NUMBER_SPECS, SEARCH_KEY_ORDER, type QueryKey } from './query-keys';
import { formatSort } from './sort';
import type { SearchQuery } from './types';

function formatValue(query: SearchQuery, key: QueryKey): string | null {
  if (isNumberKey(key)) {
    const n = query[key];
    return n === undefined ? null : formatNumber(n, NUMBER_SPECS[key].decimals);
  }
  if (isListKey(key)) {
    const list = query[key];
    return list === undefined || list.length === 0 ? null : list.join(LIST_SEPARATOR[key]);
  }
  if (isFlagKey(key)) return query[key] === true ? '1' : null;
  switch (key) {
    case 'ratingweight':
      return query.ratingweight === undefined || query.ratingweight.length === 0 ? null : query.ratingweight.join(',');
    case 'vt':
      return query.vt ?? null;
    case 'pts':
      return query.pts === undefined ? null : formatPolygon(query.pts);
    case 'bounds':
      return query.bounds === undefined ? null : formatBounds(query.bounds);
    case 'circle':
      return query.circle === undefined ? null : formatCircle(query.circle);
    case 'sort':
      return query.sort === undefined ? null : formatSort(query.sort);
  }
  return null;
}

/**
 * The inverse of parseSearchParams: parameter texts in canonical key order (SPEC §3, as
 * SearchQuery lists them), lists joined with their separator, flags as 1, absent and empty
 * values left out. For every query parseSearchParams (or cleanQuery) returns,
 * parseSearchParams(serializeQuery(q)).query deep-equals q.
 */
export function serializeQuery(query: SearchQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of SEARCH_KEY_ORDER) {
    const text = formatValue(query, key);
    if (text !== null) params[key] = text;
  }
  return params;
}

/** A query string (without '?') of serializeQuery's params, commas left readable. */
export function toQueryString(params: Record<string, string> | readonly (readonly [string, string])[]): string {
  const entries = Array.isArray(params) ? params : Object.entries(params);
  return entries.map(([key, value]) => `${encodeQueryPart(key)}=${encodeQueryPart(value)}`).join('&');
}

/** encodeURIComponent, keeping commas (a URL sub-delimiter) and writing spaces as '+', as forms do. */
export function encodeQueryPart(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%20/g, '+');
}
