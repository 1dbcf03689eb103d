import type { SearchQuery, Sort, SuggestionKey } from '@/lib/filters/types';
import type { SearchContext } from './conditions';
import type { ListingRow } from './property-json';

export interface ListingPage {
  rows: ListingRow[];
  /** Matching listings, counted up to TOTAL_CAP. */
  total: number;
  /** True when there are more than TOTAL_CAP: the total is "10,000+". */
  totalCapped: boolean;
}

/** A page of SPEC §4's fuzzy fallback, and the place names its listings were found by. */
export interface FuzzyPage extends ListingPage {
  /** The names whose listings are on the page, in the order of their first listing there, as the feeds write them ("Riverhead"). */
  places: string[];
}

export interface ClusterCell {
  center: { lat: number; lon: number };
  count: number;
  bounds: { west: number; south: number; east: number; north: number };
}

export interface ClusterResult {
  cells: ClusterCell[];
  /** Listings in every cell, also those past the cells returned. */
  total: number;
}

export interface Marker {
  id: number;
  lat: number;
  lon: number;
  price: number | null;
  status: string;
  type: string;
  bedrooms: number | null;
  bathrooms: number | null;
  square: number | null;
  address: string;
  photos: number;
}

export interface SuggestionHit {
  value: string;
  starts_with_value?: string;
  property_id?: number;
}

export interface SuggestionBucket {
  key: SuggestionKey;
  hits: SuggestionHit[];
}

/** Counting stops here: past it a total reads "10,000+" (COUNT(*) dominates at 1M listings, TOOLCHAIN.md). */
export const TOTAL_CAP = 10_000;

/** More cells than a map can show are dropped, the smallest first; the total still counts them (grids, map index and live grouping alike). */
export const MAX_CELLS = 2000;

/** A count of up to TOTAL_CAP + 1 as a list's total: more than TOTAL_CAP is "10,000+". */
export function cappedTotal(n: number): Pick<ListingPage, 'total' | 'totalCapped'> {
  return { total: Math.min(n, TOTAL_CAP), totalCapped: n > TOTAL_CAP };
}

/**
 * What the search needs from a store. PostgreSQL (and PGlite) answer it today; an
 * OpenSearch/Elasticsearch back end can implement the same calls later.
 */
export interface SearchBackend {
  page(ctx: SearchContext, query: SearchQuery, sort: Sort, page: number, perPage: number): Promise<ListingPage>;
  /** SPEC §4: a keyword search with no results falls back to a fuzzy keyword search (the query's other filters and order kept). */
  fuzzyKeywordPage(ctx: SearchContext, query: SearchQuery, keyword: string, sort: Sort, perPage: number): Promise<FuzzyPage>;
  clusters(ctx: SearchContext, query: SearchQuery, zoom: number): Promise<ClusterResult>;
  markers(ctx: SearchContext, query: SearchQuery, limit: number, offset: number): Promise<{ markers: Marker[]; total: number }>;
  suggestions(ctx: SearchContext, text: string, keys: SuggestionKey[], size: number): Promise<SuggestionBucket[]>;
  /** Open houses of the query's listings between two moments, soonest first (at most `limit`), and how many there are. */
  openHouses(ctx: SearchContext, query: SearchQuery, from: Date, to: Date, limit: number): Promise<{ rows: OpenHouseRow[]; total: number }>;
  /** Facts about the listings of a query, for the SEO text. */
  placeStats(ctx: SearchContext, query: SearchQuery): Promise<PlaceStats>;
  /** The query's listings listed or modified after `since`, latest change first, at most `limit` (e-alert delivery). */
  changedSince(ctx: SearchContext, query: SearchQuery, since: Date, limit: number): Promise<ListingUpdateRow[]>;
}

/** A listing row with its modification time (RESO ModificationTimestamp). */
export type ListingUpdateRow = ListingRow & { modified_at: Date | string };

export interface PlaceStats {
  active: number;
  sold12Months: number;
  medianListPrice: number | null;
  medianSoldPrice: number | null;
  medianPricePerSqft: number | null;
  medianDaysOnMarket: number | null;
  newThisWeek: number;
}

export interface OpenHouseRow {
  propertyId: number;
  address: string;
  startsAt: Date;
  endsAt: Date;
  remarks: string | null;
}
