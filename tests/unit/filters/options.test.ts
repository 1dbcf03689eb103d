import { ACRES_VALUES, assumableRateChoices, assumableRateLabel, BASEMENT_CHOICES, BEDS_BATHS_CHOICES, dayChoices, DAYS_ON_SITE_OPTIONS, DAYS_SOLD_CHOICES, daysOnSiteLabel, DEAL_LABELS, DEAL_RATING_CHOICES, GARAGE_VALUES, maxHoaChoices, maxHoaLabel, PRICE_REDUCED_OPTIONS, priceReducedLabel, SQFT_VALUES, STORIES_VALUES, withCurrentValue, yearValues } from '@/lib/filters/options';
import { advancedFilterCount, countLabel, filterChips, priceRangeLabel, rangeLabel } from '@/lib/filters/chips';
import { filtersWith, searchConfig } from '../search-filters/fixtures';

const labels = <V>(choices: readonly { value: V; label: string }[]) => choices.map((c) => [c.value, c.label]);

describe('SPEC §9 option lists', () => {
  test('beds and baths: Any, 2+ … 6+', () => {
    expect(labels(BEDS_BATHS_CHOICES)).toEqual([[null, 'Any'], [2, '2+'], [3, '3+'], [4, '4+'], [5, '5+'], [6, '6+']]);
  });

  test('square footage 500–5000, acres 0.01–100, stories and garages 1–5', () => {
    expect(SQFT_VALUES[0]).toBe(500);
    expect(SQFT_VALUES.at(-1)).toBe(5000);
    expect([...SQFT_VALUES]).toEqual([...SQFT_VALUES].sort((a, b) => a - b));
    expect(ACRES_VALUES[0]).toBe(0.01);
    expect(ACRES_VALUES.at(-1)).toBe(100);
    expect([...STORIES_VALUES]).toEqual([1, 2, 3, 4, 5]);
    expect([...GARAGE_VALUES]).toEqual([1, 2, 3, 4, 5]);
  });

  test('years run from the current year down to 1900', () => {
    const years = yearValues(new Date(2026, 5, 1));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
  });

  test('a value between the steps is kept, in the list order', () => {
    expect(withCurrentValue([500, 1000, 2000], 1100)).toEqual([500, 1000, 1100, 2000]);
    expect(withCurrentValue([2026, 2025, 1900], 1950)).toEqual([2026, 2025, 1950, 1900]);
    expect(withCurrentValue([500, 1000], 1000)).toEqual([500, 1000]);
    expect(withCurrentValue([500, 1000], null)).toEqual([500, 1000]);
  });

  test('price reduced: 1, 3, 7, 14, 30 days; 30+, 60+, 120+', () => {
    expect([...PRICE_REDUCED_OPTIONS]).toEqual(['1', '3', '7', '14', '30', '30+', '60+', '120+']);
    expect(PRICE_REDUCED_OPTIONS.map(priceReducedLabel)).toEqual([
      'Last 1 day', 'Last 3 days', 'Last 7 days', 'Last 14 days', 'Last 30 days', 'More than 30 days', 'More than 60 days', 'More than 120 days',
    ]);
  });

  test("days on site: less than 1 … 60, more than 7 … 180; 1 reads 'New Listings (Since Yesterday)'", () => {
    expect([...DAYS_ON_SITE_OPTIONS]).toEqual(['1', '3', '7', '14', '30', '45', '60', '7+', '14+', '30+', '45+', '60+', '90+', '180+']);
    expect(daysOnSiteLabel('1')).toBe('New Listings (Since Yesterday)');
    expect(daysOnSiteLabel('3')).toBe('Less than 3 days');
    expect(daysOnSiteLabel('60')).toBe('Less than 60 days');
    expect(daysOnSiteLabel('7+')).toBe('More than 7 days');
    expect(daysOnSiteLabel('180+')).toBe('More than 180 days');
    expect(daysOnSiteLabel('1+')).toBe('More than 1 day');
  });

  test('day choices keep a current value that is not on the list', () => {
    expect(dayChoices('dayslisted', '7+').map((c) => c.value)).toEqual([...DAYS_ON_SITE_OPTIONS]);
    expect(dayChoices('daysprr', '5').at(-1)).toEqual({ value: '5', label: 'Last 5 days' });
    expect(dayChoices('daysprr', '')).toHaveLength(8);
  });

  test('days sold: exact SPEC values and labels', () => {
    expect(labels(DAYS_SOLD_CHOICES)).toEqual([
      [7, 'Last 1 week'], [30, 'Last 1 month'], [90, 'Last 3 months'], [180, 'Last 6 months'],
      [365, 'Last 1 year'], [730, 'Last 2 years'], [1095, 'Last 3 years'], [1825, 'Last 5 years'],
    ]);
  });

  test('basement: Any is null, then 1–7 title-cased', () => {
    expect(labels(BASEMENT_CHOICES)).toEqual([
      [null, 'Any'], [1, 'Unfinished'], [2, 'Partially Finished'], [3, 'Finished'], [4, 'Daylight'], [5, 'Walkout'], [6, 'Walk-Up'], [7, 'Other'],
    ]);
  });

  test("max HOA: Any, No HOA (-1), $25 … $5,000 a month", () => {
    const choices = maxHoaChoices(null);
    expect(choices.slice(0, 3)).toEqual([{ value: null, label: 'Any' }, { value: -1, label: 'No HOA' }, { value: 25, label: '$25/month' }]);
    expect(choices.at(-1)).toEqual({ value: 5000, label: '$5,000/month' });
    expect(maxHoaLabel(1500)).toBe('$1,500/month');
    expect(maxHoaChoices(60).map((c) => c.value)).toContain(60);
  });

  test("assumable rate: 'No Max' first (null), 'No Assumable Mortgage' (-1), then 2%–4%", () => {
    expect(labels(assumableRateChoices(null))).toEqual([
      [null, 'No Max'], [-1, 'No Assumable Mortgage'], [2, '2%'], [2.5, '2.5%'], [3, '3%'], [3.5, '3.5%'], [4, '4%'],
    ]);
    expect(assumableRateLabel(3.25)).toBe('3.25%');
  });

  test('deal ratings: six weights best first, 20 named No Price Analysis', () => {
    expect(labels(DEAL_RATING_CHOICES)).toEqual([
      [60, 'Great Deal'], [50, 'Good Deal'], [40, 'Fair Deal'], [30, 'High Price'], [20, 'No Price Analysis'], [10, 'No Label'],
    ]);
    expect(DEAL_LABELS[20]).toBe('Unknown');
  });
});

describe('summaries', () => {
  test('ranges read a–b, a+, Up to b', () => {
    expect(rangeLabel(1000, 2000)).toBe('1,000–2,000');
    expect(rangeLabel(1000, null)).toBe('1,000+');
    expect(rangeLabel(null, 2000)).toBe('Up to 2,000');
    expect(rangeLabel(3, 3)).toBe('3');
    expect(rangeLabel(null, null)).toBeNull();
  });

  test('price and rooms', () => {
    expect(priceRangeLabel({ from: 300000, to: 500000 })).toBe('$300K–$500K');
    expect(priceRangeLabel({ from: 1250000, to: null })).toBe('$1.25M+');
    expect(priceRangeLabel({ from: null, to: 750000 })).toBe('Up to $750K');
    expect(countLabel(3, null, 'bd')).toBe('3+ bd');
    expect(countLabel(2, 3, 'bd')).toBe('2–3 bd');
    expect(countLabel(null, null, 'ba')).toBeNull();
  });
});

describe('filterChips', () => {
  const config = searchConfig();
  const chipsOf = (f: Parameters<typeof filterChips>[0]) => filterChips(f, config);
  const byId = (f: Parameters<typeof filterChips>[0], id: string) => {
    const chip = chipsOf(f).find((c) => c.id === id);
    if (!chip) throw new Error(`no chip ${id}`);
    return chip;
  };

  test('nothing selected, no chips', () => {
    expect(chipsOf(filtersWith())).toEqual([]);
  });

  test('one chip per selected filter, labelled and in panel order', () => {
    const f = filtersWith((f) => {
      f.suggestions = { city_label: ['Riverhead, NY', 'Calverton, NY'], zip: ['11901'] };
      f.type = ['r', 'c'];
      f.status = ['a', 's'];
      f.price = { from: 300000, to: 500000 };
      f.beds = 3;
      f.baths = 2;
      f.advanced.minsqft = 1000;
      f.advanced.maxsqft = 2000;
      f.advanced.minyear = 1990;
      f.advanced.maxgar = 2;
      f.advanced.basmnttype = 3;
      f.advanced.maxdayslisted = 1;
      f.advanced.maxhoa = -1;
      f.advanced.maxassmortgrate = 3;
      f.advanced.mindaysprr = 30;
      f.advanced.photo = true;
      f.advanced.maxdayssold = 90;
      f.advanced.ratingweight = [60, 20];
      f.advanced.features = ['pool', 'fireplace'];
      f.pts = [{ lat: 1, lon: 1 }, { lat: 2, lon: 2 }, { lat: 1, lon: 2 }];
      f.bounds = { west: -73, south: 40, east: -72, north: 41 };
      f.favorite = true;
      f.lvh = true;
    });
    expect(chipsOf(f).map((c) => [c.id, c.label])).toEqual([
      ['suggestion:zip:11901', '11901'],
      ['suggestion:city_label:Riverhead, NY', 'Riverhead, NY'],
      ['suggestion:city_label:Calverton, NY', 'Calverton, NY'],
      ['type:r', 'Residential'],
      ['type:c', 'Condo'],
      ['status:a', 'Active'],
      ['status:s', 'Sold'],
      ['daysSold', 'Sold: Last 3 months'],
      ['price', '$300K–$500K'],
      ['beds', '3+ bd'],
      ['baths', '2+ ba'],
      ['advanced:square', 'Sq ft: 1,000–2,000'],
      ['advanced:year', 'Built: 1990+'],
      ['advanced:garages', 'Garage spaces: Up to 2'],
      ['advanced:basement', 'Basement: Finished'],
      ['advanced:daysOnSite', 'Days on site: New Listings (Since Yesterday)'],
      ['advanced:maxHoa', 'No HOA'],
      ['advanced:assumableRate', 'Assumable rate: up to 3%'],
      ['advanced:priceReduced', 'Price reduced: More than 30 days'],
      ['advanced:photo', 'Has photos'],
      ['rating:60', 'Great Deal'],
      ['rating:20', 'No Price Analysis'],
      ['feature:pool', 'Pool'],
      ['feature:fireplace', 'Fireplace'],
      ['area:pts', 'Drawn area'],
      ['area:bounds', 'Map area'],
      ['list:favorite', 'Favorites'],
      ['list:lvh', 'My viewed homes'],
    ]);
    expect(advancedFilterCount(f, config)).toBe(13);
  });

  test('removing a suggestion value keeps the others; the last one removes the key', () => {
    const f = filtersWith((f) => {
      f.suggestions = { city_label: ['Riverhead, NY', 'Calverton, NY'], zip: ['11901'] };
    });
    expect(byId(f, 'suggestion:city_label:Riverhead, NY').remove(f).suggestions).toEqual({ city_label: ['Calverton, NY'], zip: ['11901'] });
    expect(byId(f, 'suggestion:zip:11901').remove(f).suggestions).toEqual({ city_label: ['Riverhead, NY', 'Calverton, NY'] });
  });

  test('removing Sold clears days sold; removing another status keeps it', () => {
    const f = filtersWith((f) => {
      f.status = ['a', 's'];
      f.advanced.maxdayssold = 30;
    });
    const withoutSold = byId(f, 'status:s').remove(f);
    expect(withoutSold.status).toEqual(['a']);
    expect(withoutSold.advanced.maxdayssold).toBeNull();
    const withoutActive = byId(f, 'status:a').remove(f);
    expect(withoutActive.status).toEqual(['s']);
    expect(withoutActive.advanced.maxdayssold).toBe(30);
    expect(byId(f, 'daysSold').remove(f).advanced.maxdayssold).toBeNull();
  });

  test('days sold without Sold makes no chip (it would not apply)', () => {
    const f = filtersWith((f) => {
      f.status = ['a'];
      f.advanced.maxdayssold = 30;
    });
    expect(chipsOf(f).map((c) => c.id)).toEqual(['status:a']);
  });

  test('each remove clears exactly its own filter', () => {
    const f = filtersWith((f) => {
      f.type = ['r', 't'];
      f.price = { from: 300000, to: null };
      f.beds = 2;
      f.maxbeds = 3;
      f.baths = 2;
      f.advanced.minacres = 1;
      f.advanced.maxacres = 5;
      f.advanced.maxstories = 2;
      f.advanced.mindayslisted = 7;
      f.advanced.maxhoa = 500;
      f.advanced.ratingweight = [60, 50];
      f.advanced.features = ['pool', 'fireplace'];
      f.bounds = { west: -73, south: 40, east: -72, north: 41 };
      f.zoom = 12;
      f.circle = { lat: 40.9, lon: -72.6, miles: 2.5 };
      f.lfh = true;
    });
    expect(byId(f, 'type:r').remove(f).type).toEqual(['t']);
    expect(byId(f, 'price').remove(f).price).toEqual({ from: null, to: null });
    const noBeds = byId(f, 'beds').remove(f);
    expect([noBeds.beds, noBeds.maxbeds, noBeds.baths]).toEqual([null, null, 2]);
    expect(byId(f, 'beds').label).toBe('2–3 bd');
    const noAcres = byId(f, 'advanced:acres').remove(f).advanced;
    expect([noAcres.minacres, noAcres.maxacres, noAcres.maxstories]).toEqual([null, null, 2]);
    expect(byId(f, 'advanced:daysOnSite').label).toBe('Days on site: More than 7 days');
    expect(byId(f, 'advanced:daysOnSite').remove(f).advanced.mindayslisted).toBeNull();
    expect(byId(f, 'advanced:maxHoa').label).toBe('Max HOA: $500/month');
    expect(byId(f, 'advanced:maxHoa').remove(f).advanced.maxhoa).toBeNull();
    expect(byId(f, 'rating:50').remove(f).advanced.ratingweight).toEqual([60]);
    expect(byId(f, 'feature:pool').remove(f).advanced.features).toEqual(['fireplace']);
    const noBounds = byId(f, 'area:bounds').remove(f);
    expect([noBounds.bounds, noBounds.zoom, noBounds.circle]).toEqual([null, null, f.circle]);
    expect(byId(f, 'area:circle').label).toBe('Within 2.5 mi');
    expect(byId(f, 'area:circle').remove(f).circle).toBeNull();
    expect(byId(f, 'list:lfh').remove(f).lfh).toBe(false);
    // Removing never mutates the filters it was given.
    expect(f.type).toEqual(['r', 't']);
    expect(f.advanced.features).toEqual(['pool', 'fireplace']);
  });

  test('unknown codes and features fall back to their code', () => {
    const f = filtersWith((f) => {
      f.type = ['mf'];
      f.advanced.features = ['waterfront'];
    });
    expect(chipsOf(f).map((c) => c.label)).toEqual(['mf', 'waterfront']);
  });
});
