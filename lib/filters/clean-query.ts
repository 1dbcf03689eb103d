/**
 * cleanQuery: any value (a typed SearchQuery, stored e-alert criteria, a cookie) to a valid,
 * canonical SearchQuery, dropping what parseSearchParams would refuse. It accepts exactly what
 * the parser accepts, so parseSearchParams(serializeQuery(cleanQuery(x))).query equals
 * cleanQuery(x) for every x.
 */
import { checkBounds, checkCircle, checkPolygon } from './geometry';
import { codecPasses } from './pass-count';
import { CODE_KEYS, FLAG_KEYS, LIST_SEPARATOR, NUMBER_SPECS, type ListKey, type NumberKey } from './query-keys';
import { swapReversedRanges } from './ranges';
import { isSortField } from './sort';
import type { SearchQuery } from './types';
import { checkCode, checkList, checkNumber, checkText, checkWeight, isRecord, sortWeights } from './values';

/** A list key's values; a value holding the separator is split, as the parser would. */
function cleanList(key: ListKey, value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const separator = LIST_SEPARATOR[key];
  const pieces = value.flatMap((item: unknown) => (typeof item === 'string' ? item.split(separator) : [item]));
  const check = (CODE_KEYS as readonly string[]).includes(key) ? checkCode : checkText;
  const list = checkList(key, pieces, check, false);
  return list.ok ? list.value : [];
}

export function cleanQuery(value: unknown): SearchQuery {
  codecPasses.clean++;
  const source = isRecord(value) ? value : {};
  const query: SearchQuery = {};
  const read = (key: string): unknown => (Object.hasOwn(source, key) ? source[key] : undefined);

  for (const key of Object.keys(NUMBER_SPECS) as NumberKey[]) {
    const n = read(key);
    if (n === undefined || n === null) continue;
    const checked = checkNumber(key, n);
    if (checked.ok) query[key] = checked.value;
  }
  for (const key of Object.keys(LIST_SEPARATOR) as ListKey[]) {
    const list = cleanList(key, read(key));
    if (list.length > 0) query[key] = list;
  }
  const weights = read('ratingweight');
  if (Array.isArray(weights)) {
    const list = checkList('ratingweight', weights, checkWeight, false);
    if (list.ok && list.value.length > 0) query.ratingweight = sortWeights(list.value);
  }
  for (const key of FLAG_KEYS) if (read(key) === true) query[key] = true;

  const vt = checkText('vt', read('vt'));
  if (vt.ok && vt.value !== null) query.vt = vt.value;
  const pts = read('pts');
  if (pts !== undefined && pts !== null) {
    const polygon = checkPolygon(pts);
    if (polygon.ok) query.pts = polygon.value;
  }
  const bounds = read('bounds');
  if (bounds !== undefined && bounds !== null) {
    const box = checkBounds(bounds);
    if (box.ok) query.bounds = box.value.bounds;
  }
  const circle = read('circle');
  if (circle !== undefined && circle !== null) {
    const round = checkCircle(circle);
    if (round.ok) query.circle = round.value;
  }
  const sort = read('sort');
  if (isRecord(sort) && isSortField(sort.field) && (sort.direction === 'asc' || sort.direction === 'desc')) {
    query.sort = { field: sort.field, direction: sort.direction };
  }
  swapReversedRanges(query);
  return query;
}
