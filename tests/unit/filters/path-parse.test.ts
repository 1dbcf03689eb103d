import { buildRealEstateUrl, parseRealEstateUrl } from '@/lib/filters/path';
import { filtersToQuery } from '@/lib/filters/query';
import type { SelectedFilters } from '@/lib/filters/types';
import { ctx, filters, splitUrl } from './helpers';

const parse = (segments: string[], query = '') => parseRealEstateUrl(segments, new URLSearchParams(query), ctx);

describe('parseRealEstateUrl: canonical URLs', () => {
  it.each<[string[], string, (f: SelectedFilters) => void]>([
    [[], '', () => undefined],
    [['riverhead-ny'], '', (f) => (f.suggestions.city_label = ['Riverhead, NY'])],
    [['location-north-fork'], '', (f) => (f.suggestions.pl = ['North Fork'])],
    [['type-r,c', 'status-a'], '', (f) => ((f.type = ['r', 'c']), (f.status = ['a']))],
    [['price-300000-any', 'beds-3'], 'maxbeds=5', (f) => ((f.price.from = 300000), (f.beds = 3), (f.maxbeds = 5))],
    [['price-any-2147483647'], '', (f) => (f.price.to = 2_147_483_647)],
    [['photo-1', 'maxhoa--1'], 'favorite=1', (f) => ((f.advanced.maxhoa = -1), (f.advanced.photo = true), (f.favorite = true))],
    [['features-Guest Cottage'], '', (f) => (f.advanced.features = ['Guest Cottage'])],
  ])('%p ?%s', (segments, query, change) => {
    const result = parse(segments, query);
    expect(result).toEqual({ kind: 'ok', query: expect.any(Object), filters: filters(change), canonicalUrl: expect.any(String), isCanonical: true, redirectUrl: expect.any(String) });
    if (result.kind === 'ok') expect(result.redirectUrl).toBe(result.canonicalUrl);
  });
});

describe('parseRealEstateUrl: valid but not canonical → redirect (DESIGN §4, §8)', () => {
  it.each<[string[], string, string]>([
    [['status-a', 'type-r'], '', '/real-estate/type-r/status-a'],
    [['type-c,r'], '', '/real-estate/type-r,c'],
    [['type-R'], '', '/real-estate/type-r'],
    [['TYPE-r'], '', '/real-estate/type-r'],
    [['type-r,r'], '', '/real-estate/type-r'],
    [['type-r,zz'], '', '/real-estate/type-r'],
    [['type-zz'], '', '/real-estate'],
    [['status-a,o'], '', '/real-estate/status-a'],
    [['features-sauna,pool'], '', '/real-estate/features-pool'],
    [['features-POOL'], '', '/real-estate/features-pool'],
    [['Riverhead-NY'], '', '/real-estate/riverhead-ny'],
    [['location-North-Fork'], '', '/real-estate/location-north-fork'],
    [['price-900000-300000'], '', '/real-estate/price-300000-900000'],
    [['price-any-any'], '', '/real-estate'],
    [['price-0-any'], '', '/real-estate'],
    [['price-0300000-any'], '', '/real-estate/price-300000-any'],
    // A malformed query filter is dropped with a redirect, an out-of-range price too.
    [[], 'minprice=3000000000&maxbeds=4', '/real-estate?maxbeds=4'],
    [['beds-03'], '', '/real-estate/beds-3'],
    [['photo-0'], '', '/real-estate'],
    [['photo-true'], '', '/real-estate/photo-1'],
    [['minsqft-3000', 'maxsqft-1500'], '', '/real-estate/minsqft-1500/maxsqft-3000'],
    [['minacres-0.123456'], '', '/real-estate/minacres-0.1235'],
    [['ratingweight-50,60'], '', '/real-estate/ratingweight-60,50'],
    [['status-a', 'maxdayssold-30'], '', '/real-estate/status-a'],
    [[], 'type=r', '/real-estate/type-r'],
    [[], 'city_label=Riverhead,+NY', '/real-estate/riverhead-ny'],
    [[], 'pl=North+Fork', '/real-estate/location-north-fork'],
    [[], 'withim=1', '/real-estate/photo-1'],
    [[], 'maxbaths=3&maxbeds=4', '/real-estate?maxbeds=4&maxbaths=3'],
    [[], 'sort=created_at+desc', '/real-estate'],
    [[], 'sort=listed_at+asc', '/real-estate?sort=created_at+asc'],
    [[], 'sort=bogus', '/real-estate'],
    [[], 'favorite=0', '/real-estate'],
    [[], 'favorite=true', '/real-estate?favorite=1'],
    [[], 'minbeds=abc&maxbeds=4', '/real-estate?maxbeds=4'],
    [[], 'keyword=', '/real-estate'],
    [[], 'zoom=0', '/real-estate'],
    [['beds-5'], 'maxbeds=2', '/real-estate/beds-2?maxbeds=5'],
  ])('%p ?%s → %s', (segments, query, canonicalUrl) => {
    const result = parse(segments, query);
    expect(result).toMatchObject({ kind: 'ok', isCanonical: false, canonicalUrl });
  });

  it('keeps non-filter parameters for the redirect, not for the canonical URL', () => {
    const result = parse(['type-c,r'], 'gclid=abc&page=2&vt=map&type-x=1');
    expect(result).toMatchObject({
      kind: 'ok',
      isCanonical: false,
      canonicalUrl: '/real-estate/type-r,c',
      redirectUrl: '/real-estate/type-r,c?gclid=abc&page=2&vt=map&type-x=1',
    });
  });

  it('a canonical URL with tracking parameters is still canonical', () => {
    expect(parse(['type-r'], 'gclid=abc&signuponmount=1')).toMatchObject({ isCanonical: true, redirectUrl: '/real-estate/type-r?gclid=abc&signuponmount=1' });
  });

  it("reads a page's searchParams record as well", () => {
    expect(parseRealEstateUrl(['type-r'], { maxbeds: '4', keyword: ['pool', 'dock'], gclid: 'x', skip: undefined }, ctx)).toMatchObject({
      kind: 'ok',
      isCanonical: false,
      canonicalUrl: '/real-estate/type-r?maxbeds=4&keyword=pool,dock',
      redirectUrl: '/real-estate/type-r?maxbeds=4&keyword=pool,dock&gclid=x',
    });
    expect(parseRealEstateUrl(['type-r'], { maxbeds: '4', keyword: 'pool,dock' }, ctx)).toMatchObject({ isCanonical: true });
  });

  it('query keys out of order are not canonical', () => {
    expect(parse([], 'maxbaths=3&maxbeds=4')).toMatchObject({ isCanonical: false });
    expect(parse([], 'maxbeds=4&maxbaths=3')).toMatchObject({ isCanonical: true });
  });
});

describe('parseRealEstateUrl: invalid → 404 (DESIGN §4)', () => {
  it.each<[string[], string]>([
    [['foo'], ''],
    [['unknown-segment-here'], ''],
    [['riverhead'], ''],
    [[''], ''],
    [['--'], ''],
    [['-'], ''],
    [['beds-'], ''],
    [['beds-any'], ''],
    [['beds-abc'], ''],
    [['beds-2.5'], ''],
    [['beds-100'], ''],
    [['beds--1'], ''],
    [['baths-NaN'], ''],
    [['minsqft-Infinity'], ''],
    [['minsqft-1e3'], ''],
    [['minsqft-99999999999999999999999'], ''],
    [['type-'], ''],
    [['type-r,,c'], ''],
    [['type-,r'], ''],
    [['type-<script>'], ''],
    [["type-r'--"], ''],
    [['status-'], ''],
    [['features-'], ''],
    [['features-pool,'], ''],
    [['price-abc-any'], ''],
    [['price-'], ''],
    [['price--'], ''],
    [['price-300000'], ''],
    [['price-1-2-3'], ''],
    [['price--5-any'], ''],
    // Prices are int4 columns (DESIGN §13): past the largest a bound is out of range, a 404 like any other.
    [['price-2147483648-any'], ''],
    [['price-any-9999999999'], ''],
    [['price-99999999999-any'], ''],
    [['photo-yes'], ''],
    [['ratingweight-55'], ''],
    [['ratingweight-60,,50'], ''],
    [['basmnttype-0'], ''],
    [['basmnttype-8'], ''],
    [['maxhoa--2'], ''],
    [['minyear-20'], ''],
    [['location-nowhere'], ''],
    [['location-north-fork,nowhere'], ''],
    [['location-'], ''],
    [['type-r', 'type-c'], ''],
    [['beds-2', 'beds-3'], ''],
    [['riverhead-ny', 'southold-ny'], ''],
    [['price-1-any', 'price-any-2'], ''],
    [['maxassmortgrate-3'], ''],
    [['maxbeds-3'], ''],
    [['zoom-12'], ''],
    [['sort-price'], ''],
    [['real-estate'], ''],
    [['type-r'], 'type=c'],
    [['price-1-any'], 'maxprice=5'],
    [['riverhead-ny'], 'city_label=Southold,+NY'],
    [['location-north-fork'], 'pl=Foo'],
    [['photo-1'], 'withim=1'],
    [['minstories-1'], 'minstor=2'],
    [[`type-${Array.from({ length: 51 }, (_, i) => `t${i}`).join(',')}`], ''],
    [[`x${'a'.repeat(6000)}-ny`], ''],
  ])('%p ?%s', (segments, query) => {
    const result = parse(segments, query);
    expect(result.kind).toBe('invalid');
    if (result.kind === 'invalid') expect(result.reason).toMatch(/\S/);
  });

  it('names the duplicate', () => expect(parse(['type-r', 'status-a', 'type-c'])).toEqual({ kind: 'invalid', reason: 'The type segment is given twice' }));
  it('names a path/query clash', () => expect(parse(['beds-2'], 'minbeds=3')).toEqual({ kind: 'invalid', reason: 'minbeds is given in both the path and the query' }));
});

describe('parseRealEstateUrl ∘ buildRealEstateUrl on hand-picked sets', () => {
  it.each<[string, (f: SelectedFilters) => void]>([
    ['every key at once', (f) => {
      f.suggestions = { city_label: ['Riverhead, NY'], pl: ['North Fork'], keyword: ["O'Brien <b>"], street: ['Main St, Riverhead'], address: ['1 A St, B, NY'] };
      f.type = ['r', 'c'];
      f.status = ['a', 's'];
      f.price = { from: 100000, to: 2000000 };
      f.beds = 2;
      f.maxbeds = 4;
      f.baths = 1.5;
      f.maxbaths = 3;
      f.pts = [{ lat: 40.1234567, lon: -72.7654321 }, { lat: 41, lon: -72 }, { lat: 40.5, lon: -71.5 }];
      f.bounds = { west: 179, south: -1, east: -179, north: 1 };
      f.circle = { lat: 0.0000001, lon: -0.0000001, miles: 0.001 };
      f.zoom = 20;
      f.sort = { field: 'price_reduced_at', direction: 'asc' };
      f.favorite = true;
      f.lvh = true;
      f.lfh = true;
      Object.assign(f.advanced, {
        minsqft: 500, maxsqft: 5000, mingar: 0, maxgar: 5, minstories: 1, maxstories: 5, maxdaysprr: 30, mindaysprr: 1, photo: true,
        minacres: 0.01, maxacres: 100, minyear: 1900, maxyear: 2025, mindayslisted: 0, maxdayslisted: 180, mindayssold: 7, maxdayssold: 1825,
        basmnttype: 7, maxhoa: 5000, maxassmortgrate: 2.5, ratingweight: [60, 50, 40, 30, 20, 10], features: ['pool', 'water-view', '55-plus', 'Guest Cottage'],
      });
    }],
    ['a city label with a pipe-free comma', (f) => (f.suggestions.city_label = ['St. James, NY'])],
    ['No HOA and No Assumable Mortgage', (f) => ((f.advanced.maxhoa = -1), (f.advanced.maxassmortgrate = -1))],
  ])('%s', (_name, change) => {
    const f = filters(change);
    const url = buildRealEstateUrl(f, ctx);
    const { segments, search } = splitUrl(url);
    expect(parseRealEstateUrl(segments, search, ctx)).toEqual({ kind: 'ok', query: filtersToQuery(f), filters: f, canonicalUrl: url, isCanonical: true, redirectUrl: url });
  });
});
