/**
 * Query strings of the map's two calls. The page hands over the search without the view;
 * the map adds the view it shows, so the API always gets the current, screen-sized bounds
 * (it refuses a larger one from zoom 13, lib/search/geo.ts).
 */
import { formatBounds } from '@/lib/filters/geometry';
import type { Bounds } from '@/lib/filters/types';
import { MAX_PINS } from './listings';

/** Keys the map owns: a stray one in the page's search would fight the map's own view. */
const VIEW_KEYS = new Set(['bounds', 'zoom', 'page', 'per_page']);

/** The page's search, minus any view keys, without a leading "?". */
export function searchWithoutView(searchQuery: string): string {
  const params = new URLSearchParams(searchQuery.replace(/^\?/, ''));
  for (const key of [...params.keys()]) if (VIEW_KEYS.has(key)) params.delete(key);
  // URLSearchParams encodes commas; the API's lists read better (and cache keys match) with them literal.
  return params.toString().replace(/%2C/gi, ',');
}

const join = (search: string, view: string) => (search === '' ? view : `${search}&${view}`);

/** Path (under /api) of the clusters call for a view. */
export function clustersPath(searchQuery: string, bounds: Bounds, zoom: number): string {
  return `/properties/clusters?${join(searchWithoutView(searchQuery), `bounds=${formatBounds(bounds)}&zoom=${zoom}`)}`;
}

/** Path (under /api) of the pins call for a view: one page, as many as showPins allows. */
export function markersPath(searchQuery: string, bounds: Bounds): string {
  return `/properties/markers?${join(searchWithoutView(searchQuery), `bounds=${formatBounds(bounds)}&per_page=${MAX_PINS}`)}`;
}
