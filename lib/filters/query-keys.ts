/**
 * The search query keys (SPEC §3) as data: what kind of value each holds, its limits, its
 * multi-value separator and the canonical order serializeQuery writes them in.
 */
import { MAX_DAYS, MAX_PRICE, MAX_ZOOM, MIN_ZOOM } from './limits';
import { PIPE_SEPARATED_KEYS, SUGGESTION_KEYS, type SearchQuery } from './types';

export type QueryKey = keyof SearchQuery;
type KeysHolding<T> = { [K in QueryKey]-?: NonNullable<SearchQuery[K]> extends T ? K : never }[QueryKey];
export type NumberKey = KeysHolding<number>;
export type ListKey = KeysHolding<string[]>;
export type FlagKey = KeysHolding<boolean>;

type Kind = 'number' | 'codes' | 'texts' | 'weights' | 'flag' | 'text' | 'pts' | 'bounds' | 'circle' | 'sort';

/**
 * Every key, in canonical order: SPEC §3's list, with the keys SPEC names only as filters
 * (days sold, basement, assumable rate) beside their kin and the rest (address, the lead's
 * lists, sort) at the end, as in SearchQuery. A Record, so the compiler insists on every key.
 */
const KIND: Record<QueryKey, Kind> = {
  minprice: 'number', maxprice: 'number', mingar: 'number', maxgar: 'number', minstor: 'number', maxstor: 'number',
  withim: 'flag', minbeds: 'number', maxbeds: 'number', minbaths: 'number', maxbaths: 'number', minyear: 'number',
  maxyear: 'number', minsqft: 'number', maxsqft: 'number', minacres: 'number', maxacres: 'number',
  mindayslisted: 'number', maxdayslisted: 'number', mindaysprr: 'number', maxdaysprr: 'number',
  mindayssold: 'number', maxdayssold: 'number', minhoa: 'number', maxhoa: 'number', basmnttype: 'number',
  maxassmortgrate: 'number', type: 'codes', status: 'codes', features: 'texts', vt: 'text', keyword: 'texts',
  zip: 'texts', city: 'texts', hood: 'texts', county: 'texts', street: 'texts', state: 'texts', pl: 'texts',
  pts: 'pts', bounds: 'bounds', zoom: 'number', circle: 'circle', city_label: 'texts', ratingweight: 'weights',
  area: 'texts', school_district: 'texts', school: 'texts', address: 'texts', favorite: 'flag', lvh: 'flag',
  lfh: 'flag', sort: 'sort',
};

export const SEARCH_KEY_ORDER = Object.keys(KIND) as QueryKey[];

export function isQueryKey(key: string): key is QueryKey {
  return Object.hasOwn(KIND, key);
}

/**
 * Limits of a numeric key. `decimals` 0 means whole numbers only; otherwise values are
 * rounded to that many places. `special` is a sentinel outside the range (-1 = "No HOA",
 * "No Assumable Mortgage", SPEC §9); `anyIsNone` lets the text 'any' mean no bound (SPEC §5).
 */
export interface NumberSpec {
  min: number;
  max: number;
  decimals: number;
  special?: number;
  anyIsNone?: boolean;
}

const whole = (min: number, max: number): NumberSpec => ({ min, max, decimals: 0 });
const price: NumberSpec = { ...whole(0, MAX_PRICE), anyIsNone: true };
const count = whole(0, 99);
const days = whole(0, MAX_DAYS);
const sqft = whole(0, 10_000_000);
const year = whole(1000, 9999);
const acres: NumberSpec = { min: 0, max: 1_000_000, decimals: 4 };

/** The API is wider than SPEC §9's dropdowns (e.g. 500–5000 sq ft): integrations search too. */
export const NUMBER_SPECS: Record<NumberKey, NumberSpec> = {
  minprice: price, maxprice: price, mingar: count, maxgar: count, minstor: count, maxstor: count,
  minbeds: count, maxbeds: count, minbaths: { min: 0, max: 99, decimals: 2 }, maxbaths: { min: 0, max: 99, decimals: 2 },
  minyear: year, maxyear: year, minsqft: sqft, maxsqft: sqft, minacres: acres, maxacres: acres,
  mindayslisted: days, maxdayslisted: days, mindaysprr: days, maxdaysprr: days, mindayssold: days, maxdayssold: days,
  minhoa: whole(0, 1_000_000), maxhoa: { ...whole(0, 1_000_000), special: -1 }, basmnttype: whole(1, 7),
  maxassmortgrate: { min: 0, max: 100, decimals: 3, special: -1 }, zoom: whole(MIN_ZOOM, MAX_ZOOM),
};

export function isNumberKey(key: string): key is NumberKey {
  return Object.hasOwn(NUMBER_SPECS, key);
}

const pipe = (key: string): ',' | '|' => ((PIPE_SEPARATED_KEYS as readonly string[]).includes(key) ? '|' : ',');

/** SPEC §3: comma between values, a pipe for the keys whose values hold commas. */
export const LIST_SEPARATOR: Record<ListKey, ',' | '|'> = {
  type: ',', status: ',', features: ',',
  ...(Object.fromEntries(SUGGESTION_KEYS.map((key) => [key, pipe(key)])) as Record<(typeof SUGGESTION_KEYS)[number], ',' | '|'>),
};

export function isListKey(key: string): key is ListKey {
  return Object.hasOwn(LIST_SEPARATOR, key);
}

/** Type and status are codes (lower-case, `[a-z0-9_-]`, as company settings define them). */
export const CODE_KEYS = ['type', 'status'] as const satisfies readonly ListKey[];

export const FLAG_KEYS = ['withim', 'favorite', 'lvh', 'lfh'] as const satisfies readonly FlagKey[];

export function isFlagKey(key: string): key is FlagKey {
  return (FLAG_KEYS as readonly string[]).includes(key);
}

/** Min/max pairs a reversed range of which is swapped (SPEC §4–§5, DESIGN §8). */
export const RANGE_PAIRS: readonly (readonly [NumberKey, NumberKey])[] = [
  ['minprice', 'maxprice'], ['mingar', 'maxgar'], ['minstor', 'maxstor'], ['minbeds', 'maxbeds'],
  ['minbaths', 'maxbaths'], ['minyear', 'maxyear'], ['minsqft', 'maxsqft'], ['minacres', 'maxacres'],
  ['mindayslisted', 'maxdayslisted'], ['mindaysprr', 'maxdaysprr'], ['mindayssold', 'maxdayssold'], ['minhoa', 'maxhoa'],
];
