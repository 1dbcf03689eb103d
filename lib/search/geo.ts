import type { Bounds, Circle } from '@/lib/filters/types';

export const MILE_METERS = 1609.344;
const MILES_PER_DEGREE_LAT = 69.055;

/** The lat/lon box around a circle: lets the index narrow a radius search before the exact distance test. */
export function boundsOfCircle({ lat, lon, miles }: Circle): Bounds {
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const dLon = miles / (MILES_PER_DEGREE_LAT * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return { west: lon - dLon, south: lat - dLat, east: lon + dLon, north: lat + dLat };
}

/**
 * Grid cell size in degrees for clustering at a zoom level: about 60 screen pixels, so
 * clusters sit apart on the map (256-pixel tiles, 360° at zoom 0).
 */
export function clusterCellDegrees(zoom: number): number {
  return (60 * 360) / (256 * 2 ** zoom);
}

/** Zooms answered from the pre-counted grid (lib/search/listing-grid.ts); closer in, clusters are grouped live. */
export const GRID_MAX_ZOOM = 12;
const LIVE_ZOOM = GRID_MAX_ZOOM + 1;
/** A view is at most about this many tiles wide (a large desktop screen, with room to spare). */
const MAX_VIEW_TILES = 16;

/**
 * Why a clustering view is unfit, or null: close in, the view must be given and about the
 * size of a screen at that zoom, or grouping it live would read half the world's listings.
 */
export function viewProblem(zoom: number, bounds: Bounds | undefined): string | null {
  if (zoom < LIVE_ZOOM) return null;
  if (!bounds) return `required from zoom ${LIVE_ZOOM}`;
  const maxDegrees = (MAX_VIEW_TILES * 360) / 2 ** zoom;
  const width = bounds.west <= bounds.east ? bounds.east - bounds.west : 360 - bounds.west + bounds.east;
  if (width > maxDegrees || bounds.north - bounds.south > maxDegrees) return `too large a view for zoom ${zoom}`;
  return null;
}
