/**
 * Map geometry of DESIGN §8: `bounds=west,south,east,north` (GeoJSON bbox order),
 * `pts=lat,lon,lat,lon,…` (a polygon of 3 to 500 points) and `circle=lat,lon,miles`.
 * Coordinates are rounded to COORD_DECIMALS so that printing reads back exactly.
 */
import { COORD_DECIMALS, MAX_CIRCLE_MILES, MAX_POLYGON_POINTS, MILES_DECIMALS, MIN_POLYGON_POINTS } from './limits';
import { formatNumber, parseNumberText, roundTo } from './numbers';
import type { Bounds, Circle, LatLon } from './types';
import { fail, isRecord, ok, type Checked } from './values';

function coordinate(value: unknown, limit: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const rounded = roundTo(value, COORD_DECIMALS);
  return rounded >= -limit && rounded <= limit ? rounded : null;
}

const lat = (value: unknown) => coordinate(value, 90);
const lon = (value: unknown) => coordinate(value, 180);

export function checkPolygon(points: unknown): Checked<LatLon[]> {
  if (!Array.isArray(points)) return fail('pts must be a list of points');
  if (points.length < MIN_POLYGON_POINTS) return fail(`pts needs at least ${MIN_POLYGON_POINTS} points`);
  if (points.length > MAX_POLYGON_POINTS) return fail(`pts takes at most ${MAX_POLYGON_POINTS} points`);
  const polygon: LatLon[] = [];
  for (const point of points) {
    const la = isRecord(point) ? lat(point.lat) : null;
    const lo = isRecord(point) ? lon(point.lon) : null;
    if (la === null || lo === null) return fail('pts needs latitudes within ±90 and longitudes within ±180');
    polygon.push({ lat: la, lon: lo });
  }
  return ok(polygon);
}

/**
 * West may exceed east: such a box crosses the antimeridian (GeoJSON). South above north is
 * a reversed range and is swapped (DESIGN §8), which `swapped` reports.
 */
export function checkBounds(bounds: unknown): Checked<{ bounds: Bounds; swapped: boolean }> {
  if (!isRecord(bounds)) return fail('bounds must be west,south,east,north');
  const west = lon(bounds.west);
  const east = lon(bounds.east);
  const south = lat(bounds.south);
  const north = lat(bounds.north);
  if (west === null || east === null || south === null || north === null) {
    return fail('bounds needs longitudes within ±180 and latitudes within ±90');
  }
  const swapped = south > north;
  return ok({ bounds: { west, south: swapped ? north : south, east, north: swapped ? south : north }, swapped });
}

export function checkCircle(circle: unknown): Checked<Circle> {
  if (!isRecord(circle)) return fail('circle must be lat,lon,miles');
  const la = lat(circle.lat);
  const lo = lon(circle.lon);
  if (la === null || lo === null) return fail('circle needs a latitude within ±90 and a longitude within ±180');
  const miles = typeof circle.miles === 'number' && Number.isFinite(circle.miles) ? roundTo(circle.miles, MILES_DECIMALS) : NaN;
  if (!(miles > 0 && miles <= MAX_CIRCLE_MILES)) return fail(`circle radius must be above 0 and at most ${MAX_CIRCLE_MILES} miles`);
  return ok({ lat: la, lon: lo, miles });
}

/** Comma-separated plain numbers, or null if any item is not one. */
function numbers(text: string): number[] | null {
  const values: number[] = [];
  for (const item of text.split(',')) {
    const n = parseNumberText(item);
    if (n === null) return null;
    values.push(n);
  }
  return values;
}

export function parsePolygon(text: string): Checked<LatLon[]> {
  const values = numbers(text);
  if (values === null || values.length % 2 !== 0) return fail('pts must be lat,lon pairs of plain numbers');
  const points: LatLon[] = [];
  for (let i = 0; i + 1 < values.length; i += 2) points.push({ lat: values[i] ?? NaN, lon: values[i + 1] ?? NaN });
  return checkPolygon(points);
}

export function parseBounds(text: string): Checked<{ bounds: Bounds; swapped: boolean }> {
  const values = numbers(text);
  if (values === null || values.length !== 4) return fail('bounds must be four plain numbers: west,south,east,north');
  const [west, south, east, north] = values;
  return checkBounds({ west, south, east, north });
}

export function parseCircle(text: string): Checked<Circle> {
  const values = numbers(text);
  if (values === null || values.length !== 3) return fail('circle must be three plain numbers: lat,lon,miles');
  const [la, lo, miles] = values;
  return checkCircle({ lat: la, lon: lo, miles });
}

const coord = (n: number) => formatNumber(n, COORD_DECIMALS);

export const formatPolygon = (points: readonly LatLon[]): string => points.map((p) => `${coord(p.lat)},${coord(p.lon)}`).join(',');
export const formatBounds = (b: Bounds): string => [b.west, b.south, b.east, b.north].map(coord).join(',');
export const formatCircle = (c: Circle): string => `${coord(c.lat)},${coord(c.lon)},${formatNumber(c.miles, MILES_DECIMALS)}`;
