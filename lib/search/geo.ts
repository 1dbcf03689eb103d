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
