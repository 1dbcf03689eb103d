/**
 * Drawing a search area (SPEC §3 `pts`, DESIGN §8: 3 to 500 points) and the GeoJSON the map
 * draws it with. Pure: the component only feeds clicks in and layers out.
 */
import type { Feature, FeatureCollection, LineString, Point, Polygon } from 'geojson';
import { COORD_DECIMALS, MAX_POLYGON_POINTS, MIN_POLYGON_POINTS } from '@/lib/filters/limits';
import { roundTo } from '@/lib/filters/numbers';
import type { LatLon } from '@/lib/filters/types';

export { MAX_POLYGON_POINTS, MIN_POLYGON_POINTS };

/** A point as the URL keeps it (7 decimals), so what is drawn is what is searched. */
export function roundPoint(p: LatLon): LatLon {
  return { lat: roundTo(p.lat, COORD_DECIMALS), lon: roundTo(p.lon, COORD_DECIMALS) };
}

const samePoint = (a: LatLon, b: LatLon) => a.lat === b.lat && a.lon === b.lon;

/**
 * The outline with one more vertex. A repeat of the last vertex is dropped (a double-click
 * clicks twice on one spot), and past the API's limit nothing is added.
 */
export function addVertex(points: readonly LatLon[], point: LatLon): LatLon[] {
  const p = roundPoint(point);
  const last = points[points.length - 1];
  if ((last && samePoint(last, p)) || points.length >= MAX_POLYGON_POINTS) return [...points];
  return [...points, p];
}

export const canFinish = (points: readonly LatLon[]): boolean => points.length >= MIN_POLYGON_POINTS;

/** The finished area: a closing vertex equal to the first is dropped, as `pts` lists each corner once. */
export function finishPolygon(points: readonly LatLon[]): LatLon[] | null {
  const first = points[0];
  const last = points[points.length - 1];
  const open = points.length > 1 && first && last && samePoint(first, last) ? points.slice(0, -1) : [...points];
  return canFinish(open) ? open : null;
}

const position = (p: LatLon): [number, number] => [p.lon, p.lat];

/** A closed area: a filled polygon ring (GeoJSON repeats the first position at the end). */
export function areaFeatures(points: readonly LatLon[] | null): FeatureCollection<Polygon> {
  if (!points || points.length < MIN_POLYGON_POINTS) return { type: 'FeatureCollection', features: [] };
  const ring = [...points.map(position), position(points[0] as LatLon)];
  return { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }] };
}

/**
 * An outline being drawn: its vertices as points, the path so far as a line, and once it
 * could close, the closing edge as a dashed-looking second line (kind: 'closing').
 */
export function sketchFeatures(points: readonly LatLon[]): FeatureCollection<Point | LineString> {
  const features: Feature<Point | LineString>[] = points.map((p, i) => ({
    type: 'Feature',
    properties: { kind: i === 0 ? 'first' : 'vertex' },
    geometry: { type: 'Point', coordinates: position(p) },
  }));
  if (points.length >= 2) {
    features.push({ type: 'Feature', properties: { kind: 'path' }, geometry: { type: 'LineString', coordinates: points.map(position) } });
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (canFinish(points) && first && last) {
    features.push({ type: 'Feature', properties: { kind: 'closing' }, geometry: { type: 'LineString', coordinates: [position(last), position(first)] } });
  }
  return { type: 'FeatureCollection', features };
}

/** Pixels within which a click counts as a click on a drawn vertex. */
export const VERTEX_HIT_PX = 12;

/** Whether two screen points are within `radiusPx` (a click on the first vertex closes the outline). */
export function withinPixels(a: { x: number; y: number }, b: { x: number; y: number } | null, radiusPx = VERTEX_HIT_PX): boolean {
  if (!b) return false;
  return Math.hypot(a.x - b.x, a.y - b.y) <= radiusPx;
}
