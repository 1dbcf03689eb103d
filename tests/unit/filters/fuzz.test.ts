/**
 * Thousands of random strings, segment arrays and parameter maps at every parse function:
 * none may throw (issue 3: malformed input never throws past the boundary), and what they
 * accept must be stable (parsing the canonical form gives the same result, canonical).
 */
import { cleanQuery } from '@/lib/filters/clean-query';
import { parseDecimal, parseInteger, parseNumberText } from '@/lib/filters/numbers';
import { parseSearchParams } from '@/lib/filters/parse-params';
import { buildRealEstateUrl, parseRealEstateUrl } from '@/lib/filters/path';
import { parsePriceText, priceDigits } from '@/lib/filters/price';
import { normalizeFilters } from '@/lib/filters/query';
import { SEARCH_KEY_ORDER } from '@/lib/filters/query-keys';
import { applyDaysOption, displayDaysValue, toggleRatingWeight, withStatus } from '@/lib/filters/rules';
import { SEGMENT_KEYS } from '@/lib/filters/segments';
import { serializeQuery } from '@/lib/filters/serialize';
import { parseSort } from '@/lib/filters/sort';
import { ctx, DEFAULT_SORT, filters, randomFilters, randomNumber, randomText, rng, splitUrl, type Rng } from './helpers';

const RUNS = 3000;

/** Values that look almost right: numbers, lists, ranges, with junk mixed in. */
function nearValue(r: Rng): string {
  return r.pick([
    () => String(randomNumber(r)),
    () => `${r.int(-5, 999999)}-${r.pick(['any', String(r.int(0, 9e6)), '', 'x'])}`,
    () => Array.from({ length: r.int(0, 8) }, () => r.pick(['r', 'c', 'a', 's', '60', '50', 'pool', '', ' ', '40.9', '-72.6', 'any'])).join(r.pick([',', '|', ',,'])),
    () => Array.from({ length: r.pick([2, 3, 4, 6, 7, 1001]) }, () => (r.next() * 200 - 100).toFixed(r.int(0, 12))).join(','),
    () => randomText(r, 60),
    () => r.pick(['1', '0', 'true', 'false', 'TRUE', 'yes', 'price asc', 'listed_at', 'bogus desc', 'NaN', 'Infinity', '1e308', '-0', '']),
    () => 'x'.repeat(r.pick([99, 100, 101, 5000, 21000])),
  ])();
}

function randomKey(r: Rng): string {
  return r.chance(0.8) ? r.pick([...SEARCH_KEY_ORDER, 'page', 'authorized']) : r.pick([randomText(r, 12), '__proto__', 'constructor', 'MinPrice', '']);
}

function randomSegments(r: Rng): string[] {
  return Array.from({ length: r.int(0, 8) }, () =>
    r.pick([
      () => `${r.pick([...SEGMENT_KEYS, 'TYPE', 'zoom', 'sort'])}-${nearValue(r)}`,
      () => `${r.pick(['riverhead', 'east-hampton', 'price', 'x'])}-${r.pick(['ny', 'NY', 'n', 'nyc'])}`,
      () => randomText(r, 20),
      () => r.pick(['', '-', '--', 'price--', 'beds-', 'location-north-fork', 'maxhoa--1']),
    ])(),
  );
}

function randomSearch(r: Rng): URLSearchParams {
  if (r.chance(0.3)) return new URLSearchParams(randomText(r, 80));
  return new URLSearchParams(Array.from({ length: r.int(0, 6) }, () => [randomKey(r), nearValue(r)]));
}

describe('fuzz: nothing throws, and what is accepted is stable', () => {
  const r = rng(2024);

  it('parseSearchParams on random parameters', () => {
    for (let i = 0; i < RUNS; i += 1) {
      const params = r.chance(0.5)
        ? randomSearch(r)
        : Object.fromEntries(Array.from({ length: r.int(0, 6) }, () => [randomKey(r), r.chance(0.3) ? [nearValue(r), nearValue(r)] : r.chance(0.1) ? undefined : nearValue(r)]));
      const { query, errors } = parseSearchParams(params);
      expect(Object.keys(errors).every((key) => (SEARCH_KEY_ORDER as string[]).includes(key))).toBe(true);
      expect(parseSearchParams(serializeQuery(query))).toEqual({ query, errors: {}, warnings: [] });
    }
  });

  it('parseRealEstateUrl on random segments and queries', () => {
    let ok = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const result = parseRealEstateUrl(randomSegments(r), randomSearch(r), ctx);
      if (result.kind === 'invalid') {
        expect(result.reason).toMatch(/\S/);
        continue;
      }
      ok += 1;
      const { segments, search } = splitUrl(result.canonicalUrl);
      expect(parseRealEstateUrl(segments, search, ctx)).toEqual({ ...result, isCanonical: true, redirectUrl: result.canonicalUrl });
    }
    expect(ok).toBeGreaterThan(RUNS / 10);
  });

  it('the small parsers on random text and values', () => {
    for (let i = 0; i < RUNS; i += 1) {
      const text = r.chance(0.5) ? nearValue(r) : randomText(r, 40);
      const junk: unknown = r.pick([text, randomNumber(r), null, undefined, {}, [], true, { field: text }]);
      for (const value of [text, junk]) {
        for (const n of [parseNumberText(value), parseInteger(value), parseDecimal(value), parsePriceText(value), priceDigits(value)]) {
          expect(n === null || Number.isFinite(n)).toBe(true);
        }
        const { sort, error } = parseSort(value, DEFAULT_SORT);
        expect(sort.field).toMatch(/^[a-z_]+$/);
        expect(error === null || typeof error === 'string').toBe(true);
      }
    }
  });

  it('cleanQuery, normalise, build and the UI rules on random junk', () => {
    for (let i = 0; i < RUNS; i += 1) {
      const junk = Object.fromEntries(Array.from({ length: r.int(0, 8) }, () => [randomKey(r), r.pick([nearValue(r), randomNumber(r), [nearValue(r)], { lat: nearValue(r) }, null])]));
      expect(cleanQuery(cleanQuery(junk))).toEqual(cleanQuery(junk));
      const f = randomFilters(r);
      const url = buildRealEstateUrl(f, ctx);
      expect(url.startsWith('/real-estate')).toBe(true);
      const n = normalizeFilters(applyDaysOption(withStatus(toggleRatingWeight(f, randomNumber(r)), r.some(['a', 's', nearValue(r)], 3)), r.pick(['daysprr', 'dayslisted']), nearValue(r)), ctx);
      expect(typeof displayDaysValue(n, 'daysprr')).toBe('string');
    }
  });

  it('survives pathological sizes quickly', () => {
    const started = Date.now();
    const huge = 'x'.repeat(1_000_000);
    expect(parseSearchParams({ keyword: huge, pts: Array.from({ length: 200_000 }, () => '1').join(',') }).errors).toEqual({ keyword: 'keyword is too long', pts: 'pts is too long' });
    expect(parseRealEstateUrl([huge], new URLSearchParams(), ctx).kind).toBe('invalid');
    expect(parseRealEstateUrl(Array.from({ length: 10_000 }, () => 'type-r'), new URLSearchParams(), ctx).kind).toBe('invalid');
    expect(normalizeFilters(filters((f) => (f.suggestions.keyword = Array.from({ length: 10_000 }, (_, i) => `k${i}`))), ctx).suggestions.keyword).toHaveLength(50);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
