import { INT4_MAX } from '@/lib/http/ids';

/**
 * Business constants (SPEC §9) and the input limits the codec enforces at the boundary
 * (issue 3: malformed input never throws, never becomes a slow query).
 */

/** SPEC §9 deal rating weights, best first; 20 is "No Price Analysis". */
export const RATING_WEIGHTS = [60, 50, 40, 30, 20, 10] as const;

/** SPEC §9 status code of Sold; the days-sold filters only apply with it (SPEC §4). */
export const SOLD_STATUS = 's';

/** One text value (a keyword, a city label …) after trimming. */
export const MAX_TEXT_LENGTH = 100;
/** Values of one multi-value key. */
export const MAX_VALUES = 50;
/** Raw text of one parameter: bounds parse work; a 500-point polygon is about 12,000 characters. */
export const MAX_RAW_LENGTH = 20_000;

/** DESIGN §8 geometry. */
export const MIN_POLYGON_POINTS = 3;
export const MAX_POLYGON_POINTS = 500;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 20;
export const MAX_CIRCLE_MILES = 100;
/** Coordinates keep 7 decimals (about 1 cm): enough for a map and exact to print and read back. */
export const COORD_DECIMALS = 7;
export const MILES_DECIMALS = 3;

/**
 * Highest price accepted anywhere (dollars): the price columns are int4, so a bound above it
 * would make the database refuse the query (DESIGN §13: no int4 overflow reaches SQL). Past it
 * a price is out of range like any other (400 in the API, 404 in a path), never clamped: the
 * URL that asked for it would not read back as itself.
 */
export const MAX_PRICE = INT4_MAX;
/** Highest day count for days listed / price reduced / sold (100 years). */
export const MAX_DAYS = 36_500;

/**
 * Parameters that travel with a search but are not search keys: `page` and `per_page`
 * (DESIGN §5) and the `authorized` flag SPEC §7 sends with every properties request. The
 * caller reads them; parseSearchParams ignores them without a warning.
 */
export const NON_SEARCH_KEYS: readonly string[] = ['page', 'per_page', 'authorized'];
