import { emptyAdvanced, emptyFilters } from '@/lib/filters/defaults';
import { normalizeFilters } from '@/lib/filters/query';
import { applyDaysOption, displayDaysValue, pickOffered, toggleRatingWeight, withStatus, type DaysKind } from '@/lib/filters/rules';
import type { SelectedFilters } from '@/lib/filters/types';
import { ctx, DEFAULT_SORT, filters } from './helpers';

const normalize = (change: (f: SelectedFilters) => void) => normalizeFilters(filters(change), ctx);

describe('defaults', () => {
  it('empty filters hold nothing and the given sort', () => {
    const f = emptyFilters({ field: 'price', direction: 'asc' });
    expect(f).toEqual({
      favorite: false, suggestions: {}, type: [], status: [], price: { from: null, to: null }, lvh: false, lfh: false,
      beds: null, maxbeds: null, baths: null, maxbaths: null, pts: null, bounds: null, circle: null, zoom: null,
      sort: { field: 'price', direction: 'asc' }, advanced: emptyAdvanced(),
    });
    expect(Object.values(emptyAdvanced()).filter((v) => v !== null)).toEqual([false, [], []]);
  });
  it('does not share state between calls', () => {
    const a = emptyFilters(DEFAULT_SORT);
    a.type.push('r');
    a.advanced.features.push('pool');
    expect(emptyFilters(DEFAULT_SORT).type).toEqual([]);
    expect(emptyFilters(DEFAULT_SORT).advanced.features).toEqual([]);
  });
});

describe('normalizeFilters: reversed min/max pairs are swapped (SPEC §4, §5)', () => {
  const pairs: [string, (f: SelectedFilters) => void, (f: SelectedFilters) => [number | null, number | null]][] = [
    ['price', (f) => (f.price = { from: 900000, to: 300000 }), (f) => [f.price.from, f.price.to]],
    ['beds', (f) => ((f.beds = 5), (f.maxbeds = 2)), (f) => [f.beds, f.maxbeds]],
    ['baths', (f) => ((f.baths = 4), (f.maxbaths = 1.5)), (f) => [f.baths, f.maxbaths]],
    ['sqft', (f) => ((f.advanced.minsqft = 3000), (f.advanced.maxsqft = 1500)), (f) => [f.advanced.minsqft, f.advanced.maxsqft]],
    ['year', (f) => ((f.advanced.minyear = 2020), (f.advanced.maxyear = 1950)), (f) => [f.advanced.minyear, f.advanced.maxyear]],
    ['garages', (f) => ((f.advanced.mingar = 4), (f.advanced.maxgar = 1)), (f) => [f.advanced.mingar, f.advanced.maxgar]],
    ['stories', (f) => ((f.advanced.minstories = 3), (f.advanced.maxstories = 1)), (f) => [f.advanced.minstories, f.advanced.maxstories]],
    ['acres', (f) => ((f.advanced.minacres = 5), (f.advanced.maxacres = 0.5)), (f) => [f.advanced.minacres, f.advanced.maxacres]],
    ['days listed', (f) => ((f.advanced.mindayslisted = 30), (f.advanced.maxdayslisted = 7)), (f) => [f.advanced.mindayslisted, f.advanced.maxdayslisted]],
    ['days price reduced', (f) => ((f.advanced.mindaysprr = 60), (f.advanced.maxdaysprr = 3)), (f) => [f.advanced.mindaysprr, f.advanced.maxdaysprr]],
    ['days sold', (f) => ((f.status = ['s']), (f.advanced.mindayssold = 365), (f.advanced.maxdayssold = 30)), (f) => [f.advanced.mindayssold, f.advanced.maxdayssold]],
  ];
  it.each(pairs)('%s', (_name, change, read) => {
    const [low, high] = read(filters(change));
    expect(read(normalize(change))).toEqual([high, low]);
  });
  it('keeps ordered and equal pairs', () => {
    expect(normalize((f) => ((f.beds = 2), (f.maxbeds = 2))).beds).toBe(2);
    expect(normalize((f) => (f.price = { from: 100000, to: 200000 })).price).toEqual({ from: 100000, to: 200000 });
  });
});

describe('normalizeFilters: what the company offers (SPEC §4)', () => {
  it('drops types, statuses and features it does not offer and orders the rest its way', () => {
    const f = normalize((x) => {
      x.type = ['ll', 'zz', 'R', 'c', 'r'];
      x.status = ['s', 'o', 'a'];
      x.advanced.features = ['waterfront', 'sauna', 'POOL', 'guest cottage'];
    });
    expect(f.type).toEqual(['r', 'c', 'll']);
    expect(f.status).toEqual(['a', 's']);
    expect(f.advanced.features).toEqual(['pool', 'waterfront', 'Guest Cottage']);
  });
  it('prefers an exact feature match over a case-insensitive one', () => {
    expect(pickOffered(['pool'], ['Pool', 'pool'])).toEqual(['pool']);
    expect(pickOffered(['POOL'], ['Pool', 'pool'])).toEqual(['Pool']);
    expect(pickOffered(['a', 'a'], ['a', 'a', 'b'])).toEqual(['a']);
  });
  it('never offers a feature param with a comma (it cannot be written)', () => {
    expect(normalizeFilters(filters((f) => (f.advanced.features = ['a,b'])), { ...ctx, features: ['a,b'] }).advanced.features).toEqual([]);
  });
});

describe('normalizeFilters: other rules', () => {
  it.each([
    [['a'], null],
    [[], null],
    [['s'], 30],
    [['a', 's'], 30],
  ])('status %p: days sold %p (SPEC §4)', (status, days) => {
    const f = normalize((x) => ((x.status = status), (x.advanced.maxdayssold = 30), (x.advanced.mindayssold = 7)));
    expect(f.advanced.maxdayssold).toBe(days);
    expect(f.advanced.mindayssold).toBe(days === null ? null : 7);
  });
  it('reads a zero price as no bound (SPEC §5 zero is Any)', () => expect(normalize((f) => (f.price = { from: 0, to: 0 })).price).toEqual({ from: null, to: null }));
  it('keeps other zeros, which mean something (no garage, a studio)', () => {
    const f = normalize((x) => ((x.maxbeds = 0), (x.advanced.maxgar = 0)));
    expect([f.maxbeds, f.advanced.maxgar]).toEqual([0, 0]);
  });
  it('orders rating weights best first and dedupes', () => expect(normalize((f) => (f.advanced.ratingweight = [10, 60, 30, 60])).advanced.ratingweight).toEqual([60, 30, 10]));
  it('dedupes, trims and splits suggestions, keeping their order', () => {
    const f = normalize((x) => {
      x.suggestions.keyword = [' pool ', 'dock,pier', 'pool'];
      x.suggestions.city_label = ['Southold, NY', 'Riverhead, NY|Southold, NY'];
      x.suggestions.zip = [];
      x.suggestions.hood = ['', '  '];
    });
    expect(f.suggestions).toEqual({ keyword: ['pool', 'dock', 'pier'], city_label: ['Southold, NY', 'Riverhead, NY'] });
  });
  it('drops values out of range or not numbers', () => {
    const f = normalize((x) => {
      x.beds = NaN;
      x.baths = -1;
      x.zoom = 21;
      x.advanced.basmnttype = 9;
      x.advanced.minyear = 20;
      x.advanced.maxhoa = -5;
      x.advanced.maxassmortgrate = Infinity;
      x.price.from = 1e13;
    });
    expect(f).toEqual(filters());
  });
  it('drops malformed geometry', () => {
    const f = normalize((x) => {
      x.pts = [{ lat: 1, lon: 1 }, { lat: 2, lon: 2 }];
      x.bounds = { west: -200, south: 0, east: 0, north: 1 };
      x.circle = { lat: 0, lon: 0, miles: 500 };
    });
    expect([f.pts, f.bounds, f.circle]).toEqual([null, null, null]);
  });
  it('replaces an invalid sort with the company default', () => {
    const bad = filters((x) => (x.sort = { field: 'bogus' as 'price', direction: 'asc' }));
    expect(normalizeFilters(bad, ctx).sort).toEqual(DEFAULT_SORT);
  });
  it('is idempotent and does not mutate its input', () => {
    const input = filters((x) => ((x.type = ['c', 'r']), (x.beds = 4), (x.maxbeds = 2)));
    const copy = JSON.parse(JSON.stringify(input)) as SelectedFilters;
    const once = normalizeFilters(input, ctx);
    expect(normalizeFilters(once, ctx)).toEqual(once);
    expect(input).toEqual(copy);
  });
});

describe('withStatus (SPEC §4)', () => {
  const sold = filters((f) => ((f.status = ['s']), (f.advanced.maxdayssold = 30), (f.advanced.mindayssold = 7)));
  it('leaving Sold clears the days sold', () => {
    const f = withStatus(sold, ['a']);
    expect(f.status).toEqual(['a']);
    expect([f.advanced.maxdayssold, f.advanced.mindayssold]).toEqual([null, null]);
  });
  it('keeping Sold keeps them', () => expect(withStatus(sold, ['a', 's']).advanced.maxdayssold).toBe(30));
  it('dedupes and does not mutate', () => {
    expect(withStatus(sold, ['s', 's', 'a']).status).toEqual(['s', 'a']);
    expect(sold.status).toEqual(['s']);
  });
});

describe('applyDaysOption / displayDaysValue (SPEC §4, §9)', () => {
  const kinds: DaysKind[] = ['daysprr', 'dayslisted'];
  it.each(kinds.flatMap((kind) => [
    [kind, '30+', 30, null, '30+'],
    [kind, '120+', 120, null, '120+'],
    [kind, '7', null, 7, '7'],
    [kind, ' 1 ', null, 1, '1'],
    [kind, '', null, null, ''],
    [kind, 'any', null, null, ''],
  ] as const))('%s %p → min %p, max %p, shown %p', (kind, option, min, max, shown) => {
    const start = applyDaysOption(filters(), kind, '14');
    const f = applyDaysOption(kind === 'daysprr' ? applyDaysOption(start, kind, '60+') : start, kind, option);
    expect([f.advanced[`min${kind}`], f.advanced[`max${kind}`]]).toEqual([min, max]);
    expect(displayDaysValue(f, kind)).toBe(shown);
  });
  it.each(['abc', '+', '30++', '-5', '1.5', '99999999', '<script>'])('ignores %p', (option) => {
    const start = applyDaysOption(filters(), 'daysprr', '7');
    expect(applyDaysOption(start, 'daysprr', option)).toBe(start);
  });
  it('shows the max when both are set (from a URL)', () => {
    const f = filters((x) => ((x.advanced.mindayslisted = 7), (x.advanced.maxdayslisted = 30)));
    expect(displayDaysValue(f, 'dayslisted')).toBe('30');
  });
  it('touches only its own keys', () => {
    const f = applyDaysOption(filters((x) => (x.advanced.maxdayslisted = 3)), 'daysprr', '30+');
    expect(f.advanced.maxdayslisted).toBe(3);
  });
});

describe('toggleRatingWeight (SPEC §4, §9)', () => {
  it('adds in canonical order and removes', () => {
    let f = toggleRatingWeight(filters(), 40);
    f = toggleRatingWeight(f, 60);
    f = toggleRatingWeight(f, 10);
    expect(f.advanced.ratingweight).toEqual([60, 40, 10]);
    expect(toggleRatingWeight(f, 40).advanced.ratingweight).toEqual([60, 10]);
  });
  it.each([55, 0, -10, NaN])('ignores %p', (weight) => {
    const f = filters();
    expect(toggleRatingWeight(f, weight)).toBe(f);
  });
});
