/**
 * The map view as the search holds it (DESIGN §8: bounds west,south,east,north; zoom 1–20)
 * and as MapLibre reports it. Pure, so the rounding and the "is this the same view" rule
 * are unit-tested rather than eyeballed.
 */
import { formatBounds } from '@/lib/filters/geometry';
import { COORD_DECIMALS, MAX_ZOOM, MIN_ZOOM } from '@/lib/filters/limits';
import { roundTo } from '@/lib/filters/numbers';
import type { Bounds } from '@/lib/filters/types';

/** SPEC §9 default map view. */
export const DEFAULT_VIEW = { latitude: 40.92, longitude: -72.66, zoom: 12 } as const;

/** Web Mercator stops short of the poles; a map never shows beyond this latitude. */
const MERCATOR_MAX_LAT = 85.0511288;

/** The integer zoom the API takes (DESIGN §8), from a map's fractional zoom. */
export function apiZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)));
}

/** A longitude folded into −180…180: a map panned across the antimeridian reports e.g. 190. */
export function wrapLongitude(lon: number): number {
  if (lon >= -180 && lon <= 180) return lon;
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
  // 180 and −180 are one meridian; keep the east edge of a world-wide view at 180.
  return wrapped === -180 && lon > 0 ? 180 : wrapped;
}

const clampLat = (lat: number) => Math.min(MERCATOR_MAX_LAT, Math.max(-MERCATOR_MAX_LAT, lat));

/**
 * The bounds of what a map shows, fit for the URL and the API: longitudes wrapped (a view
 * across the antimeridian keeps west > east, as GeoJSON bboxes do), a view wider than the
 * world becomes the whole world, latitudes clamped, 7 decimals.
 */
export function viewBounds(raw: Bounds): Bounds {
  const wide = raw.east - raw.west >= 360;
  const west = wide ? -180 : wrapLongitude(raw.west);
  const east = wide ? 180 : wrapLongitude(raw.east);
  const round = (n: number) => roundTo(n, COORD_DECIMALS);
  return { west: round(west), south: round(clampLat(raw.south)), east: round(east), north: round(clampLat(raw.north)) };
}

/** Longitude span, also across the antimeridian. */
function lonSpan(b: Bounds): number {
  return b.west <= b.east ? b.east - b.west : 360 - b.west + b.east;
}

/** Longitude difference the short way round (179 and −179 are 2° apart). */
function lonDelta(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * Whether two views show the same area, give or take `tolerance` of the view's size per
 * edge (default 2 %). A map fitted to bounds on a screen of another shape, or rounding for
 * the URL, moves edges a little; that is not a new place to look at.
 */
export function sameBounds(a: Bounds | null, b: Bounds | null, tolerance = 0.02): boolean {
  if (a === null || b === null) return a === b;
  const dx = Math.max(lonSpan(a), lonSpan(b)) * tolerance + 1e-9;
  const dy = Math.max(a.north - a.south, b.north - b.south) * tolerance + 1e-9;
  return (
    lonDelta(a.west, b.west) <= dx &&
    lonDelta(a.east, b.east) <= dx &&
    Math.abs(a.south - b.south) <= dy &&
    Math.abs(a.north - b.north) <= dy
  );
}

/** A stable text for a view: SWR keys and effect dependencies compare strings, not objects. */
export function boundsKey(b: Bounds | null): string {
  return b === null ? '' : formatBounds(b);
}

/**
 * Bounds as MapLibre fits them: [[west, south], [east, north]]. A view across the
 * antimeridian has west > east; MapLibre wants the east edge past 180 instead.
 */
export function lngLatBounds(b: Bounds): [[number, number], [number, number]] {
  const east = b.west > b.east ? b.east + 360 : b.east;
  return [[b.west, b.south], [east, b.north]];
}
