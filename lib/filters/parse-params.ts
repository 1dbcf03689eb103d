/**
 * The API boundary (SPEC §3 search query keys, DESIGN §5/§8): raw query parameters to a
 * SearchQuery. Never throws. A malformed value is an error for its key (the route answers
 * 400 with them) and is left out of the query; a bad sort and unknown keys are warnings
 * (DESIGN §8: meta.warnings); reversed ranges are swapped with a warning.
 */
import { parseBounds, parseCircle, parsePolygon } from './geometry';
import { MAX_RAW_LENGTH, NON_SEARCH_KEYS } from './limits';
import { parseNumberText } from './numbers';
import { codecPasses } from './pass-count';
import { CODE_KEYS, isFlagKey, isListKey, isNumberKey, isQueryKey, LIST_SEPARATOR, NUMBER_SPECS, type NumberKey } from './query-keys';
import { swapReversedRanges } from './ranges';
import { clip, parseSort } from './sort';
import { SORT_FIELDS, type SearchQuery } from './types';
import { checkCode, checkList, checkNumber, checkText, checkWeight, fail, ok, parseFlag, sortWeights, type Checked } from './values';

export type RawSearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

export interface ParsedSearch {
  query: SearchQuery;
  /** Per key, why its value was refused. */
  errors: Record<string, string>;
  warnings: string[];
}

function isSearchParams(params: RawSearchParams): params is URLSearchParams {
  return typeof (params as { getAll?: unknown }).getAll === 'function';
}

/** Every [key, value] pair, in order; a record's array values become repeated keys, non-text is skipped. */
export function searchEntries(params: RawSearchParams): [string, string][] {
  const entries: [string, string][] = [];
  const add = (key: string, value: unknown) => {
    if (typeof value === 'string') entries.push([key, value]);
  };
  if (isSearchParams(params)) params.forEach((value, key) => add(key, value));
  else if (typeof params === 'object' && params !== null) {
    for (const [key, value] of Object.entries(params)) {
      if (Array.isArray(value)) value.forEach((item) => add(key, item));
      else add(key, value);
    }
  }
  return entries;
}

/** Every value of every key; repeated keys keep all their values. */
function group(params: RawSearchParams): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const [key, value] of searchEntries(params)) {
    const list = groups.get(key);
    if (list) list.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}

/** The one value of a single-valued key; null when empty. */
function single(key: string, raws: readonly string[]): Checked<string | null> {
  if (raws.length > 1) return fail(`${key} is given more than once`);
  const raw = raws[0] ?? '';
  if (raw.length > MAX_RAW_LENGTH) return fail(`${key} is too long`);
  const text = raw.trim();
  return ok(text === '' ? null : text);
}

/** All items of a multi-value key, split on its separator; repeated keys add up. */
function items(key: string, raws: readonly string[], separator: string): Checked<string[]> {
  if (raws.some((raw) => raw.length > MAX_RAW_LENGTH)) return fail(`${key} is too long`);
  return ok(raws.flatMap((raw) => raw.split(separator)));
}

function parseNumber(key: NumberKey, text: string): Checked<number | null> {
  if (NUMBER_SPECS[key].anyIsNone && text.toLowerCase() === 'any') return ok(null);
  const n = parseNumberText(text);
  return n === null ? fail(`${key} must be a plain number`) : checkNumber(key, n);
}

export function parseSearchParams(params: RawSearchParams): ParsedSearch {
  codecPasses.parse++;
  const query: SearchQuery = {};
  const errors: Record<string, string> = {};
  const warnings: string[] = [];
  const unknown: string[] = [];

  for (const [key, raws] of group(params)) {
    if (NON_SEARCH_KEYS.includes(key)) continue;
    if (!isQueryKey(key)) {
      unknown.push(key);
      continue;
    }
    const refuse = (error: string) => {
      errors[key] = error;
    };
    if (isListKey(key)) {
      const split = items(key, raws, LIST_SEPARATOR[key]);
      if (!split.ok) refuse(split.error);
      else {
        const check = (CODE_KEYS as readonly string[]).includes(key) ? checkCode : checkText;
        const list = checkList(key, split.value, check, true);
        if (!list.ok) refuse(list.error);
        else if (list.value.length > 0) query[key] = list.value;
      }
      continue;
    }
    if (key === 'ratingweight') {
      const split = items(key, raws, ',');
      const list = split.ok
        ? checkList(key, split.value, (k, item) => (typeof item === 'string' && item.trim() === '' ? ok(null) : checkWeight(k, parseNumberText(item))), true)
        : split;
      if (!list.ok) refuse(list.error);
      else if (list.value.length > 0) query.ratingweight = sortWeights(list.value);
      continue;
    }
    const text = single(key, raws);
    if (!text.ok) {
      refuse(text.error);
      continue;
    }
    if (text.value === null) continue;
    const value = text.value;
    if (isNumberKey(key)) {
      const n = parseNumber(key, value);
      if (!n.ok) refuse(n.error);
      else if (n.value !== null) query[key] = n.value;
    } else if (isFlagKey(key)) {
      const flag = parseFlag(key, value);
      if (!flag.ok) refuse(flag.error);
      else if (flag.value === true) query[key] = true;
    } else if (key === 'vt') {
      const vt = checkText(key, value);
      if (!vt.ok) refuse(vt.error);
      else if (vt.value !== null) query.vt = vt.value;
    } else if (key === 'pts') {
      const pts = parsePolygon(value);
      if (!pts.ok) refuse(pts.error);
      else query.pts = pts.value;
    } else if (key === 'bounds') {
      const bounds = parseBounds(value);
      if (!bounds.ok) refuse(bounds.error);
      else {
        query.bounds = bounds.value.bounds;
        if (bounds.value.swapped) warnings.push('bounds had south above north; they have been swapped');
      }
    } else if (key === 'circle') {
      const circle = parseCircle(value);
      if (!circle.ok) refuse(circle.error);
      else query.circle = circle.value;
    } else {
      // DESIGN §8: a bad sort is a warning and the company's default applies (the caller's).
      const { sort, error } = parseSort(value, { field: SORT_FIELDS[0], direction: 'desc' });
      if (error !== null) warnings.push(`Invalid sort "${clip(value)}" ignored; the default sorting is used`);
      else query.sort = sort;
    }
  }

  swapReversedRanges(query, (min, max) => warnings.push(`${min} was above ${max}; they have been swapped`));
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 10).map((key) => `"${clip(key)}"`);
    warnings.push(`Unknown search keys ignored: ${shown.join(', ')}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ''}`);
  }
  return { query, errors, warnings };
}
