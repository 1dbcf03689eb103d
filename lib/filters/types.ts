/**
 * The three forms of a search (SPEC §3, DESIGN §4) and what they are checked against.
 *
 *   /real-estate path segments + query  ⇄  SelectedFilters  ⇄  SearchQuery (API query keys)
 *
 * Everything here is plain data: the codec (./codec, ./path, ./query) is pure and the
 * search service (lib/search) consumes SearchQuery only.
 */

export interface LatLon {
  lat: number;
  lon: number;
}

/** GeoJSON bbox order: west, south, east, north (DESIGN §8). */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface Circle {
  lat: number;
  lon: number;
  miles: number;
}

export type SortDirection = 'asc' | 'desc';

/** SPEC §9 gallery sorts; `created_at` is the listing date (listed_at maps to it). */
export const SORT_FIELDS = ['price', 'square', 'bedrooms', 'bathrooms', 'created_at', 'year', 'lot_square', 'price_reduced_at', 'ratingweight'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export interface Sort {
  field: SortField;
  direction: SortDirection;
}

/** Suggestion keys in SPEC order (SPEC §3 "Search suggestion"). */
export const SUGGESTION_KEYS = ['pl', 'zip', 'city_label', 'city', 'area', 'hood', 'street', 'school', 'school_district', 'county', 'address', 'state', 'keyword'] as const;
export type SuggestionKey = (typeof SUGGESTION_KEYS)[number];

/**
 * Multi-value keys whose values may hold commas use a pipe (SPEC §3: city_label, street, pl).
 * `address` is not in SPEC's query-key list at all; its values ("12 Main St, Riverhead")
 * hold commas too, so it takes the pipe as well (decision, lib/filters).
 */
export const PIPE_SEPARATED_KEYS = ['city_label', 'street', 'pl', 'address'] as const;

/** SPEC §3 advanced keys, in the order their /real-estate segments appear (SPEC §2). */
export const ADVANCED_PATH_KEYS = [
  'minsqft', 'maxsqft', 'mingar', 'maxgar', 'minstories', 'maxstories', 'maxdaysprr', 'mindaysprr', 'photo', 'minacres', 'maxacres',
  'minyear', 'maxyear', 'mindayslisted', 'maxdayslisted', 'mindayssold', 'maxdayssold', 'basmnttype', 'maxhoa', 'ratingweight',
] as const;
export type AdvancedPathKey = (typeof ADVANCED_PATH_KEYS)[number];

/** Advanced filters (SPEC §3). Empty is null (SPEC §4 "empty is stored as null"). */
export interface AdvancedFilters {
  minsqft: number | null;
  maxsqft: number | null;
  mingar: number | null;
  maxgar: number | null;
  minstories: number | null;
  maxstories: number | null;
  /** Days since the price was reduced. */
  maxdaysprr: number | null;
  mindaysprr: number | null;
  /** Has photos. */
  photo: boolean;
  minacres: number | null;
  maxacres: number | null;
  minyear: number | null;
  maxyear: number | null;
  /** Days on site (since listed). */
  mindayslisted: number | null;
  maxdayslisted: number | null;
  mindayssold: number | null;
  maxdayssold: number | null;
  /** Basement type code 1–7 (SPEC §9); null is Any. */
  basmnttype: number | null;
  /** Monthly HOA cap in dollars; -1 is "No HOA". */
  maxhoa: number | null;
  /** Assumable mortgage rate cap in percent; -1 is "No Assumable Mortgage". */
  maxassmortgrate: number | null;
  /** Deal rating weights (60 … 10) as SPEC's comma-joined list. */
  ratingweight: number[];
  /** One flag per feature checkbox, keyed by the feature param. */
  features: string[];
}

/** The search as the UI holds it (SPEC §3 "Selected filters"). */
export interface SelectedFilters {
  favorite: boolean;
  /** Chosen suggestions by key (values as shown, e.g. city_label "Riverhead, NY"). */
  suggestions: Partial<Record<SuggestionKey, string[]>>;
  type: string[];
  status: string[];
  price: { from: number | null; to: number | null };
  /** The lead's viewed homes / favourite homes lists. */
  lvh: boolean;
  lfh: boolean;
  beds: number | null;
  maxbeds: number | null;
  baths: number | null;
  maxbaths: number | null;
  pts: LatLon[] | null;
  bounds: Bounds | null;
  circle: Circle | null;
  zoom: number | null;
  sort: Sort;
  advanced: AdvancedFilters;
}

/**
 * The API's search query keys (SPEC §3), parsed. Beside SPEC's list it carries the
 * advanced keys SPEC names only as filters (days sold, basement, assumable rate), so every
 * filter can reach the search; DESIGN §8 adds `sort`.
 */
export interface SearchQuery {
  minprice?: number;
  maxprice?: number;
  mingar?: number;
  maxgar?: number;
  minstor?: number;
  maxstor?: number;
  withim?: boolean;
  minbeds?: number;
  maxbeds?: number;
  minbaths?: number;
  maxbaths?: number;
  minyear?: number;
  maxyear?: number;
  minsqft?: number;
  maxsqft?: number;
  minacres?: number;
  maxacres?: number;
  mindayslisted?: number;
  maxdayslisted?: number;
  mindaysprr?: number;
  maxdaysprr?: number;
  mindayssold?: number;
  maxdayssold?: number;
  minhoa?: number;
  maxhoa?: number;
  basmnttype?: number;
  maxassmortgrate?: number;
  type?: string[];
  status?: string[];
  features?: string[];
  /** View type (list/map/gallery): carried along, not a filter. */
  vt?: string;
  keyword?: string[];
  zip?: string[];
  city?: string[];
  hood?: string[];
  county?: string[];
  street?: string[];
  state?: string[];
  pl?: string[];
  pts?: LatLon[];
  bounds?: Bounds;
  zoom?: number;
  circle?: Circle;
  city_label?: string[];
  ratingweight?: number[];
  area?: string[];
  school_district?: string[];
  school?: string[];
  address?: string[];
  /** Only the lead's favourites / viewed homes (resolved by the search service for the signed-in lead). */
  favorite?: boolean;
  lvh?: boolean;
  lfh?: boolean;
  sort?: Sort;
}

/** What a company offers, which the codec checks filters against. */
export interface FilterContext {
  /** Offered property type codes and status codes, in the company's order. */
  types: string[];
  statuses: string[];
  /** Company locations: `location-{slug}` ⇄ pl value (the location's name). */
  locations: { name: string; slug: string }[];
  /** Feature params the vocabulary knows. */
  features: string[];
  /** The company's default sorting. */
  defaultSort: Sort;
}
