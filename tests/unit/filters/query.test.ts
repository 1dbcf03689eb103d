import { cleanQuery } from '@/lib/filters/clean-query';
import { parseSearchParams } from '@/lib/filters/parse-params';
import { filtersToQuery, normalizeQuery, queryToFilters } from '@/lib/filters/query';
import { SEARCH_KEY_ORDER } from '@/lib/filters/query-keys';
import { serializeQuery, toQueryString } from '@/lib/filters/serialize';
import type { SearchQuery, SelectedFilters } from '@/lib/filters/types';
import { ctx, DEFAULT_SORT, filters } from './helpers';

/** Each selected filter and the query keys it becomes (SPEC §3). */
const MAPPING: [string, (f: SelectedFilters) => void, SearchQuery][] = [
  ['price.from', (f) => (f.price.from = 300000), { minprice: 300000 }],
  ['price.to', (f) => (f.price.to = 900000), { maxprice: 900000 }],
  ['beds', (f) => (f.beds = 3), { minbeds: 3 }],
  ['maxbeds', (f) => (f.maxbeds = 5), { maxbeds: 5 }],
  ['baths', (f) => (f.baths = 2), { minbaths: 2 }],
  ['maxbaths', (f) => (f.maxbaths = 3.5), { maxbaths: 3.5 }],
  ['zoom', (f) => (f.zoom = 12), { zoom: 12 }],
  ['favorite', (f) => (f.favorite = true), { favorite: true }],
  ['lvh', (f) => (f.lvh = true), { lvh: true }],
  ['lfh', (f) => (f.lfh = true), { lfh: true }],
  ['type', (f) => (f.type = ['r', 'c']), { type: ['r', 'c'] }],
  ['status', (f) => (f.status = ['a', 'u']), { status: ['a', 'u'] }],
  ['pts', (f) => (f.pts = [{ lat: 40, lon: -72 }, { lat: 41, lon: -72 }, { lat: 40.5, lon: -71 }]), { pts: [{ lat: 40, lon: -72 }, { lat: 41, lon: -72 }, { lat: 40.5, lon: -71 }] }],
  ['bounds', (f) => (f.bounds = { west: -73, south: 40, east: -72, north: 41 }), { bounds: { west: -73, south: 40, east: -72, north: 41 } }],
  ['circle', (f) => (f.circle = { lat: 40.9, lon: -72.6, miles: 3 }), { circle: { lat: 40.9, lon: -72.6, miles: 3 } }],
  ['advanced.minsqft', (f) => (f.advanced.minsqft = 1500), { minsqft: 1500 }],
  ['advanced.maxsqft', (f) => (f.advanced.maxsqft = 3000), { maxsqft: 3000 }],
  ['advanced.mingar', (f) => (f.advanced.mingar = 1), { mingar: 1 }],
  ['advanced.maxgar', (f) => (f.advanced.maxgar = 3), { maxgar: 3 }],
  ['advanced.minstories', (f) => (f.advanced.minstories = 1), { minstor: 1 }],
  ['advanced.maxstories', (f) => (f.advanced.maxstories = 2), { maxstor: 2 }],
  ['advanced.maxdaysprr', (f) => (f.advanced.maxdaysprr = 7), { maxdaysprr: 7 }],
  ['advanced.mindaysprr', (f) => (f.advanced.mindaysprr = 30), { mindaysprr: 30 }],
  ['advanced.photo', (f) => (f.advanced.photo = true), { withim: true }],
  ['advanced.minacres', (f) => (f.advanced.minacres = 0.5), { minacres: 0.5 }],
  ['advanced.maxacres', (f) => (f.advanced.maxacres = 10), { maxacres: 10 }],
  ['advanced.minyear', (f) => (f.advanced.minyear = 1950), { minyear: 1950 }],
  ['advanced.maxyear', (f) => (f.advanced.maxyear = 2020), { maxyear: 2020 }],
  ['advanced.mindayslisted', (f) => (f.advanced.mindayslisted = 14), { mindayslisted: 14 }],
  ['advanced.maxdayslisted', (f) => (f.advanced.maxdayslisted = 1), { maxdayslisted: 1 }],
  ['advanced.mindayssold', (f) => ((f.status = ['s']), (f.advanced.mindayssold = 7)), { status: ['s'], mindayssold: 7 }],
  ['advanced.maxdayssold', (f) => ((f.status = ['s']), (f.advanced.maxdayssold = 90)), { status: ['s'], maxdayssold: 90 }],
  ['advanced.basmnttype', (f) => (f.advanced.basmnttype = 3), { basmnttype: 3 }],
  ['advanced.maxhoa', (f) => (f.advanced.maxhoa = -1), { maxhoa: -1 }],
  ['advanced.maxassmortgrate', (f) => (f.advanced.maxassmortgrate = 3), { maxassmortgrate: 3 }],
  ['advanced.ratingweight', (f) => (f.advanced.ratingweight = [60, 40]), { ratingweight: [60, 40] }],
  ['advanced.features', (f) => (f.advanced.features = ['pool', 'fireplace']), { features: ['pool', 'fireplace'] }],
  ...(['pl', 'zip', 'city_label', 'city', 'area', 'hood', 'street', 'school', 'school_district', 'county', 'address', 'state', 'keyword'] as const).map(
    (key): [string, (f: SelectedFilters) => void, SearchQuery] => [`suggestions.${key}`, (f) => (f.suggestions[key] = ['North Fork']), { [key]: ['North Fork'] }],
  ),
];

describe('filtersToQuery ⇄ queryToFilters: every key (SPEC §3)', () => {
  it.each(MAPPING)('%s', (_name, change, keys) => {
    const f = filters(change);
    expect(filtersToQuery(f)).toEqual({ ...keys, sort: DEFAULT_SORT });
    expect(queryToFilters({ ...keys }, ctx)).toEqual(f);
  });

  it('empty filters are just the sort', () => expect(filtersToQuery(filters())).toEqual({ sort: DEFAULT_SORT }));
  it('no sort in the query is the company default', () => expect(queryToFilters({}, ctx).sort).toEqual(DEFAULT_SORT));
  it('a sort in the query wins', () => expect(queryToFilters({ sort: { field: 'price', direction: 'asc' } }, ctx).sort).toEqual({ field: 'price', direction: 'asc' }));
  it('drops vt and minhoa, which have no filter', () => expect(queryToFilters({ vt: 'map', minhoa: 100 }, ctx)).toEqual(filters()));
  it('does not share arrays with its input', () => {
    const f = filters((x) => (x.type = ['r']));
    const q = filtersToQuery(f);
    q.type?.push('c');
    expect(f.type).toEqual(['r']);
  });
});

describe('normalizeQuery: the company rules on an API query', () => {
  it('drops what is not offered, fills the default sort, keeps vt and minhoa', () => {
    expect(normalizeQuery({ type: ['zz', 'c', 'r'], status: ['a'], maxdayssold: 30, minprice: 0, vt: 'map', minhoa: 10, maxhoa: 5 }, ctx)).toEqual({
      type: ['r', 'c'], status: ['a'], vt: 'map', minhoa: 5, maxhoa: 10, sort: DEFAULT_SORT,
    });
  });
  it('is idempotent', () => {
    const q = normalizeQuery({ status: ['s', 'a'], maxdayssold: 30, sort: { field: 'price', direction: 'asc' } }, ctx);
    expect(q).toEqual({ status: ['a', 's'], maxdayssold: 30, sort: { field: 'price', direction: 'asc' } });
    expect(normalizeQuery(q, ctx)).toEqual(q);
  });
});

describe('cleanQuery: anything to a valid query', () => {
  it.each([
    [null, {}],
    ['minprice=5', {}],
    [[1, 2], {}],
    [{ minprice: '5' }, {}],
    [{ minprice: NaN, maxprice: Infinity, minbeds: 2.5, zoom: 0 }, {}],
    [{ minprice: 500, maxprice: 100 }, { minprice: 100, maxprice: 500 }],
    [{ type: ['R', 'bad code!', 7, 'r', ''] }, { type: ['r'] }],
    [{ keyword: ['a,b', ' c ', 'x'.repeat(101), 'd\u0000'] }, { keyword: ['a', 'b', 'c'] }],
    [{ city_label: ['Riverhead, NY|Southold, NY'] }, { city_label: ['Riverhead, NY', 'Southold, NY'] }],
    [{ zip: Array.from({ length: 60 }, (_, i) => String(i)) }, { zip: Array.from({ length: 50 }, (_, i) => String(i)) }],
    [{ ratingweight: [10, 60, 55, '50', 60] }, { ratingweight: [60, 10] }],
    [{ withim: 'true', favorite: true, lvh: 1 }, { favorite: true }],
    [{ pts: [{ lat: 1, lon: 2 }, { lat: 3, lon: 4 }] }, {}],
    [{ pts: [{ lat: 1, lon: 2 }, { lat: 3, lon: 4 }, { lat: 5, lon: 'x' }] }, {}],
    [{ bounds: { west: 1, south: 5, east: 2, north: 3 } }, { bounds: { west: 1, south: 3, east: 2, north: 5 } }],
    [{ circle: { lat: 1, lon: 2, miles: 0 } }, {}],
    [{ sort: { field: 'listed_at', direction: 'asc' } }, {}],
    [{ sort: 'price asc' }, {}],
    [{ sort: { field: 'price', direction: 'asc' } }, { sort: { field: 'price', direction: 'asc' } }],
    [{ vt: '  map ' }, { vt: 'map' }],
  ])('%p → %p', (input, expected) => expect(cleanQuery(input)).toEqual(expected));
});

describe('serializeQuery', () => {
  const full: SearchQuery = {
    sort: { field: 'price', direction: 'asc' },
    school: ['Riverhead HS'],
    address: ['12 Main St, Riverhead'],
    city_label: ['Riverhead, NY', 'Southold, NY'],
    ratingweight: [60, 50],
    circle: { lat: 40.9, lon: -72.6, miles: 2.5 },
    zoom: 12,
    bounds: { west: -73, south: 40.5, east: -72, north: 41.25 },
    pts: [{ lat: 40, lon: -72 }, { lat: 41, lon: -72.5 }, { lat: 40.5, lon: -71 }],
    pl: ['North Fork'],
    keyword: ['pool', 'ocean view'],
    vt: 'map',
    features: ['pool'],
    status: ['a', 's'],
    type: ['r'],
    maxhoa: -1,
    minacres: 0.25,
    withim: true,
    favorite: true,
    minprice: 300000,
  };

  it('writes SPEC order, separators and flags exactly', () => {
    expect(serializeQuery(full)).toEqual({
      minprice: '300000', withim: '1', minacres: '0.25', maxhoa: '-1', type: 'r', status: 'a,s', features: 'pool', vt: 'map',
      keyword: 'pool,ocean view', pl: 'North Fork', pts: '40,-72,41,-72.5,40.5,-71', bounds: '-73,40.5,-72,41.25', zoom: '12',
      circle: '40.9,-72.6,2.5', city_label: 'Riverhead, NY|Southold, NY', ratingweight: '60,50', school: 'Riverhead HS',
      address: '12 Main St, Riverhead', favorite: '1', sort: 'price asc',
    });
    expect(Object.keys(serializeQuery(full))).toEqual(SEARCH_KEY_ORDER.filter((key) => key in full));
  });

  it('reads back exactly', () => expect(parseSearchParams(serializeQuery(full))).toEqual({ query: full, errors: {}, warnings: [] }));
  it('reads back through a query string', () => {
    expect(parseSearchParams(new URLSearchParams(toQueryString(serializeQuery(full)))).query).toEqual(full);
  });
  it('leaves out empty lists and false flags', () => expect(serializeQuery({ type: [], withim: false, keyword: [] })).toEqual({}));
  it('writes a readable query string', () => {
    expect(toQueryString(serializeQuery({ keyword: ['ocean view', 'a+b&c'], type: ['r', 'c'] }))).toBe('type=r,c&keyword=ocean+view,a%2Bb%26c');
  });
});
