/**
 * The map style used when a company has none: nothing is fetched (no tiles, no glyphs, no
 * sprites), so the map works offline and in tests (TOOLCHAIN.md). A land-coloured
 * background and a faint graticule, which is enough to see the map move and zoom.
 */
import type { FeatureCollection, LineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import type { Bounds } from '@/lib/filters/types';
import { DEFAULT_VIEW } from './view';

export const LAND_COLOUR = '#eef0e6';
const LINE_COLOUR = '#c9cfbe';

/** Meridians and parallels every `step` degrees inside `box`, as GeoJSON lines. */
export function graticule(box: Bounds, step: number): FeatureCollection<LineString> {
  const features: FeatureCollection<LineString>['features'] = [];
  const first = (from: number) => Math.ceil(from / step - 1e-9) * step;
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  for (let lon = first(box.west); lon <= box.east + 1e-9; lon += step) {
    features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[round(lon), box.south], [round(lon), box.north]] } });
  }
  for (let lat = first(box.south); lat <= box.north + 1e-9; lat += step) {
    features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[box.west, round(lat)], [box.east, round(lat)]] } });
  }
  return { type: 'FeatureCollection', features };
}

/** Fine lines only around the listings (a few degrees): the whole world at 0.05° would be 10,000 lines. */
const NEAR: Bounds = {
  west: DEFAULT_VIEW.longitude - 4,
  south: DEFAULT_VIEW.latitude - 3,
  east: DEFAULT_VIEW.longitude + 4,
  north: DEFAULT_VIEW.latitude + 3,
};

export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'Offline',
    sources: {
      'graticule-world': { type: 'geojson', data: graticule({ west: -180, south: -85, east: 180, north: 85 }, 5) },
      'graticule-near': { type: 'geojson', data: graticule(NEAR, 0.05) },
    },
    layers: [
      { id: 'land', type: 'background', paint: { 'background-color': LAND_COLOUR } },
      { id: 'graticule-world', type: 'line', source: 'graticule-world', maxzoom: 9, paint: { 'line-color': LINE_COLOUR, 'line-width': 1 } },
      { id: 'graticule-near', type: 'line', source: 'graticule-near', minzoom: 9, paint: { 'line-color': LINE_COLOUR, 'line-width': 1 } },
    ],
  };
}
