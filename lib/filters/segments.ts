/**
 * One /real-estate path segment (DESIGN §4) ⇄ the search query keys it carries. Every
 * segment names itself with `{key}-` except city_state, which is whatever else reads as
 * `{city-slug}-{st}`; a prefix that is a segment key always means that key.
 */
import { cityLabelFromSlug, citySlugFromLabel } from './city-slug';
import { MAX_VALUES } from './limits';
import { formatNumber } from './numbers';
import { isNumberKey, NUMBER_SPECS, type QueryKey } from './query-keys';
import { ADVANCED_PATH_KEYS, type FilterContext, type SearchQuery } from './types';

/** SPEC §2 order, after city_state. */
export const SEGMENT_KEYS = ['location', 'type', 'status', 'price', 'beds', 'baths', ...ADVANCED_PATH_KEYS, 'features'] as const;
export type SegmentKey = 'city_state' | (typeof SEGMENT_KEYS)[number];
export const SEGMENT_ORDER: readonly SegmentKey[] = ['city_state', ...SEGMENT_KEYS];

/** The query keys behind each segment; a key not named here is the segment's own name. */
const RENAMED: Partial<Record<SegmentKey, readonly QueryKey[]>> = {
  city_state: ['city_label'], location: ['pl'], price: ['minprice', 'maxprice'], beds: ['minbeds'], baths: ['minbaths'],
  minstories: ['minstor'], maxstories: ['maxstor'], photo: ['withim'],
};

export function segmentQueryKeys(key: SegmentKey): readonly QueryKey[] {
  return RENAMED[key] ?? [key as QueryKey];
}

export function isSegmentKey(key: string): key is (typeof SEGMENT_KEYS)[number] {
  return (SEGMENT_KEYS as readonly string[]).includes(key);
}

/** Longest segment accepted: 50 values of 100 characters with their separators. */
const MAX_SEGMENT_LENGTH = 5_100;

export type SegmentRead =
  | { ok: true; key: SegmentKey; params: Record<string, string>; query: SearchQuery }
  | { ok: false; reason: string };

const refuse = (reason: string): SegmentRead => ({ ok: false, reason });

function listItems(value: string): string[] | null {
  const items = value.split(',');
  return items.length > MAX_VALUES || items.some((item) => item === '') ? null : items;
}

/**
 * A segment to raw query params (checked afterwards by parseSearchParams, the same rules as
 * the API) or, for city_state and location, straight to values. The caller decodes
 * percent-escapes; case is forgiven here and corrected by the canonical redirect.
 */
export function readSegment(segment: string, ctx: FilterContext): SegmentRead {
  if (segment === '' || segment.length > MAX_SEGMENT_LENGTH) return refuse('Empty or overlong path segment');
  const lower = segment.toLowerCase();
  const dash = lower.indexOf('-');
  const prefix = dash > 0 ? lower.slice(0, dash) : '';
  if (!isSegmentKey(prefix)) {
    const labels = listItems(lower)?.map(cityLabelFromSlug);
    if (labels === undefined || labels.some((label) => label === null)) return refuse('Unknown path segment');
    return { ok: true, key: 'city_state', params: {}, query: { city_label: labels.filter((l): l is string => l !== null) } };
  }
  const key = prefix;
  const value = segment.slice(dash + 1);
  if (value.trim() === '') return refuse(`The ${key} segment has no value`);
  if (key === 'location') {
    const slugs = listItems(value.toLowerCase());
    const names = slugs?.map((slug) => ctx.locations.find((l) => l.slug.toLowerCase() === slug)?.name);
    if (names === undefined || names.some((name) => name === undefined)) return refuse('Unknown location');
    return { ok: true, key, params: {}, query: { pl: names.filter((n): n is string => n !== undefined) } };
  }
  if (key === 'price') {
    const bounds = value.split('-');
    if (bounds.length !== 2 || bounds.some((b) => b.trim() === '')) return refuse('The price segment must be price-{min}-{max}');
    return { ok: true, key, params: { minprice: bounds[0] ?? '', maxprice: bounds[1] ?? '' }, query: {} };
  }
  if (key === 'type' || key === 'status' || key === 'features' || key === 'ratingweight') {
    if (listItems(value) === null) return refuse(`The ${key} segment has an empty or extra value`);
  }
  const [queryKey = key] = segmentQueryKeys(key);
  return { ok: true, key, params: { [queryKey]: value }, query: {} };
}

/** A location slug usable in a segment: it reads back to this very location. */
function locationSlug(name: string, ctx: FilterContext): string | null {
  const slug = ctx.locations.find((l) => l.name === name)?.slug;
  if (slug === undefined || slug === '' || /[,/]/.test(slug)) return null;
  const back = ctx.locations.find((l) => l.slug.toLowerCase() === slug.toLowerCase());
  return back?.name === name ? slug : null;
}

/** A city label usable in a segment: exact round trip, and its first word is not a segment key. */
function citySlug(label: string): string | null {
  const slug = citySlugFromLabel(label);
  return slug !== null && !isSegmentKey(slug.slice(0, slug.indexOf('-'))) ? slug : null;
}

/** All of a list, or nothing: mixing path and query would lose the chosen order. */
function allOrNothing(values: readonly string[] | undefined, map: (value: string) => string | null): string | null {
  if (values === undefined || values.length === 0) return null;
  const mapped = values.map(map);
  return mapped.every((m): m is string => m !== null) ? mapped.join(',') : null;
}

/**
 * The segments of a canonical query, in SPEC §2 order, and the query keys they carry (the
 * rest goes to the query string).
 */
export function buildSegments(query: SearchQuery, ctx: FilterContext): { segments: string[]; keys: Set<QueryKey> } {
  const values: Partial<Record<SegmentKey, string>> = {};
  const city = allOrNothing(query.city_label, citySlug);
  if (city !== null) values.city_state = city;
  const location = allOrNothing(query.pl, (name) => locationSlug(name, ctx));
  if (location !== null) values.location = location;
  if (query.minprice !== undefined || query.maxprice !== undefined) {
    const bound = (n: number | undefined) => (n === undefined ? 'any' : formatNumber(n, 0));
    values.price = `${bound(query.minprice)}-${bound(query.maxprice)}`;
  }
  for (const key of SEGMENT_KEYS) {
    if (key === 'location' || key === 'price') continue;
    const [queryKey = key] = segmentQueryKeys(key);
    if (isNumberKey(queryKey)) {
      const n = query[queryKey];
      if (n !== undefined) values[key] = formatNumber(n, NUMBER_SPECS[queryKey].decimals);
    } else if (queryKey === 'withim') {
      if (query.withim === true) values[key] = '1';
    } else if (queryKey === 'type' || queryKey === 'status' || queryKey === 'features' || queryKey === 'ratingweight') {
      const list = query[queryKey];
      if (list !== undefined && list.length > 0) values[key] = list.join(',');
    }
  }
  const segments: string[] = [];
  const keys = new Set<QueryKey>();
  for (const key of SEGMENT_ORDER) {
    const value = values[key];
    if (value === undefined) continue;
    segments.push(key === 'city_state' ? value : `${key}-${value}`);
    segmentQueryKeys(key).forEach((k) => keys.add(k));
  }
  return { segments, keys };
}
