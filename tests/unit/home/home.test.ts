import type { FilterContext, SelectedFilters } from '@/lib/filters/types';
import { examplePlace } from '@/lib/home/address-example';
import { homeJsonLd } from '@/lib/home/json-ld';
import { homeSearchUrl } from '@/lib/home/search-url';
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
  test('a chosen suggestion is a new search from nothing, as SPEC §3 search query keys', () => {
    expect(homeSearchUrl(chooseSuggestion('city_label', 'Riverhead, NY'))).toBe('/real-estate?city_label=Riverhead,+NY');
    expect(homeSearchUrl(chooseSuggestion('pl', 'North Fork'))).toBe('/real-estate?pl=North+Fork');
    expect(homeSearchUrl(chooseSuggestion('zip', '11901'))).toBe('/real-estate?zip=11901');
    expect(homeSearchUrl(chooseSuggestion('school', 'Mattituck High & Jr. School'))).toBe('/real-estate?school=Mattituck+High+%26+Jr.+School');
  });

  test('several values of a key join with its separator (a pipe for places with commas)', () => {
    const towns = (f: SelectedFilters) => chooseSuggestion('city_label', 'Southold, NY')(chooseSuggestion('city_label', 'Riverhead, NY')(f));
    const zips = (f: SelectedFilters) => chooseSuggestion('zip', '11971')(chooseSuggestion('zip', '11901')(f));
    expect(homeSearchUrl(towns)).toBe('/real-estate?city_label=Riverhead,+NY%7CSouthold,+NY');
    expect(homeSearchUrl(zips)).toBe('/real-estate?zip=11901,11971');
  });

  test('words without a choice search as a keyword, as the no-JavaScript form submits them', () => {
    expect(homeSearchUrl(searchKeyword('  bay   view '))).toBe('/real-estate?keyword=bay+view');
    expect(homeSearchUrl((f) => f)).toBe('/real-estate');
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
