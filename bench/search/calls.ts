/**
 * The calls `npm run bench:search` times, defined once: the bare half hands the query to
 * the search back end, the HTTP half encodes the same query for the API (DESIGN §8).
 */
import type { Bounds, LatLon, SearchQuery } from '@/lib/filters/types';

export type CallGroup = 'list' | 'clusters' | 'suggestions';

interface CallBase {
  name: string;
  group: CallGroup;
}
export interface PageCall extends CallBase {
  kind: 'page';
  query: SearchQuery;
  page: number;
}
export interface ClustersCall extends CallBase {
  kind: 'clusters';
  query: SearchQuery & { bounds: Bounds; zoom: number };
}
export interface SuggestCall extends CallBase {
  kind: 'suggest';
  /** As a visitor types it; the service expands street abbreviations before the back end sees it. */
  text: string;
}
export type BenchCall = PageCall | ClustersCall | SuggestCall;

/** The whole demo area (all 39 towns, Wading River to Montauk), as a map at zoom 10 shows it. */
const WHOLE_AREA: Bounds = { west: -72.95, south: 40.7, east: -71.85, north: 41.2 };
/** About 3 km by 3 km around downtown Riverhead: a zoom-14 map. */
const RIVERHEAD_3KM: Bounds = { west: -72.68, south: 40.9035, east: -72.644, north: 40.9305 };

/** A regular pentagon of about 5 km across around Mattituck, as someone draws one on the map. */
function pentagon(center: LatLon, radiusKm: number): LatLon[] {
  const kmPerDegreeLat = 111.0;
  const kmPerDegreeLon = 111.32 * Math.cos((center.lat * Math.PI) / 180);
  return Array.from({ length: 5 }, (_, k) => {
    const angle = ((90 + 72 * k) * Math.PI) / 180;
    const round = (v: number) => Math.round(v * 1e5) / 1e5;
    return { lat: round(center.lat + (radiusKm * Math.sin(angle)) / kmPerDegreeLat), lon: round(center.lon + (radiusKm * Math.cos(angle)) / kmPerDegreeLon) };
  });
}

export const CALLS: BenchCall[] = [
  { name: 'filtered list', group: 'list', kind: 'page', page: 1, query: { minbeds: 3, minprice: 300_000, maxprice: 900_000, type: ['r'] } },
  { name: 'broad, page 50', group: 'list', kind: 'page', page: 50, query: {} },
  { name: 'clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10 } },
  { name: 'clusters z14', group: 'clusters', kind: 'clusters', query: { bounds: RIVERHEAD_3KM, zoom: 14 } },
  { name: 'polygon list', group: 'list', kind: 'page', page: 1, query: { pts: pentagon({ lat: 40.99, lon: -72.535 }, 2.5) } },
  { name: "suggest 'riv'", group: 'suggestions', kind: 'suggest', text: 'riv' },
  { name: "suggest 'main st'", group: 'suggestions', kind: 'suggest', text: 'main st' },
  // Beyond issue 3's list: the other everyday searches a visitor makes.
  { name: 'keyword list', group: 'list', kind: 'page', page: 1, query: { keyword: ['Riverhead'] } },
  { name: 'street chip list', group: 'list', kind: 'page', page: 1, query: { street: ['Main Street'] } },
  { name: 'features list', group: 'list', kind: 'page', page: 1, query: { features: ['pool'] } },
  { name: 'sort by size', group: 'list', kind: 'page', page: 1, query: { sort: { field: 'square', direction: 'desc' } } },
  { name: 'filtered clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10, minbeds: 3, minprice: 300_000 } },
  // Issue 12: deal ratings a company corrected (property_overrides) must be what it filters and sorts on.
  { name: 'deal rating filter', group: 'list', kind: 'page', page: 1, query: { ratingweight: [60, 50] } },
  { name: 'sort by deal rating', group: 'list', kind: 'page', page: 1, query: { sort: { field: 'ratingweight', direction: 'desc' } } },
  { name: 'deal rating, page 50', group: 'list', kind: 'page', page: 50, query: { ratingweight: [60], sort: { field: 'ratingweight', direction: 'desc' } } },
  // Issue 19: the hard cases at 1M listings: filtered clusters at every zoom, sorts under a
  // price range, a polygon with filters, deep pages.
  { name: 'beds+price clusters z12', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 12, minbeds: 3, minprice: 300_000, maxprice: 900_000 } },
  { name: 'beds+price clusters z14', group: 'clusters', kind: 'clusters', query: { bounds: RIVERHEAD_3KM, zoom: 14, minbeds: 3, minprice: 300_000, maxprice: 900_000 } },
  { name: 'type clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10, type: ['c'] } },
  { name: 'features clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10, features: ['pool'] } },
  { name: 'features clusters z12', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 12, features: ['pool'], minbeds: 2 } },
  { name: 'sold 90d clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10, status: ['s'], maxdayssold: 90 } },
  { name: 'sold 90d clusters z14', group: 'clusters', kind: 'clusters', query: { bounds: RIVERHEAD_3KM, zoom: 14, status: ['s'], maxdayssold: 90 } },
  { name: 'size sort, price band', group: 'list', kind: 'page', page: 1, query: { minprice: 400_000, maxprice: 600_000, sort: { field: 'square', direction: 'desc' } } },
  { name: 'year sort, price band', group: 'list', kind: 'page', page: 1, query: { minprice: 400_000, maxprice: 600_000, sort: { field: 'year', direction: 'desc' } } },
  { name: 'features+beds list', group: 'list', kind: 'page', page: 1, query: { features: ['pool'], minbeds: 4 } },
  { name: 'polygon+filters list', group: 'list', kind: 'page', page: 1, query: { pts: pentagon({ lat: 40.99, lon: -72.535 }, 2.5), minbeds: 3, maxprice: 900_000 } },
  { name: 'filtered, page 500', group: 'list', kind: 'page', page: 500, query: { minbeds: 2, minprice: 200_000 } },
  // Maps of the whole area with filters no pre-counted grid tells apart (issue 19 item 5, fifth session).
  { name: 'two features clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10, features: ['pool', 'waterfront'] } },
  { name: 'feature+price clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10, features: ['pool'], minprice: 500_000 } },
  { name: 'sold 1y clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10, status: ['s'], maxdayssold: 365 } },
  { name: 'sold 5y clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10, status: ['s'], maxdayssold: 1825 } },
  { name: 'baths clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10, minbaths: 2 } },
  { name: 'sqft+year clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10, minsqft: 2000, minyear: 1990 } },
  { name: 'typed price clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10, minprice: 333_000 } },
  { name: 'keyword clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10, keyword: ['Riverhead'] } },
  { name: 'baths clusters z12', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 12, minbaths: 2 } },
  // Lists with the same kind of filters: a total counts up to 10,001 matching listings.
  { name: 'two features list', group: 'list', kind: 'page', page: 1, query: { features: ['pool', 'waterfront'] } },
  { name: 'baths+sqft list', group: 'list', kind: 'page', page: 1, query: { minbaths: 3, minsqft: 3000 } },
  { name: 'garage+year list, z10 view', group: 'list', kind: 'page', page: 1, query: { bounds: WHOLE_AREA, mingar: 2, minyear: 2010 } },
  { name: 'sold 5y list', group: 'list', kind: 'page', page: 1, query: { status: ['s'], maxdayssold: 1825, minbaths: 2 } },
  { name: 'sold 90d list', group: 'list', kind: 'page', page: 1, query: { status: ['s'], maxdayssold: 90 } },
  { name: 'sold list', group: 'list', kind: 'page', page: 1, query: { status: ['s'] } },
  { name: 'pending list, page 20', group: 'list', kind: 'page', page: 20, query: { status: ['p'], minbeds: 3 } },
  // Keywords (sixth session): a word most addresses hold, one with a filter, a zoomed-in view, two words, an MLS number.
  { name: 'common keyword clusters z10', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 10, keyword: ['Road'] } },
  { name: 'keyword+beds clusters z12', group: 'clusters', kind: 'clusters', query: { bounds: WHOLE_AREA, zoom: 12, keyword: ['Southold'], minbeds: 3 } },
  { name: 'keyword clusters z14', group: 'clusters', kind: 'clusters', query: { bounds: RIVERHEAD_3KM, zoom: 14, keyword: ['Main'] } },
  { name: 'two keywords list', group: 'list', kind: 'page', page: 1, query: { keyword: ['Landing', 'Road'] } },
  { name: 'MLS number list', group: 'list', kind: 'page', page: 1, query: { keyword: ['5000003'] } },
  // A few listings among a million, without a keyword: the top of the price range with two baths.
  { name: 'few matches list', group: 'list', kind: 'page', page: 1, query: { minprice: 12_000_000, minbaths: 2 } },
  // No listing holds it: SPEC §4's fuzzy fallback (lib/search/fuzzy-keyword.ts), a misspelt town; then (seventh
  // session) a misspelt street, and a house number with one, whose number narrows the closest names' listings.
  { name: 'keyword typo list', group: 'list', kind: 'page', page: 1, query: { keyword: ['Rivrhead'] } },
  { name: 'street typo list', group: 'list', kind: 'page', page: 1, query: { keyword: ['Weks Avenue'] } },
  { name: 'address typo list', group: 'list', kind: 'page', page: 1, query: { keyword: ['45 Main Stret'] } },
  // (Eighth session) with a unit written otherwise than the listings write it ("Unit 12").
  { name: 'unit typo list', group: 'list', kind: 'page', page: 1, query: { keyword: ['45 Main Stret Apt 12'] } },
  // The longest keyword the codec takes (50 values of 100 characters), that nothing holds: the fallback looks at its first 64 characters.
  { name: 'longest typo list', group: 'list', kind: 'page', page: 1, query: { keyword: Array.from({ length: 50 }, (_, v) => Array.from({ length: 25 }, (_, w) => `q${(v * 25 + w) % 97}x`).join(' ').slice(0, 100)) } },
];

/** The API's query string for the keys these calls use (numbers, comma lists, bbox, polygon). */
export function toQueryString(query: SearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined) continue;
    if (key === 'bounds') {
      const b = value as Bounds;
      params.set(key, [b.west, b.south, b.east, b.north].join(','));
    } else if (key === 'pts') {
      params.set(key, (value as LatLon[]).flatMap((pt) => [pt.lat, pt.lon]).join(','));
    } else if (key === 'sort') {
      const sort = value as { field: string; direction: string };
      params.set(key, `${sort.field} ${sort.direction}`);
    } else if (Array.isArray(value)) {
      params.set(key, value.join(','));
    } else if (typeof value === 'number' || typeof value === 'string') {
      params.set(key, String(value));
    } else {
      throw new Error(`toQueryString: ${key} is not used by the benchmark calls`);
    }
  }
  return params.toString();
}

export interface HttpRequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export function httpRequestOf(call: BenchCall): HttpRequestSpec {
  switch (call.kind) {
    case 'page': {
      const qs = toQueryString(call.query);
      return { method: 'GET', path: `/api/properties?${qs ? `${qs}&` : ''}page=${call.page}` };
    }
    case 'clusters':
      return { method: 'GET', path: `/api/properties/clusters?${toQueryString(call.query)}` };
    case 'suggest':
      return { method: 'POST', path: '/api/suggestions', body: JSON.stringify({ query: call.text }) };
  }
}

/** What a call found, in words both halves produce alike: equal outcomes show they ran the same search. */
export const outcome = {
  page: (total: number, capped: boolean, rows: number) => `${total}${capped ? '+' : ''} found, ${rows} rows`,
  clusters: (cells: number, listings: number) => `${cells} cells, ${listings} listings`,
  suggest: (buckets: { hits: unknown[] }[]) => `${buckets.length} buckets, ${buckets.reduce((n, b) => n + b.hits.length, 0)} hits`,
};
