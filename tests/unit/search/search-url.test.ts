import { emptyFilters } from '@/lib/filters/defaults';
import { pageSet } from '@/lib/search/pagination';
import { searchHeading } from '@/lib/search/search-heading';
import { apiSearchQuery, readPage, readProperties, readRealEstate, realEstateSegments, searchPageUrl } from '@/lib/search/search-url';
import { chooseSuggestion, searchKeyword, visibleBuckets } from '@/lib/search/suggestion-choice';
import { cardDealLabel } from '@/lib/property/deal-rating';
import { daysOnSite, formatTimeRange } from '@/lib/format/listing';
import { toViewMode } from '@/lib/search/view-mode';
import { toCriteriaPriority } from '@/lib/search/criteria-priority';
import { ctx, filters } from '../filters/helpers';
import { formatter } from '@/lib/format/formatter';

describe('pageSet (SPEC §9: five pages per set)', () => {
  it('shows the set holding the current page, clipped to the last page', () => {
    expect(pageSet(1, 12)).toEqual({ pages: [1, 2, 3, 4, 5], previousSet: null, nextSet: 6 });
    expect(pageSet(5, 12)).toEqual({ pages: [1, 2, 3, 4, 5], previousSet: null, nextSet: 6 });
    expect(pageSet(6, 12)).toEqual({ pages: [6, 7, 8, 9, 10], previousSet: 1, nextSet: 11 });
    expect(pageSet(12, 12)).toEqual({ pages: [11, 12], previousSet: 6, nextSet: null });
    expect(pageSet(3, 3)).toEqual({ pages: [1, 2, 3], previousSet: null, nextSet: null });
  });
  it('has no pages without results and clamps a page past the end', () => {
    expect(pageSet(1, 0).pages).toEqual([]);
    expect(pageSet(99, 7)).toEqual({ pages: [6, 7], previousSet: 1, nextSet: null });
    expect(pageSet(-4, 7).pages).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('search page URLs', () => {
  it('reads page numbers leniently: only 1–1000 count', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=-1', 'page=abc', 'page=1001', 'page=2.5', '']) expect(readPage(new URLSearchParams(bad))).toBe(1);
  });

  it('decodes /real-estate segments', () => {
    expect(realEstateSegments('/real-estate')).toEqual([]);
    expect(realEstateSegments('/real-estate/riverhead-ny/type-r%2Cc/')).toEqual(['riverhead-ny', 'type-r,c']);
  });

  it('reads a canonical /real-estate URL, and names the canonical one for another order', () => {
    const ok = readRealEstate(['riverhead-ny', 'beds-3'], new URLSearchParams('page=2'), ctx);
    expect(ok.kind).toBe('ok');
    if (ok.kind !== 'ok') return;
    expect(ok.redirectUrl).toBeNull();
    expect(ok.location.page).toBe(2);
    expect(ok.location.filters.beds).toBe(3);
    expect(ok.location.filters.suggestions.city_label).toEqual(['Riverhead, NY']);

    const swapped = readRealEstate(['beds-3', 'riverhead-ny'], new URLSearchParams('page=2'), ctx);
    expect(swapped.kind === 'ok' && swapped.redirectUrl).toBe('/real-estate/riverhead-ny/beds-3?page=2');
    expect(readRealEstate(['beds-three'], new URLSearchParams(), ctx).kind).toBe('invalid');
  });

  it('builds the URL of a page: filters, then page past the first, then offthemarket', () => {
    const f = filters((x) => {
      x.beds = 3;
      x.type = ['r'];
    });
    expect(searchPageUrl('/real-estate', { filters: f, page: 1, offMarket: false }, ctx)).toBe('/real-estate/type-r/beds-3');
    expect(searchPageUrl('/real-estate', { filters: f, page: 4, offMarket: false }, ctx)).toBe('/real-estate/type-r/beds-3?page=4');
    expect(searchPageUrl('/properties', { filters: f, page: 2, offMarket: false }, ctx)).toBe('/properties?minbeds=3&type=r&page=2');
    expect(searchPageUrl('/properties', { filters: emptyFilters(ctx.defaultSort), page: 1, offMarket: true }, ctx)).toBe('/properties?offthemarket=1');
  });

  it('round-trips /properties URLs, keeping lead lists', () => {
    const f = filters((x) => {
      x.lvh = true;
      x.price = { from: 300000, to: null };
    });
    const url = searchPageUrl('/properties', { filters: f, page: 3, offMarket: false }, ctx);
    const read = readProperties(new URLSearchParams(url.split('?')[1]), ctx);
    expect(read.kind === 'ok' && read.location).toEqual({ filters: f, page: 3, offMarket: false });
  });

  it('offthemarket shows the available homes: its other filters are left out', () => {
    const read = readProperties(new URLSearchParams('offthemarket=1&minbeds=4'), ctx);
    expect(read.kind === 'ok' && read.location.offMarket).toBe(true);
    expect(read.kind === 'ok' && read.location.filters).toEqual(emptyFilters(ctx.defaultSort));
  });

  it('drops a malformed /properties filter instead of failing', () => {
    const read = readProperties(new URLSearchParams('minbeds=lots&maxprice=500000'), ctx);
    expect(read.kind === 'ok' && read.location.filters.beds).toBeNull();
    expect(read.kind === 'ok' && read.location.filters.price.to).toBe(500000);
  });

  it('API query always carries the sort (SPEC §7)', () => {
    expect(apiSearchQuery(emptyFilters(ctx.defaultSort))).toBe('sort=created_at+desc');
  });
});

describe('search heading', () => {
  it('says whose list, which homes and where', () => {
    expect(searchHeading(filters())).toBe('Homes for sale');
    expect(searchHeading(filters((f) => (f.status = ['s'])))).toBe('Sold homes');
    expect(searchHeading(filters((f) => (f.status = ['a', 's'])))).toBe('Homes for sale and sold');
    expect(searchHeading(filters((f) => (f.suggestions = { city_label: ['Riverhead, NY'] })))).toBe('Homes for sale in Riverhead, NY');
    expect(searchHeading(filters((f) => (f.suggestions = { zip: ['11901', '11935'] })))).toBe('Homes for sale in 11901 and 1 more');
    expect(searchHeading(filters((f) => (f.lfh = true)))).toBe('Your favorite homes');
    expect(searchHeading(filters((f) => (f.lvh = true)))).toBe('Homes you viewed');
  });
});

describe('choosing a suggestion', () => {
  it('adds the value once and drops the old map view and drawn area', () => {
    const start = filters((f) => {
      f.suggestions = { city_label: ['Riverhead, NY'] };
      f.bounds = { west: -73, south: 40.8, east: -72.5, north: 41 };
      f.zoom = 12;
      f.pts = [{ lat: 1, lon: 1 }, { lat: 2, lon: 2 }, { lat: 3, lon: 1 }];
      f.beds = 3;
    });
    const next = chooseSuggestion('city_label', 'Southold, NY')(start);
    expect(next.suggestions.city_label).toEqual(['Riverhead, NY', 'Southold, NY']);
    expect([next.bounds, next.zoom, next.pts, next.beds]).toEqual([null, null, null, 3]);
    expect(chooseSuggestion('city_label', 'Riverhead, NY')(start).suggestions.city_label).toEqual(['Riverhead, NY']);
  });
  it('lists a town once: a plain city hit named by a city label is left out, empty buckets dropped', () => {
    const buckets = visibleBuckets([
      { key: 'city_label', hits: [{ value: 'Southold, NY' }] },
      { key: 'city', hits: [{ value: 'Southold' }, { value: 'Southampton' }] },
      { key: 'zip', hits: [] },
      { key: 'keyword', hits: [{ value: 'Southo' }] },
    ]);
    expect(buckets).toEqual([
      { key: 'city_label', hits: [{ value: 'Southold, NY' }] },
      { key: 'city', hits: [{ value: 'Southampton' }] },
      { key: 'keyword', hits: [{ value: 'Southo' }] },
    ]);
  });
  it('turns free text into a keyword, spaces collapsed', () => {
    expect(searchKeyword('  pool   house ')(filters()).suggestions.keyword).toEqual(['pool house']);
  });
});

describe('small rules', () => {
  it('deal labels on cards: 60–30 only', () => {
    expect([60, 50, 40, 30, 20, 10, null].map(cardDealLabel)).toEqual(['Great Deal', 'Good Deal', 'Fair Deal', 'High Price', null, null, null]);
  });
  it('days on site are whole days, never negative', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(daysOnSite('2026-11-21T01:00:00Z', now)).toBe(0);
    expect(daysOnSite('2026-11-18T11:00:00Z', now)).toBe(3);
    expect(daysOnSite('2026-11-22T11:00:00Z', now)).toBe(0);
    expect(daysOnSite(null, now)).toBeNull();
    expect(daysOnSite('garbage', now)).toBeNull();
  });
  it('an open house reads as one range in the company’s zone', () => {
    // The platform spaces the range with thin and narrow no-break spaces.
    expect(formatTimeRange(formatter, '2026-11-28T18:00:00.000Z', '2026-11-28T20:00:00.000Z', 'America/New_York').replace(/\s/g, ' ')).toBe('Saturday, November 28, 1:00 – 3:00 PM');
  });
  it('view mode falls back to list; criteria priority is 1–4', () => {
    expect(['map', 'gallery', 'list', 'grid', '', undefined, 3].map(toViewMode)).toEqual(['map', 'gallery', 'list', 'list', 'list', 'list', 'list']);
    expect(['1', '4', 2, '0', '5', 'x', null].map(toCriteriaPriority)).toEqual([1, 4, 2, null, null, null, null]);
  });
});
