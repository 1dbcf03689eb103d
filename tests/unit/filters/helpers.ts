/** Fixtures, a seeded random generator and URL helpers for the lib/filters tests. */
import { emptyFilters } from '@/lib/filters/defaults';
import type { FilterContext, SelectedFilters, Sort } from '@/lib/filters/types';

export const DEFAULT_SORT: Sort = { field: 'created_at', direction: 'desc' };

/** A company like the demo tenant: a few types and statuses in its own order, two locations, features. */
export const ctx: FilterContext = {
  types: ['r', 'c', 't', 'mf', 'll'],
  statuses: ['a', 'u', 'p', 's'],
  locations: [
    { name: 'North Fork', slug: 'north-fork' },
    { name: 'The Hamptons', slug: 'the-hamptons' },
    { name: 'Riverhead Area', slug: 'riverhead-area' },
  ],
  features: ['pool', 'waterfront', 'fireplace', 'water-view', '55-plus', 'Guest Cottage'],
  defaultSort: DEFAULT_SORT,
};

export function filters(change: (f: SelectedFilters) => void = () => undefined, sort: Sort = DEFAULT_SORT): SelectedFilters {
  const f = emptyFilters(sort);
  change(f);
  return f;
}

/** A built URL back into what the page receives: decoded segments and the query. */
export function splitUrl(url: string): { segments: string[]; search: URLSearchParams } {
  const [path = '', query = ''] = url.split('?');
  expect(path.startsWith('/real-estate')).toBe(true);
  const segments = path.split('/').slice(2).map((s) => decodeURIComponent(s));
  return { segments, search: new URLSearchParams(query) };
}

/** mulberry32: small, fast and seeded, so a failing case can be replayed. */
export function rng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    // The index is in range, so the item is a T (which may itself be undefined).
    return items[int(0, items.length - 1)] as T;
  };
  const chance = (p: number) => next() < p;
  const some = <T>(items: readonly T[], max = items.length): T[] => Array.from({ length: int(0, max) }, () => pick(items));
  return { next, int, pick, chance, some };
}
export type Rng = ReturnType<typeof rng>;

const ALPHABET = 'abcXYZ019 ,|-_./%+&=?#;:\'"<>()[]{}é漢\u00a0\t\n\u0000\ud83c\udfe0';

export function randomText(r: Rng, max = 30): string {
  return Array.from({ length: r.int(0, max) }, () => r.pick([...ALPHABET])).join('');
}

/** Numbers a user, a cookie or a bug might hold: in range, out of range, fractional, not finite. */
export function randomNumber(r: Rng): number {
  return r.pick([
    () => r.int(0, 10),
    () => r.int(0, 5000),
    () => r.int(1900, 2025),
    () => r.int(0, 2_000_000),
    () => Math.round(r.next() * 10_000) / 100,
    () => -1,
    () => -r.int(1, 100),
    () => r.next() * 1e12,
    () => NaN,
    () => Infinity,
    () => 0,
    () => r.next(),
  ])();
}

const CITY_LABELS = ['Riverhead, NY', 'East Hampton, NY', 'St. James, NY', 'Sag Harbor, NY', 'Price, TX', 'riverhead, ny', 'Cañon City, CO', 'Type Town, NY', '29 Palms, CA'];
const TEXTS = ['ocean view', 'Main St', '11901', "O'Brien", '<script>alert(1)</script>', "1' OR '1'='1", 'a,b', 'x|y', ' padded ', 'Suffolk'];

const maybe = <T>(r: Rng, value: () => T): T | null => (r.chance(0.5) ? value() : null);

/** A filter set touching every field, valid or not, for normalise-then-round-trip tests. */
export function randomFilters(r: Rng): SelectedFilters {
  const sorts: Sort[] = [DEFAULT_SORT, { field: 'price', direction: 'asc' }, { field: 'ratingweight', direction: 'desc' }, { field: 'year', direction: 'asc' }];
  const f = emptyFilters(r.pick(sorts));
  const num = () => randomNumber(r);
  f.favorite = r.chance(0.2);
  f.lvh = r.chance(0.1);
  f.lfh = r.chance(0.1);
  f.type = r.some(['r', 'c', 't', 'mf', 'll', 'co', 'R', 'zz'], 4);
  f.status = r.some(['a', 'u', 'p', 's', 'o', 'S'], 3);
  f.price = { from: maybe(r, num), to: maybe(r, num) };
  f.beds = maybe(r, num);
  f.maxbeds = maybe(r, num);
  f.baths = maybe(r, num);
  f.maxbaths = maybe(r, num);
  f.zoom = maybe(r, () => r.int(-1, 22));
  for (const key of Object.keys(f.advanced) as (keyof SelectedFilters['advanced'])[]) {
    if (key === 'photo' || key === 'ratingweight' || key === 'features') continue;
    f.advanced[key] = r.chance(0.3) ? (key === 'basmnttype' ? r.int(0, 8) : num()) : null;
  }
  f.advanced.photo = r.chance(0.3);
  f.advanced.ratingweight = r.some([60, 50, 40, 30, 20, 10, 55], 4);
  f.advanced.features = r.some(['pool', 'waterfront', 'fireplace', 'water-view', '55-plus', 'Guest Cottage', 'POOL', 'sauna'], 4);
  if (r.chance(0.5)) f.suggestions.city_label = r.some(CITY_LABELS, 3);
  if (r.chance(0.4)) f.suggestions.pl = r.some(['North Fork', 'The Hamptons', 'Riverhead Area', 'Shelter Island'], 2);
  for (const key of ['zip', 'city', 'area', 'hood', 'street', 'school', 'school_district', 'county', 'address', 'state', 'keyword'] as const) {
    if (r.chance(0.15)) f.suggestions[key] = r.some([...TEXTS, randomText(r)], 3);
  }
  // Mostly on the globe, sometimes off it.
  const lat = () => (r.chance(0.95) ? r.next() * 180 - 90 : r.next() * 200 - 100);
  const lon = () => (r.chance(0.95) ? r.next() * 360 - 180 : r.next() * 380 - 190);
  if (r.chance(0.3)) f.pts = Array.from({ length: r.pick([2, 3, 4, 10, 501]) }, () => ({ lat: lat(), lon: lon() }));
  if (r.chance(0.3)) f.bounds = { west: lon(), south: lat(), east: lon(), north: lat() };
  if (r.chance(0.3)) f.circle = { lat: lat(), lon: lon(), miles: r.next() * 120 };
  return f;
}
