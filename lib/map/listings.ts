/**
 * What the map shows for the listings in view: clusters (a count) or one pin per listing.
 * The shapes are those of GET /api/properties/clusters and /markers (lib/search/backend.ts).
 */
import type { Bounds, LatLon } from '@/lib/filters/types';
import { formatShortPrice } from '@/lib/filters/price-options';

export interface MapCluster {
  center: LatLon;
  count: number;
  bounds: Bounds;
}

export interface ClustersResponse {
  data: MapCluster[];
  meta: { total: number };
}

export interface MapListing {
  id: number;
  lat: number;
  lon: number;
  /** Null when the price is hidden (a sold price for a visitor). */
  price: number | null;
  status: string;
  bedrooms: number | null;
  bathrooms: number | null;
  square: number | null;
  address: string;
  image: string;
}

export interface MarkersResponse {
  data: MapListing[];
  meta: { pagination: { total: number } };
}

/** Pins are fetched one page at a time; more than this in view is what clusters are for. */
export const MAX_PINS = 200;
/** From this zoom on a screen holds a few streets: pins, if there are not too many. */
export const PIN_ZOOM = 14;
/** So few listings read better as pins at any zoom. */
const FEW_LISTINGS = 40;

/** Pins instead of clusters: when zoomed in enough, or when few listings are in view. */
export function showPins(total: number, zoom: number): boolean {
  if (total <= 0) return false;
  return total <= FEW_LISTINGS || (zoom >= PIN_ZOOM && total <= MAX_PINS);
}

/** A cluster's diameter in pixels: grows with the count's order of magnitude, 30 to 64. */
export function clusterDiameter(count: number): number {
  const size = 30 + 9 * Math.log10(Math.max(1, count));
  return Math.round(Math.min(64, size));
}

/** Cluster counts in short form: 1,234 → "1.2K", so big numbers fit the circle. */
export function shortCount(count: number): string {
  if (count < 1000) return String(count);
  if (count < 10_000) return `${Number((count / 1000).toFixed(1))}K`;
  if (count < 999_500) return `${Math.round(count / 1000)}K`;
  return `${Number((count / 1_000_000).toFixed(1))}M`;
}

/** A pin's label: SPEC §9 short price, or null when the price is hidden (the caller says "Sold"). */
export function pinPrice(price: number | null): string | null {
  return price === null ? null : formatShortPrice(price);
}
