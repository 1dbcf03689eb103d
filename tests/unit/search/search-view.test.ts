import { readSearchUrl, withoutChip } from '@/components/search/search-codec';
import { filterChips } from '@/lib/filters/chips';
import { filterSummaries } from '@/lib/search/filter-summaries';
import { withPageParams } from '@/lib/search/page-url';
import { searchView } from '@/lib/search/search-view';
import { apiSearchQuery, canonicalSearchUrl, searchPageUrl, type SearchLocation } from '@/lib/search/search-url';
import { filtersWith, searchConfig } from '../search-filters/fixtures';

// The search page's first render shows what the server computed (lib/search/search-view.ts);
// after a change the browser computes it with the codec it loads (components/search/search-codec.ts).
const config = searchConfig({ showDealRatings: true });
const chosen = filtersWith((f) => {
  f.type = ['r', 'c'];
  f.status = ['s'];
  f.price = { from: 300000, to: 500000 };
  f.beds = 3;
  f.advanced.minsqft = 1000;
  f.bounds = { north: 41.2, south: 40.8, east: -72.1, west: -72.6 };
  f.zoom = 10;
});
const at = (page: number): SearchLocation => ({ filters: chosen, page, offMarket: false });

describe('searchView', () => {
  it('holds what the controls would compute from the filters', () => {
    const view = searchView('/real-estate', at(2), config);
    expect(view.apiQuery).toBe(apiSearchQuery(chosen));
    expect(view.canonical).toBe(canonicalSearchUrl(at(2), config.ctx));
    expect(view.chips).toEqual(filterChips(chosen, config).map(({ id, label }) => ({ id, label })));
    expect(view.summaries).toEqual(filterSummaries(chosen, config));
    expect(view.summaries.type).toEqual({ first: 'Residential', more: 1 });
    expect(view.summaries.rooms).toBe('3+ bd');
  });

  it("gives the map the search without the map's view", () => {
    const view = searchView('/real-estate', at(1), config);
    expect(view.apiQuery).toMatch(/bounds|north/);
    expect(view.mapQuery).toBe(apiSearchQuery({ ...chosen, bounds: null, zoom: null }));
    expect(view.mapQuery).not.toMatch(/zoom/);
  });

  it('is plain data: it survives JSON as the server hands it over', () => {
    const view = searchView('/real-estate', at(1), config);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });
});

describe('the pagination bar\'s addresses (the filters\' URL, then the page)', () => {
  const pageUrl = (base: '/real-estate' | '/properties', location: SearchLocation) =>
    withPageParams(searchView(base, location, config).filtersUrl, location);

  it('are the ones the codec writes, for every page of either search page', () => {
    for (const page of [1, 2, 6, 11, 12]) {
      expect(pageUrl('/real-estate', at(page))).toBe(searchPageUrl('/real-estate', at(page), config.ctx));
      expect(pageUrl('/properties', at(page))).toBe(searchPageUrl('/properties', at(page), config.ctx));
    }
    expect(pageUrl('/real-estate', at(8))).toMatch(/[?&]page=8$/);
    expect(pageUrl('/real-estate', at(1))).not.toMatch(/page=/);
  });

  it('keep the unavailable-property landing from page to page', () => {
    const landing = { filters: filtersWith(), page: 3, offMarket: true };
    expect(pageUrl('/properties', landing)).toBe(searchPageUrl('/properties', landing, config.ctx));
    expect(pageUrl('/properties', landing)).toBe('/properties?page=3&offthemarket=1');
  });
});

describe('the codec loaded on the first change', () => {
  it('reads a URL the page did not render as the server reads it', () => {
    const url = new URL(searchPageUrl('/real-estate', at(3), config.ctx), 'http://x');
    const read = readSearchUrl('/real-estate', url.pathname, url.search.slice(1), config);
    expect(read?.page).toBe(3);
    expect(read && apiSearchQuery(read.filters)).toBe(apiSearchQuery(chosen));
    const list = readSearchUrl('/properties', '/properties', 'favorite=1&page=2', config);
    expect(list).toMatchObject({ page: 2, offMarket: false, filters: { favorite: true } });
  });

  it('refuses a /real-estate URL the server would refuse', () => {
    expect(readSearchUrl('/real-estate', '/real-estate/not-a-filter-%%', '', config)).toBeNull();
  });

  it("removes a chip by its id as the chip's own removal does", () => {
    for (const chip of filterChips(chosen, config)) expect(withoutChip(chosen, config, chip.id)).toEqual(chip.remove(chosen));
    expect(withoutChip(chosen, config, 'no-such-chip')).toBe(chosen);
  });
});
