/**
 * Where a search's homes are, so a map without a view of its own can show them: a search
 * for Montauk must not open on SPEC's default centre 50 km away. Pure.
 */
import { SUGGESTION_KEYS, type Bounds, type LatLon } from '@/lib/filters/types';

/** Search keys that name an area (a place, a drawn shape): without them every home is in view anyway. */
const AREA_KEYS: readonly string[] = [...SUGGESTION_KEYS, 'pts', 'circle'];

export function namesArea(searchQuery: string): boolean {
  const params = new URLSearchParams(searchQuery.replace(/^\?/, ''));
  return AREA_KEYS.some((key) => params.has(key));
}

/** The box around every given box (none: null). Boxes crossing the antimeridian are not expected here. */
export function unionBounds(boxes: readonly Bounds[]): Bounds | null {
  if (boxes.length === 0) return null;
  return boxes.reduce((a, b) => ({
    west: Math.min(a.west, b.west),
    south: Math.min(a.south, b.south),
    east: Math.max(a.east, b.east),
    north: Math.max(a.north, b.north),
  }));
}

/** The box around a drawn polygon. */
export function polygonBounds(points: readonly LatLon[]): Bounds | null {
  return unionBounds(points.map((p) => ({ west: p.lon, south: p.lat, east: p.lon, north: p.lat })));
}

/** A whole-region view for the clusters call that finds where the homes are (low zoom: coarse cells, cheap). */
export const EXTENT_ZOOM = 8;
export const WORLD: Bounds = { west: -180, south: -85, east: 180, north: 85 };
