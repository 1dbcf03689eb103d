import type { FilterContext } from '@/lib/filters/types';
import { examplePlace } from '@/lib/home/address-example';
import { homeJsonLd } from '@/lib/home/json-ld';
import { homeFilterContext, homeSearchUrl } from '@/lib/home/search-url';
import { seeAllUrls } from '@/lib/home/see-all';
import { tabIndexAfterKey } from '@/lib/home/tab-keys';
import { chooseSuggestion, searchKeyword } from '@/lib/search/suggestion-choice';

const ctx: FilterContext = {
  types: ['r', 'c'],
  statuses: ['a', 'u', 's'],
  locations: [{ name: 'North Fork', slug: 'north-fork' }],
  features: ['pool', 'waterfront'],
  defaultSort: { field: 'created_at', direction: 'desc' },
};

describe('tabIndexAfterKey (WAI-ARIA tabs)', () => {
  test('arrows move and wrap, Home and End jump, other keys are left alone', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 2)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 2)).toBe(1);
    expect(tabIndexAfterKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('Enter', 0, 2)).toBeNull();
    expect(tabIndexAfterKey('ArrowDown', 0, 2)).toBeNull();
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('homeSearchUrl', () => {
  test('a chosen place is a new search from nothing, at its canonical /real-estate URL', () => {
    expect(homeSearchUrl(chooseSuggestion('city_label', 'Riverhead, NY'), ctx)).toBe('/real-estate/riverhead-ny');
    expect(homeSearchUrl(chooseSuggestion('pl', 'North Fork'), ctx)).toBe('/real-estate/location-north-fork');
    expect(homeSearchUrl(chooseSuggestion('zip', '11901'), ctx)).toBe('/real-estate?zip=11901');
  });

  test('words without a choice search as a keyword; the default sort stays out of the URL', () => {
    expect(homeSearchUrl(searchKeyword('  bay   view '), ctx)).toBe('/real-estate?keyword=bay+view');
    expect(homeSearchUrl(searchKeyword('cottage'), { ...ctx, defaultSort: { field: 'price', direction: 'desc' } })).toBe('/real-estate?keyword=cottage');
  });

  test('the client gets the context without the feature vocabulary', () => {
    expect(homeFilterContext(ctx)).toEqual({ ...ctx, features: [] });
  });
});

describe('seeAllUrls', () => {
  test('all homes, the newest first whatever the default sort, sold homes', () => {
    expect(seeAllUrls(ctx)).toEqual({ all: '/real-estate', newest: '/real-estate', sold: '/real-estate/status-s' });
    const byPrice = { ...ctx, defaultSort: { field: 'price', direction: 'desc' } } as const;
    expect(seeAllUrls(byPrice).newest).toBe('/real-estate?sort=created_at+desc');
  });

  test('a company that does not offer Sold gets the plain search', () => {
    expect(seeAllUrls({ ...ctx, statuses: ['a'] }).sold).toBe('/real-estate');
  });
});

describe('examplePlace', () => {
  const home = (city: string | null, state: string | null, zip: string | null) => ({ attributes: { city, state, zip } });
  test('a town the company shows, else the demo default', () => {
    expect(examplePlace([home(null, null, null), home('Sag Harbor', 'NY', '11963')])).toBe('Sag Harbor, NY 11963');
    expect(examplePlace([home('Orient', 'NY', null)])).toBe('Orient, NY');
    expect(examplePlace([])).toBe('Riverhead, NY 11901');
  });
});

describe('homeJsonLd', () => {
  test('the brokerage and its site search, absolute URLs, nothing unconfigured', () => {
    const ld = homeJsonLd({ base: 'https://peconic.example', name: 'Peconic Bay Homes', description: null, logo: '/logo.svg', phone: '+16315550142', email: null });
    const [org, site] = ld['@graph'];
    expect(org).toEqual({
      '@type': 'RealEstateAgent', '@id': 'https://peconic.example/#organization', name: 'Peconic Bay Homes', url: 'https://peconic.example/',
      logo: 'https://peconic.example/logo.svg', image: 'https://peconic.example/logo.svg', telephone: '+16315550142',
    });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      publisher: { '@id': 'https://peconic.example/#organization' },
      potentialAction: { target: { urlTemplate: 'https://peconic.example/real-estate?keyword={search_term_string}' } },
    });
  });
});
