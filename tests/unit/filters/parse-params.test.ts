import { parseSearchParams } from '@/lib/filters/parse-params';
import { SUGGESTION_KEYS } from '@/lib/filters/types';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('parseSearchParams: multi-value keys', () => {
  it.each([
    ['type=r,c', { type: ['r', 'c'] }],
    ['type=R,%20C%20', { type: ['r', 'c'] }],
    ['type=r,,c,', { type: ['r', 'c'] }],
    ['type=r,r,c', { type: ['r', 'c'] }],
    ['type=r&type=c', { type: ['r', 'c'] }],
    ['type=mf,si_x,t-1', { type: ['mf', 'si_x', 't-1'] }],
    ['status=a,u', { status: ['a', 'u'] }],
    ['features=pool,waterfront', { features: ['pool', 'waterfront'] }],
    ['features=Guest%20Cottage', { features: ['Guest Cottage'] }],
    ['ratingweight=60,50', { ratingweight: [60, 50] }],
    ['ratingweight=10,60,30,60', { ratingweight: [60, 30, 10] }],
    ['keyword=pool,ocean%20view', { keyword: ['pool', 'ocean view'] }],
    ['city_label=Riverhead,%20NY|Southold,%20NY', { city_label: ['Riverhead, NY', 'Southold, NY'] }],
    ['street=Main%20St,%20Riverhead|Front%20St', { street: ['Main St, Riverhead', 'Front St'] }],
    ['pl=North%20Fork|The%20Hamptons', { pl: ['North Fork', 'The Hamptons'] }],
    ['address=12%20Main%20St,%20Riverhead,%20NY', { address: ['12 Main St, Riverhead, NY'] }],
    ['keyword=%3Cscript%3Ealert(1)%3C/script%3E', { keyword: ['<script>alert(1)</script>'] }],
    ["keyword=O'Brien&street=1'%20OR%20'1'%3D'1", { keyword: ["O'Brien"], street: ["1' OR '1'='1"] }],
    ['type=&keyword=', {}],
  ])('%s → %p', (text, query) => expect(parse(text)).toEqual({ query, errors: {}, warnings: [] }));

  it.each(SUGGESTION_KEYS)('%s: values are trimmed text, split on its separator', (key) => {
    const separator = ['city_label', 'street', 'pl', 'address'].includes(key) ? '|' : ',';
    expect(parse(`${key}=${encodeURIComponent(` one ${separator}two`)}`).query).toEqual({ [key]: ['one', 'two'] });
  });

  it.each([
    ['type=<script>', 'type', 'type values must be codes of letters, digits, - or _'],
    ["status=a'--", 'status', 'status values must be codes of letters, digits, - or _'],
    [`type=${'x'.repeat(21)}`, 'type', 'type values must be codes of letters, digits, - or _'],
    [`keyword=${'k'.repeat(101)}`, 'keyword', 'keyword values must be at most 100 characters'],
    ['ratingweight=55', 'ratingweight', 'ratingweight values must be among 60, 50, 40, 30, 20, 10'],
    ['ratingweight=60,abc', 'ratingweight', 'ratingweight values must be among 60, 50, 40, 30, 20, 10'],
    [`zip=${Array.from({ length: 51 }, (_, i) => 11900 + i).join(',')}`, 'zip', 'zip takes at most 50 values'],
    [`keyword=${'a'.repeat(20_001)}`, 'keyword', 'keyword is too long'],
  ])('%#: %s… is an error for %s', (text, key, error) => expect(parse(text)).toEqual({ query: {}, errors: { [key]: error }, warnings: [] }));

  it('accepts exactly 50 values and exactly 100 characters', () => {
    const zips = Array.from({ length: 50 }, (_, i) => String(11900 + i));
    expect(parse(`zip=${zips.join(',')}&keyword=${'k'.repeat(100)}`).query).toEqual({ zip: zips, keyword: ['k'.repeat(100)] });
  });

  it('refuses control characters and lone surrogates (record input)', () => {
    expect(parseSearchParams({ keyword: 'a\u0000b', city: '\ud800x' }).errors).toEqual({
      keyword: 'keyword contains characters that are not allowed',
      city: 'city contains characters that are not allowed',
    });
  });
});

describe('parseSearchParams: flags, view type, sort', () => {
  it.each(['withim', 'favorite', 'lvh', 'lfh'])('%s: 1/true read as true, 0/false as nothing, anything else is an error', (key) => {
    for (const value of ['1', 'true', 'TRUE']) expect(parse(`${key}=${value}`).query).toEqual({ [key]: true });
    for (const value of ['0', 'false', '']) expect(parse(`${key}=${value}`)).toEqual({ query: {}, errors: {}, warnings: [] });
    expect(parse(`${key}=yes`).errors).toEqual({ [key]: `${key} must be 1, 0, true or false` });
  });

  it('reads vt as text', () => expect(parse('vt=map').query).toEqual({ vt: 'map' }));

  it.each([
    ['sort=price%20asc', { field: 'price', direction: 'asc' }],
    ['sort=price+asc', { field: 'price', direction: 'asc' }],
    ['sort=listed_at', { field: 'created_at', direction: 'desc' }],
  ])('%s → %p', (text, sort) => expect(parse(text)).toEqual({ query: { sort }, errors: {}, warnings: [] }));

  it.each(['sort=bogus', 'sort=price%20up', 'sort=price%20asc%20now'])('%s: a warning, no error, default left to the caller (DESIGN §8)', (text) => {
    const { query, errors, warnings } = parse(text);
    expect(query).toEqual({});
    expect(errors).toEqual({});
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Invalid sort ".*" ignored; the default sorting is used$/);
  });
});

describe('parseSearchParams: geometry (DESIGN §8)', () => {
  const ring = (n: number) => Array.from({ length: n }, (_, i) => `${40 + i / 1000},${-72 - i / 1000}`).join(',');

  it('reads a polygon', () => {
    expect(parse('pts=40.9,-72.7,41,-72.6,40.95,-72.5').query).toEqual({
      pts: [
        { lat: 40.9, lon: -72.7 },
        { lat: 41, lon: -72.6 },
        { lat: 40.95, lon: -72.5 },
      ],
    });
  });
  it('accepts 3 and 500 points', () => {
    expect(parse(`pts=${ring(3)}`).query.pts).toHaveLength(3);
    expect(parse(`pts=${ring(500)}`).query.pts).toHaveLength(500);
  });
  it('rounds coordinates to 7 decimals', () => {
    expect(parse('pts=40.123456789,-72.1,41,-72,40,-71.000000049').query.pts).toEqual([
      { lat: 40.1234568, lon: -72.1 },
      { lat: 41, lon: -72 },
      { lat: 40, lon: -71 },
    ]);
  });
  it.each([
    [`pts=${ring(2)}`, 'pts needs at least 3 points'],
    [`pts=${ring(501)}`, 'pts takes at most 500 points'],
    [`pts=${ring(10_000)}`, 'pts is too long'],
    ['pts=40,-72,41,-72,40', 'pts must be lat,lon pairs of plain numbers'],
    ['pts=40,-72,41,-72,40,abc', 'pts must be lat,lon pairs of plain numbers'],
    ['pts=91,-72,41,-72,40,-71', 'pts needs latitudes within ±90 and longitudes within ±180'],
    ['pts=40,-181,41,-72,40,-71', 'pts needs latitudes within ±90 and longitudes within ±180'],
  ])('%#: refuses pts → %p', (text, error) => expect(parse(text).errors).toEqual({ pts: error }));

  it.each([
    ['bounds=-73,40.5,-72,41.2', { west: -73, south: 40.5, east: -72, north: 41.2 }],
    ['bounds=170,-10,-170,10', { west: 170, south: -10, east: -170, north: 10 }],
    ['bounds=-180,-90,180,90', { west: -180, south: -90, east: 180, north: 90 }],
  ])('%s → %p', (text, bounds) => expect(parse(text)).toEqual({ query: { bounds }, errors: {}, warnings: [] }));

  it('swaps south above north with a warning', () => {
    expect(parse('bounds=-73,41.2,-72,40.5')).toEqual({
      query: { bounds: { west: -73, south: 40.5, east: -72, north: 41.2 } },
      errors: {},
      warnings: ['bounds had south above north; they have been swapped'],
    });
  });
  it.each([
    ['bounds=-73,40.5,-72', 'bounds must be four plain numbers: west,south,east,north'],
    ['bounds=-73,40.5,-72,41,0', 'bounds must be four plain numbers: west,south,east,north'],
    ['bounds=-181,40,-72,41', 'bounds needs longitudes within ±180 and latitudes within ±90'],
    ['bounds=-73,-91,-72,41', 'bounds needs longitudes within ±180 and latitudes within ±90'],
    ['bounds=a,b,c,d', 'bounds must be four plain numbers: west,south,east,north'],
  ])('%s → %p', (text, error) => expect(parse(text).errors).toEqual({ bounds: error }));

  it.each([
    ['circle=40.9,-72.6,5', { lat: 40.9, lon: -72.6, miles: 5 }],
    ['circle=40.9,-72.6,100', { lat: 40.9, lon: -72.6, miles: 100 }],
    ['circle=40.9,-72.6,0.25', { lat: 40.9, lon: -72.6, miles: 0.25 }],
  ])('%s → %p', (text, circle) => expect(parse(text).query).toEqual({ circle }));
  it.each([
    ['circle=40.9,-72.6,0', 'circle radius must be above 0 and at most 100 miles'],
    ['circle=40.9,-72.6,0.0001', 'circle radius must be above 0 and at most 100 miles'],
    ['circle=40.9,-72.6,100.5', 'circle radius must be above 0 and at most 100 miles'],
    ['circle=40.9,-72.6,-5', 'circle radius must be above 0 and at most 100 miles'],
    ['circle=95,-72.6,5', 'circle needs a latitude within ±90 and a longitude within ±180'],
    ['circle=40.9,-72.6', 'circle must be three plain numbers: lat,lon,miles'],
    ['circle=40.9,-72.6,5mi', 'circle must be three plain numbers: lat,lon,miles'],
  ])('%s → %p', (text, error) => expect(parse(text).errors).toEqual({ circle: error }));
});

describe('parseSearchParams: keys', () => {
  it('ignores page and authorized silently', () => expect(parse('page=3&authorized=1&minbeds=2')).toEqual({ query: { minbeds: 2 }, errors: {}, warnings: [] }));

  it('warns about unknown keys, naming at most ten', () => {
    expect(parse('foo=1&MinPrice=5&minbeds=2').warnings).toEqual(['Unknown search keys ignored: "foo", "MinPrice"']);
    const many = Array.from({ length: 12 }, (_, i) => `k${i}=1`).join('&');
    expect(parse(many).warnings).toEqual([`Unknown search keys ignored: ${Array.from({ length: 10 }, (_, i) => `"k${i}"`).join(', ')} and 2 more`]);
  });

  it('reports every bad key at once and keeps the good ones', () => {
    const { query, errors } = parse('minprice=abc&maxbeds=2&zoom=0&type=r');
    expect(query).toEqual({ maxbeds: 2, type: ['r'] });
    expect(Object.keys(errors).sort()).toEqual(['minprice', 'zoom']);
  });

  it('reads a record (Next searchParams) with arrays and undefined', () => {
    expect(parseSearchParams({ type: ['r', 'c,t'], minbeds: '3', maxbeds: undefined, keyword: [] })).toEqual({
      query: { type: ['r', 'c', 't'], minbeds: 3 },
      errors: {},
      warnings: [],
    });
  });

  it('does not let __proto__ or constructor reach anything', () => {
    const record = JSON.parse('{"__proto__": "1", "constructor": "x", "toString": "y"}') as Record<string, string>;
    const { query, errors, warnings } = parseSearchParams(record);
    expect(query).toEqual({});
    expect(errors).toEqual({});
    expect(warnings).toHaveLength(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
