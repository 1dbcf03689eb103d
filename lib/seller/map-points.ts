import type { ComparableJson } from '@/lib/estimate/estimate-json';

export interface MapPoint {
  id: number;
  kind: 'sold' | 'active';
  latitude: number;
  longitude: number;
  price: number | null;
  address: string;
  path: string;
}

/** What the comparables map needs of each comparable with a position (the page passes it to the browser: small). */
export function mapPoints(comparables: ComparableJson[]): MapPoint[] {
  const points: MapPoint[] = [];
  for (const { id, kind, latitude, longitude, price, address, path } of comparables) {
    if (latitude !== null && longitude !== null) points.push({ id, kind, latitude, longitude, price, address, path });
  }
  return points;
}

/** The box around the home and its comparables: [[west, south], [east, north]]. */
export function pointsBox(points: { latitude: number; longitude: number }[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}
