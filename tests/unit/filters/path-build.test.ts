import { cityLabelFromSlug, citySlugFromLabel } from '@/lib/filters/city-slug';
import { buildRealEstateUrl } from '@/lib/filters/path';
import type { SelectedFilters } from '@/lib/filters/types';
import { ctx, filters } from './helpers';

const build = (change: (f: SelectedFilters) => void) => buildRealEstateUrl(filters(change), ctx);

describe('city_state slugs (DESIGN §4)', () => {
  it.each([
    ['riverhead-ny', 'Riverhead, NY'],
    ['east-hampton-ny', 'East Hampton, NY'],
    ['29-palms-ca', '29 Palms, CA'],
  ])('%s ⇄ %s', (slug, label) => {
    expect(cityLabelFromSlug(slug)).toBe(label);
    expect(citySlugFromLabel(label)).toBe(slug);
  });
  it.each(['Riverhead-NY', 'riverhead', 'riverhead-nyc', '-ny', 'river--head-ny', 'riverhead-ny-', 'rïverhead-ny', ''])('%p is not a city slug', (slug) =>
    expect(cityLabelFromSlug(slug)).toBeNull(),
  );
  it.each(['St. James, NY', 'riverhead, ny', 'Riverhead,NY', 'Riverhead, New York', 'Cañon City, CO', 'McLean, VA', 'East  Hampton, NY'])(
    '%p cannot be written as a slug that reads back',
    (label) => expect(citySlugFromLabel(label)).toBeNull(),
  );
});

describe('buildRealEstateUrl (DESIGN §4)', () => {
  it.each<[string, (f: SelectedFilters) => void, string]>([
    ['empty', () => undefined, '/real-estate'],
    ['city_state', (f) => (f.suggestions.city_label = ['Riverhead, NY']), '/real-estate/riverhead-ny'],
    ['several cities', (f) => (f.suggestions.city_label = ['Riverhead, NY', 'East Hampton, NY']), '/real-estate/riverhead-ny,east-hampton-ny'],
    ['a city that is not Title Case goes in the query', (f) => (f.suggestions.city_label = ['Riverhead, NY', 'St. James, NY']), '/real-estate?city_label=Riverhead,+NY%7CSt.+James,+NY'],
    ['a city whose slug starts with a segment key goes in the query', (f) => (f.suggestions.city_label = ['Price, TX']), '/real-estate?city_label=Price,+TX'],
    ['location', (f) => (f.suggestions.pl = ['North Fork', 'The Hamptons']), '/real-estate/location-north-fork,the-hamptons'],
    ['an unknown place goes in the query', (f) => (f.suggestions.pl = ['North Fork', 'Shelter Island']), '/real-estate?pl=North+Fork%7CShelter+Island'],
    ['type in company order', (f) => (f.type = ['c', 'r']), '/real-estate/type-r,c'],
    ['status', (f) => (f.status = ['u', 'a']), '/real-estate/status-a,u'],
    ['price min', (f) => (f.price.from = 300000), '/real-estate/price-300000-any'],
    ['price max', (f) => (f.price.to = 900000), '/real-estate/price-any-900000'],
    ['price both', (f) => (f.price = { from: 300000, to: 900000 }), '/real-estate/price-300000-900000'],
    ['beds', (f) => (f.beds = 3), '/real-estate/beds-3'],
    ['baths', (f) => (f.baths = 2.5), '/real-estate/baths-2.5'],
    ['maxbeds/maxbaths in the query', (f) => ((f.maxbeds = 4), (f.maxbaths = 3)), '/real-estate?maxbeds=4&maxbaths=3'],
    ['minsqft', (f) => (f.advanced.minsqft = 1500), '/real-estate/minsqft-1500'],
    ['maxsqft', (f) => (f.advanced.maxsqft = 3000), '/real-estate/maxsqft-3000'],
    ['garages', (f) => ((f.advanced.mingar = 1), (f.advanced.maxgar = 3)), '/real-estate/mingar-1/maxgar-3'],
    ['stories', (f) => ((f.advanced.minstories = 1), (f.advanced.maxstories = 2)), '/real-estate/minstories-1/maxstories-2'],
    ['days price reduced', (f) => ((f.advanced.maxdaysprr = 7), (f.advanced.mindaysprr = 1)), '/real-estate/maxdaysprr-7/mindaysprr-1'],
    ['photo', (f) => (f.advanced.photo = true), '/real-estate/photo-1'],
    ['acres', (f) => ((f.advanced.minacres = 0.25), (f.advanced.maxacres = 10)), '/real-estate/minacres-0.25/maxacres-10'],
    ['year', (f) => ((f.advanced.minyear = 1950), (f.advanced.maxyear = 2000)), '/real-estate/minyear-1950/maxyear-2000'],
    ['days listed', (f) => ((f.advanced.mindayslisted = 7), (f.advanced.maxdayslisted = 30)), '/real-estate/mindayslisted-7/maxdayslisted-30'],
    ['days sold', (f) => ((f.status = ['s']), (f.advanced.mindayssold = 7), (f.advanced.maxdayssold = 90)), '/real-estate/status-s/mindayssold-7/maxdayssold-90'],
    ['basement', (f) => (f.advanced.basmnttype = 5), '/real-estate/basmnttype-5'],
    ['No HOA', (f) => (f.advanced.maxhoa = -1), '/real-estate/maxhoa--1'],
    ['HOA cap', (f) => (f.advanced.maxhoa = 250), '/real-estate/maxhoa-250'],
    ['ratingweight', (f) => (f.advanced.ratingweight = [50, 60]), '/real-estate/ratingweight-60,50'],
    ['features in company order', (f) => (f.advanced.features = ['waterfront', 'pool']), '/real-estate/features-pool,waterfront'],
    ['a feature with a space', (f) => (f.advanced.features = ['Guest Cottage']), '/real-estate/features-Guest%20Cottage'],
    ['assumable rate in the query', (f) => (f.advanced.maxassmortgrate = -1), '/real-estate?maxassmortgrate=-1'],
    ['favourites', (f) => (f.favorite = true), '/real-estate?favorite=1'],
    ['viewed / favourite lists', (f) => ((f.lvh = true), (f.lfh = true)), '/real-estate?lvh=1&lfh=1'],
    ['a non-default sort', (f) => (f.sort = { field: 'price', direction: 'asc' }), '/real-estate?sort=price+asc'],
    ['the default sort is left out', (f) => (f.sort = { field: 'created_at', direction: 'desc' }), '/real-estate'],
    ['geometry', (f) => ((f.bounds = { west: -73, south: 40.5, east: -72, north: 41 }), (f.zoom = 12)), '/real-estate?bounds=-73,40.5,-72,41&zoom=12'],
    ['circle', (f) => (f.circle = { lat: 40.9, lon: -72.66, miles: 5 }), '/real-estate?circle=40.9,-72.66,5'],
    ['other suggestions', (f) => ((f.suggestions.keyword = ['ocean view']), (f.suggestions.zip = ['11901'])), '/real-estate?keyword=ocean+view&zip=11901'],
    ['dropped: a type not offered', (f) => (f.type = ['zz']), '/real-estate'],
    ['dropped: days sold without Sold', (f) => (f.advanced.maxdayssold = 30), '/real-estate'],
  ])('%s', (_name, change, url) => expect(build(change)).toBe(url));

  it('writes every segment in SPEC §2 order', () => {
    const url = build((f) => {
      f.advanced.features = ['pool'];
      f.advanced.ratingweight = [60];
      f.advanced.maxhoa = 500;
      f.advanced.basmnttype = 1;
      f.advanced.maxdayssold = 30;
      f.advanced.mindayssold = 1;
      f.advanced.maxdayslisted = 60;
      f.advanced.mindayslisted = 1;
      f.advanced.maxyear = 2020;
      f.advanced.minyear = 1900;
      f.advanced.maxacres = 5;
      f.advanced.minacres = 1;
      f.advanced.photo = true;
      f.advanced.mindaysprr = 30;
      f.advanced.maxdaysprr = 60;
      f.advanced.maxstories = 3;
      f.advanced.minstories = 1;
      f.advanced.maxgar = 2;
      f.advanced.mingar = 1;
      f.advanced.maxsqft = 4000;
      f.advanced.minsqft = 1000;
      f.baths = 2;
      f.beds = 3;
      f.price = { from: 1, to: 2 };
      f.status = ['s'];
      f.type = ['r'];
      f.suggestions.pl = ['North Fork'];
      f.suggestions.city_label = ['Riverhead, NY'];
    });
    expect(url).toBe(
      '/real-estate/riverhead-ny/location-north-fork/type-r/status-s/price-1-2/beds-3/baths-2/minsqft-1000/maxsqft-4000/mingar-1/maxgar-2' +
        '/minstories-1/maxstories-3/maxdaysprr-60/mindaysprr-30/photo-1/minacres-1/maxacres-5/minyear-1900/maxyear-2020/mindayslisted-1' +
        '/maxdayslisted-60/mindayssold-1/maxdayssold-30' +
        '/basmnttype-1/maxhoa-500/ratingweight-60/features-pool',
    );
  });
});

