import type { SearchQuery } from '@/lib/filters/types';
import { daysAgo, type SearchContext } from '../conditions';
import { scopeSelection } from '../scope';
import { featureBits } from '../feature-mask';
import { usesOnly } from '../keys-in-use';
import { NULL_INT, type MapColumns } from './columns';
import { keywordNarrows, keywordSeed } from './keywords';

/**
 * One filter over a selection: keeps, in order, the listing numbers of `sel[0..n)` that pass,
 * and returns how many are left. Each is a tight loop over one column (column at a time: a
 * function call per listing per filter was twice as slow at 1M).
 */
export type Narrow = (sel: Uint32Array, n: number) => number;

/** The listings a query selects: the viewer's scope and the map's view first, then each filter on what is left. */
export interface Selection {
  narrows: Narrow[];
  /** When a keyword's few matches are known (keywordSeed): those listings in order, the only ones looked at. */
  seed: Uint32Array | null;
}

/**
 * The keys the map index answers, each exactly as lib/search/conditions.ts does in SQL (the
 * tests in tests/db/map-index.test.ts hold them to it). A query with any other key set
 * (places, shapes, ratings, the lead's lists), or a keyword beyond plain ASCII, is grouped by SQL.
 */
const INDEX_KEYS = new Set([
  'status', 'type', 'bounds', 'zoom', 'sort', 'vt', 'withim',
  'minprice', 'maxprice', 'minbeds', 'maxbeds', 'minbaths', 'maxbaths', 'mingar', 'maxgar', 'minstor', 'maxstor',
  'minyear', 'maxyear', 'minsqft', 'maxsqft', 'minacres', 'maxacres',
  'mindayslisted', 'maxdayslisted', 'mindaysprr', 'maxdaysprr', 'mindayssold', 'maxdayssold',
  'minhoa', 'maxhoa', 'maxassmortgrate', 'basmnttype', 'features', 'keyword',
]);

/** This query as a selection over the columns; null when a filter is beyond the index, `false` when it can match nothing. */
export function selection(c: MapColumns, query: SearchQuery, ctx: SearchContext): Selection | false | null {
  if (!usesOnly(query, INDEX_KEYS)) return null;
  if (query.basmnttype !== undefined && c.basementOverflow) return null;
  const keywords = keywordNarrows(c.text, c.size, query.keyword ?? []);
  if (keywords === null) return null;
  if (keywords === false) return false;
  const first = scopeAndView(c, query, ctx);
  if (!first) return false;
  const narrows: Narrow[] = [first];

  range(narrows, c.price, query.minprice, query.maxprice);
  range(narrows, c.beds, query.minbeds, query.maxbeds);
  range(narrows, c.baths, query.minbaths, query.maxbaths);
  range(narrows, c.garage, query.mingar, query.maxgar);
  range(narrows, c.stories, query.minstor, query.maxstor);
  range(narrows, c.year, query.minyear, query.maxyear);
  range(narrows, c.sqft, query.minsqft, query.maxsqft);
  range(narrows, c.acres, query.minacres, query.maxacres);
  if (query.withim) narrows.push(flagSet(c.withPhotos));

  // "Within the last N days" and "more than N days ago", from the same instants the SQL compares with.
  const { now } = ctx;
  const moment = (days: number | undefined) => (days === undefined ? undefined : Date.parse(daysAgo(now, days)));
  range(narrows, c.listedAt, moment(query.maxdayslisted), moment(query.mindayslisted));
  range(narrows, c.reducedAt, moment(query.maxdaysprr), moment(query.mindaysprr));
  // close_date against the UTC date of that moment (SQL: `>= 'YYYY-MM-DD'::date`).
  const day = (days: number | undefined) => (days === undefined ? undefined : Date.parse(daysAgo(now, days).slice(0, 10)) / 86_400_000);
  range(narrows, c.closeDay, day(query.maxdayssold), day(query.mindayssold));

  // HOA: -1 is "No HOA"; a cap keeps listings without one. Assumable rate: -1 is "none"; a cap needs one.
  if (query.maxhoa === -1) narrows.push(wholeIsNull(c.hoa));
  else if (query.maxhoa !== undefined) narrows.push(wholeAtMostOrNull(c.hoa, query.maxhoa));
  range(narrows, c.hoa, query.minhoa, undefined);
  if (query.maxassmortgrate === -1) narrows.push(decimalIsNull(c.assumableRate));
  else range(narrows, c.assumableRate, undefined, query.maxassmortgrate);
  if (query.basmnttype !== undefined) {
    const t = query.basmnttype;
    // basmnttype is 1–7 (lib/filters/query-keys.ts); outside 0–31 no listing holds it.
    if (!Number.isInteger(t) || t < 0 || t > 31) return false;
    narrows.push(allBits(c.basement, (1 << t) >>> 0));
  }

  if (query.features?.length) {
    const ids = query.features.map((param) => ctx.featureId(param));
    // A feature nobody has cannot be matched (as in SQL).
    if (ids.some((id) => id === null)) return false;
    const bits = featureBits(ids as number[]);
    // Ids past the mask's bits: SQL's semi-join.
    if (bits === null) return null;
    const mask = BigInt(bits);
    const low = Number(mask & 0xffff_ffffn);
    const high = Number((mask >> 32n) & 0xffff_ffffn);
    if (low) narrows.push(allBits(c.featuresLow, low));
    if (high) narrows.push(allBits(c.featuresHigh, high));
  }
  // Last: a keyword costs the most per listing tested.
  narrows.push(...keywords);
  return { narrows, seed: keywordSeed(c.text, query.keyword ?? []) };
}

/** Narrows the listing numbers sel[0..n) to those the selection keeps, in order; returns how many. */
export function keep(s: Selection, sel: Uint32Array, n: number): number {
  for (const narrow of s.narrows) {
    if (n === 0) break;
    n = narrow(sel, n);
  }
  return n;
}

/** The listings seen from..to-1 (every listing, or the seed's) a selection keeps, in `sel` (room for to - from); returns how many. */
function select(s: Selection, sel: Uint32Array, from: number, to: number): number {
  if (s.seed) sel.set(s.seed.subarray(from, to));
  else for (let i = from; i < to; i++) sel[i - from] = i;
  return keep(s, sel, to - from);
}

/** How many listings a pass over the selection sees: the seed's, or every one. */
const seen = (c: MapColumns, s: Selection): number => s.seed?.length ?? c.size;

/** Every listing a selection keeps, in id order, as `sel[0..n)`. */
export function selectAll(c: MapColumns, s: Selection): { sel: Uint32Array; n: number } {
  const sel = new Uint32Array(seen(c, s));
  return { sel, n: select(s, sel, 0, sel.length) };
}

/** Listings selected per batch of an id-order pass (a 256 kB buffer, not one the size of the index). */
const BATCH = 65_536;

/**
 * The listings a selection keeps, in id order (sequential reads), handed to `visit` a batch at
 * a time as `sel[0..n)`; the pass stops when `visit` returns false.
 */
export function eachSelected(c: MapColumns, s: Selection, visit: (sel: Uint32Array, n: number) => boolean): void {
  const total = seen(c, s);
  const sel = new Uint32Array(Math.min(BATCH, total));
  for (let from = 0; from < total; from += BATCH) if (!visit(sel, select(s, sel, from, Math.min(from + BATCH, total)))) return;
}

/** The viewer's scope, the query's statuses and types, and the map's view, in one pass over every listing. */
function scopeAndView(c: MapColumns, query: SearchQuery, ctx: SearchContext): Narrow | null {
  const { perSource, types } = scopeSelection(ctx.scope, query);
  if (!perSource.length || !types.length) return null;
  const statusCount = Math.max(c.statusCodes.length, 1);
  const allowed = new Uint8Array(c.sourceIds.length * statusCount);
  for (const { sourceId, statuses } of perSource) {
    const s = c.sourceIds.indexOf(sourceId);
    if (s < 0) continue;
    for (const status of statuses) {
      const code = c.statusCodes.indexOf(status);
      if (code >= 0) allowed[s * statusCount + code] = 1;
    }
  }
  const typeAllowed = new Uint8Array(Math.max(c.typeCodes.length, 1));
  for (const type of types) {
    const code = c.typeCodes.indexOf(type);
    if (code >= 0) typeAllowed[code] = 1;
  }
  const { source, status, type, latitude: lat, longitude: lon } = c;
  // No view: the whole world. A view across the antimeridian has west > east.
  const b = query.bounds ?? { west: -Infinity, south: -Infinity, east: Infinity, north: Infinity };
  const { south, north, west, east } = b;
  const across = west > east;
  return (sel, n) => {
    let k = 0;
    for (let j = 0; j < n; j++) {
      const i = sel[j]!;
      if (allowed[source[i]! * statusCount + status[i]!] !== 1 || typeAllowed[type[i]!] !== 1) continue;
      const y = lat[i]!;
      if (!(y >= south && y <= north)) continue;
      const x = lon[i]!;
      if (across ? !(x >= west || x <= east) : !(x >= west && x <= east)) continue;
      sel[k++] = i;
    }
    return k;
  };
}

/**
 * min ≤ value ≤ max, as one pass. A null fails it as in SQL: NaN fails every comparison, and a
 * whole column's NULL_INT sits below the lowest bound it is ever tested against.
 */
function range(narrows: Narrow[], column: Int32Array | Float64Array, min: number | undefined, max: number | undefined): void {
  if (min === undefined && max === undefined) return;
  const low = column instanceof Int32Array ? Math.max(min ?? -Infinity, NULL_INT + 1) : (min ?? -Infinity);
  const high = max ?? Infinity;
  narrows.push((sel, n) => {
    let k = 0;
    for (let j = 0; j < n; j++) {
      const i = sel[j]!;
      const v = column[i]!;
      if (v >= low && v <= high) sel[k++] = i;
    }
    return k;
  });
}

const wholeIsNull = (column: Int32Array): Narrow => (sel, n) => {
  let k = 0;
  for (let j = 0; j < n; j++) if (column[sel[j]!] === NULL_INT) sel[k++] = sel[j]!;
  return k;
};

const wholeAtMostOrNull = (column: Int32Array, max: number): Narrow => (sel, n) => {
  let k = 0;
  for (let j = 0; j < n; j++) {
    const v = column[sel[j]!]!;
    if (v === NULL_INT || v <= max) sel[k++] = sel[j]!;
  }
  return k;
};

const decimalIsNull = (column: Float64Array): Narrow => (sel, n) => {
  let k = 0;
  for (let j = 0; j < n; j++) if (Number.isNaN(column[sel[j]!]!)) sel[k++] = sel[j]!;
  return k;
};

const flagSet = (column: Uint8Array): Narrow => (sel, n) => {
  let k = 0;
  for (let j = 0; j < n; j++) if (column[sel[j]!] === 1) sel[k++] = sel[j]!;
  return k;
};

const allBits = (column: Uint32Array, bits: number): Narrow => (sel, n) => {
  let k = 0;
  for (let j = 0; j < n; j++) if ((column[sel[j]!]! & bits) >>> 0 === bits) sel[k++] = sel[j]!;
  return k;
};
