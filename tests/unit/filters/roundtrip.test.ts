/**
 * Property tests with a seeded generator (fast-check is not installed): for many random filter
 * sets, normalising then building then parsing gives the same filters back, canonical; and
 * every query the codec accepts survives serialise ⇄ parse unchanged.
 */
import { cleanQuery } from '@/lib/filters/clean-query';
import { parseSearchParams } from '@/lib/filters/parse-params';
import { buildRealEstateUrl, isFilterQueryKey, parseRealEstateUrl } from '@/lib/filters/path';
import { filtersToQuery, normalizeFilters, queryToFilters } from '@/lib/filters/query';
import { SEARCH_KEY_ORDER } from '@/lib/filters/query-keys';
import { isSegmentKey, SEGMENT_ORDER } from '@/lib/filters/segments';
import { serializeQuery, toQueryString } from '@/lib/filters/serialize';
import type { FilterContext } from '@/lib/filters/types';
import { ctx, randomFilters, randomNumber, randomText, rng, splitUrl, type Rng } from './helpers';

const RUNS = 1500;

/** A second company: other codes, a location whose name holds a pipe, features with odd characters. */
const otherCtx: FilterContext = {
  types: ['co', 'c', 'r'],
  statuses: ['s', 'a'],
  locations: [
    { name: 'North Fork', slug: 'nf' },
    { name: 'Bays | Harbors', slug: 'bays' },
    { name: 'Dup', slug: 'North-Fork' },
  ],
  features: ['pool', 'a/b', '100%', 'Pool', 'x,y'],
  defaultSort: { field: 'price', direction: 'asc' },
};

describe.each([
  ['demo company', ctx, 1],
  ['other company', otherCtx, 7],
])('filter sets of the %s', (_name, company, seed) => {
  const r = rng(seed);
  const cases = Array.from({ length: RUNS }, () => randomFilters(r));
  const covered = new Set<string>();
  const segmentsSeen = new Set<string>();

  it('normalise is idempotent; build ∘ normalise = build; parse ∘ build = normalise, canonical', () => {
    for (const f of cases) {
      const n = normalizeFilters(f, company);
      Object.keys(filtersToQuery(n)).forEach((key) => covered.add(key));
      expect(normalizeFilters(n, company)).toEqual(n);
      const url = buildRealEstateUrl(f, company);
      expect(buildRealEstateUrl(n, company)).toBe(url);
      const { segments, search } = splitUrl(url);
      segments.forEach((segment) => segmentsSeen.add(isSegmentKey(segment.split('-')[0] ?? '') ? (segment.split('-')[0] ?? '') : 'city_state'));
      expect(parseRealEstateUrl(segments, search, company)).toEqual({ kind: 'ok', query: filtersToQuery(n), filters: n, canonicalUrl: url, isCanonical: true, redirectUrl: url });
    }
  });

  it('queryToFilters ∘ filtersToQuery = identity on normalised sets', () => {
    for (const f of cases) {
      const n = normalizeFilters(f, company);
      expect(queryToFilters(filtersToQuery(n), company)).toEqual(n);
    }
  });

  it('parseSearchParams ∘ serializeQuery = identity on their queries', () => {
    for (const f of cases) {
      const q = filtersToQuery(normalizeFilters(f, company));
      expect(parseSearchParams(serializeQuery(q))).toEqual({ query: q, errors: {}, warnings: [] });
      expect(parseSearchParams(new URLSearchParams(toQueryString(serializeQuery(q)))).query).toEqual(q);
    }
  });

  it('the generator reached every filter key and every segment', () => {
    expect([...covered].sort()).toEqual(SEARCH_KEY_ORDER.filter((key) => isFilterQueryKey(key)).sort());
    expect([...segmentsSeen].sort()).toEqual([...SEGMENT_ORDER].sort());
  });
});

/** Raw, loosely typed query objects: what stored e-alert criteria or a buggy caller might hold. */
function randomRawQuery(r: Rng): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  const value = (): unknown =>
    r.pick([
      () => randomNumber(r),
      () => randomText(r),
      () => r.some(['r', 'C', 'a', 's', 'bad code', 'pool', 'Riverhead, NY', 'x|y', 'a,b', randomText(r, 120)], 60),
      () => r.some([60, 50, 55, 10, NaN], 5),
      () => Array.from({ length: r.int(0, 12) }, () => ({ lat: r.next() * 200 - 100, lon: r.next() * 400 - 200 })),
      () => ({ west: r.next() * 360 - 180, south: r.next() * 180 - 90, east: r.next() * 360 - 180, north: r.next() * 180 - 90 }),
      () => ({ lat: r.next() * 180 - 90, lon: r.next() * 360 - 180, miles: r.next() * 150 }),
      () => ({ field: r.pick(['price', 'year', 'listed_at', 'x']), direction: r.pick(['asc', 'desc', 'up']) }),
      () => r.chance(0.5),
      () => null,
    ])();
  for (const key of SEARCH_KEY_ORDER) if (r.chance(0.3)) raw[key] = value();
  return raw;
}

describe('cleanQuery outputs are fixed points of serialise ⇄ parse', () => {
  it('for random raw queries', () => {
    const r = rng(99);
    let nonEmpty = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const q = cleanQuery(randomRawQuery(r));
      if (Object.keys(q).length > 0) nonEmpty += 1;
      expect(cleanQuery(q)).toEqual(q);
      expect(parseSearchParams(serializeQuery(q))).toEqual({ query: q, errors: {}, warnings: [] });
    }
    expect(nonEmpty).toBeGreaterThan(RUNS / 2);
  });
});
