import { readCookie } from '@/lib/browser/cookies';
import { emptyFilters } from '@/lib/filters/defaults';
import type { PropertyJson } from '@/lib/search/property-json';
import { initialPropertyList, MISSED_DATA, usePropertyList, type Pagination } from '@/stores/property-list';
import { storedSearch, useSearchFilters } from '@/stores/search-filters';
import { ctx, filters } from '../filters/helpers';

const listing = (id: number, rating: number | null = 40): PropertyJson =>
  ({ id, images: [`/images/${id}-0.jpg`], attributes: { rating, isManuallyRated: false } }) as unknown as PropertyJson;
const pagination = (page: number, total = 25): Pagination => ({ total, count: 10, per_page: 10, current_page: page, total_pages: Math.ceil(total / 10) });

beforeEach(() => usePropertyList.setState({ ...initialPropertyList }));

describe('property list store (SPEC §4 "Property list")', () => {
  it('a new list replaces the properties; missing data is an error', () => {
    const store = usePropertyList.getState();
    store.setProperties({ data: [listing(1), listing(2)], pagination: pagination(1) });
    store.setProperties({ data: [listing(3)], pagination: pagination(1, 1) });
    expect(usePropertyList.getState().properties.map((p) => p.id)).toEqual([3]);
    expect(usePropertyList.getState().total).toBe(1);
    expect(usePropertyList.getState().images[3]).toEqual(['/images/3-0.jpg']);
    expect(() => store.setProperties(undefined)).toThrow(MISSED_DATA);
    expect(() => store.addPage(null)).toThrow('Missed data when setting properties');
  });

  it('adding a page appends and updates the pagination', () => {
    const store = usePropertyList.getState();
    store.setProperties({ data: [listing(1), listing(2)], pagination: pagination(1) });
    store.addPage({ data: [listing(3), listing(2)], pagination: pagination(2) });
    const state = usePropertyList.getState();
    expect(state.properties.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(state.pagination?.current_page).toBe(2);
  });

  it('similar properties leave out listed ones and stop at the page size', () => {
    const store = usePropertyList.getState();
    store.setProperties({ data: [listing(1), listing(2)], pagination: pagination(1) });
    store.setSimilarProperties(Array.from({ length: 15 }, (_, i) => listing(i + 1)));
    expect(usePropertyList.getState().similarProperties.map((p) => p.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('a deal rating update sets the rating and marks it manual, in every list', () => {
    const store = usePropertyList.getState();
    store.setProperties({ data: [listing(1), listing(2)], pagination: pagination(1) });
    store.setSimilarProperties([listing(5)]);
    store.updateDealRating(2, 60);
    store.updateDealRating(5, 30);
    const state = usePropertyList.getState();
    expect(state.properties[1]!.attributes).toEqual({ rating: 60, isManuallyRated: true });
    expect(state.properties[0]!.attributes).toEqual({ rating: 40, isManuallyRated: false });
    expect(state.similarProperties[0]!.attributes).toEqual({ rating: 30, isManuallyRated: true });
  });

  it('empty-array SEO texts become null', () => {
    const store = usePropertyList.getState();
    const texts = { title: 't', heading: 'h', description: 'd', paragraphs: [] };
    store.setSeoTexts(texts);
    expect(usePropertyList.getState().seoTexts).toEqual(texts);
    store.setSeoTexts([]);
    expect(usePropertyList.getState().seoTexts).toBeNull();
  });

  it('view mode falls back to the default', () => {
    usePropertyList.getState().setViewMode('map');
    expect(usePropertyList.getState().viewMode).toBe('map');
    usePropertyList.getState().setViewMode('satellite');
    expect(usePropertyList.getState().viewMode).toBe('list');
  });

  it('clusters without a centre are not counted, and their homes come off the amount', () => {
    usePropertyList.getState().setClusters(
      [
        { center: { lat: 40.9, lon: -72.6 }, count: 12 },
        { center: null, count: 5 },
        { center: { lat: 41, lon: -72.4 }, count: 3 },
      ],
      20,
    );
    const state = usePropertyList.getState();
    expect(state.clusters.map((c) => c.count)).toEqual([12, 3]);
    expect(state.housesAmountOnMap).toBe(15);
    expect(state.housesAmountOnMapTotal).toBe(20);
  });
});

describe('selected filters store', () => {
  beforeEach(() => {
    document.cookie = 'selectedFilters=; Max-Age=0; Path=/';
    document.cookie = 'criteriaPriority=; Max-Age=0; Path=/';
    useSearchFilters.getState().setFromUrl(ctx, emptyFilters(ctx.defaultSort));
  });
  const cookie = (name: string) => readCookie(name) ?? '';

  it('a change is normalised by the company rules and saved in the cookie', () => {
    useSearchFilters.getState().change((f) => ({ ...f, type: ['zz', 'c', 'r'], price: { from: 900000, to: 300000 } }));
    const state = useSearchFilters.getState();
    expect(state.filters.type).toEqual(['r', 'c']);
    expect(state.filters.price).toEqual({ from: 300000, to: 900000 });
    expect(cookie('selectedFilters')).toBe('minprice=300000&maxprice=900000&type=r,c&sort=created_at+desc');
  });

  it('leaving Sold clears days sold (through the rules)', () => {
    useSearchFilters.getState().change((f) => ({ ...f, status: ['a', 's'], advanced: { ...f.advanced, maxdayssold: 90 } }));
    expect(useSearchFilters.getState().filters.advanced.maxdayssold).toBe(90);
    useSearchFilters.getState().change((f) => ({ ...f, status: ['a'] }));
    expect(useSearchFilters.getState().filters.advanced.maxdayssold).toBeNull();
  });

  it('a new search resets an unchanged map view and sets criteria priority newSearch (1)', () => {
    const bounds = { west: -73, south: 40.8, east: -72.5, north: 41 };
    useSearchFilters.getState().setFromUrl(ctx, filters((f) => ((f.bounds = bounds), (f.zoom = 11))));
    useSearchFilters.getState().newSearch((f) => ({ ...f, beds: 2 }));
    const state = useSearchFilters.getState();
    expect([state.filters.bounds, state.filters.zoom, state.filters.beds]).toEqual([null, null, 2]);
    expect(state.criteriaPriority).toBe(1);
    expect(cookie('criteriaPriority')).toBe('1');
  });

  it('clear goes back to nothing chosen with the default sort', () => {
    useSearchFilters.getState().change((f) => ({ ...f, beds: 4, sort: { field: 'price', direction: 'asc' } }));
    useSearchFilters.getState().clear();
    expect(useSearchFilters.getState().filters).toEqual(emptyFilters(ctx.defaultSort));
  });

  it("clear keeps a list of the lead's own homes that list (viewed, favourites)", () => {
    useSearchFilters.getState().setFromUrl(ctx, filters((f) => ((f.lvh = true), (f.beds = 3))));
    useSearchFilters.getState().clear();
    expect(useSearchFilters.getState().filters).toEqual({ ...emptyFilters(ctx.defaultSort), lvh: true });
  });

  it('a stored search leaves out a polygon too long for a cookie', () => {
    const pts = Array.from({ length: 400 }, (_, i) => ({ lat: 40 + i / 1000, lon: -72 - i / 1000 }));
    const text = storedSearch(filters((f) => ((f.pts = pts), (f.beds = 3))));
    expect(text).toBe('minbeds=3&sort=created_at+desc');
  });
});
