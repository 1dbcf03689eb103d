/**
 * The URLs of the two search pages (SPEC §2), pure so the server page and the browser read
 * them alike: /real-estate/{segments}?{query} (DESIGN §4) and /properties?{search query keys}.
 * `page` and `offthemarket` travel beside the filters.
 */
import { parseSearchParams, searchEntries, type RawSearchParams } from '@/lib/filters/parse-params';
import { toCompanyQuery, withoutPageExtras, type CompanyQuery } from '@/lib/filters/company-query';
import { buildRealEstateUrl, companyQueryUrl, parseRealEstateUrl, REAL_ESTATE_PATH } from '@/lib/filters/path';
import { companyQueryFilters, filtersToQuery } from '@/lib/filters/query';
import { serializeQuery, toQueryString } from '@/lib/filters/serialize';
import { sameSort } from '@/lib/filters/sort';
import type { FilterContext, SelectedFilters } from '@/lib/filters/types';
import { withPageParams } from './page-url';
import { MAX_PAGE } from './search-limits';

export const PROPERTIES_PATH = '/properties';
export type SearchBase = typeof REAL_ESTATE_PATH | typeof PROPERTIES_PATH;

export interface SearchLocation {
  filters: SelectedFilters;
  page: number;
  /** /properties?offthemarket: the unavailable-property landing (SPEC §2, §8). */
  offMarket: boolean;
}

/**
 * A search page's URL, read: `query` is the search parsed and company-normalised once (what the
 * server searches with and keys its cache by); `location.filters` is the same for the controls.
 */
export interface PageSearch {
  query: CompanyQuery;
  location: SearchLocation;
}
export type ReadSearch = ({ kind: 'ok'; redirectUrl: string | null } & PageSearch) | { kind: 'invalid'; reason: string };

/** `page=n` when it is a page number we serve, else 1 (a mangled page is no reason to fail). */
export function readPage(params: RawSearchParams): number {
  const raw = searchEntries(params).find(([key]) => key === 'page')?.[1];
  if (raw === undefined || !/^\d{1,4}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

const hasKey = (params: RawSearchParams, key: string) => searchEntries(params).some(([k]) => k === key);

/** One path segment, percent-decoded; left as it is when it is not valid encoding (it then fails the grammar). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Path segments of a /real-estate pathname, percent-decoded. */
export function realEstateSegments(pathname: string): string[] {
  return pathname
    .slice(REAL_ESTATE_PATH.length)
    .split('/')
    .filter((s) => s !== '')
    .map(decodeSegment);
}

/** Reads a /real-estate URL (segments already decoded) into filters and page. */
export function readRealEstate(segments: readonly string[], params: RawSearchParams, ctx: FilterContext): ReadSearch {
  const parsed = parseRealEstateUrl(segments, params, ctx);
  if (parsed.kind === 'invalid') return parsed;
  return {
    kind: 'ok',
    query: parsed.query,
    location: { filters: parsed.filters, page: readPage(params), offMarket: false },
    redirectUrl: parsed.isCanonical ? null : parsed.redirectUrl,
  };
}

/**
 * Reads /properties?{query}. A malformed filter is dropped rather than refused (a query
 * string is easily mangled; the page still shows homes). `offthemarket` shows the
 * unavailable-property headline over the homes that are available: the search is empty.
 */
export function readProperties(params: RawSearchParams, ctx: FilterContext): ReadSearch {
  const offMarket = hasKey(params, 'offthemarket');
  const parsed = parseSearchParams(offMarket ? {} : params);
  const query = withoutPageExtras(toCompanyQuery(parsed.query, ctx));
  const location = { filters: companyQueryFilters(query), page: readPage(params), offMarket };
  return { kind: 'ok', query, location, redirectUrl: null };
}

/** The search keys of a filter set as the query string, without the company's default sort. */
export function filterQueryString(filters: SelectedFilters, ctx: FilterContext): string {
  const query = filtersToQuery(filters);
  if (query.sort !== undefined && sameSort(query.sort, ctx.defaultSort)) delete query.sort;
  return toQueryString(serializeQuery(query));
}

/** The URL of a search page's filters on one of the two pages, before its page and offthemarket. */
export function filtersUrl(base: SearchBase, filters: SelectedFilters, ctx: FilterContext): string {
  if (base === REAL_ESTATE_PATH) return buildRealEstateUrl(filters, ctx);
  const query = filterQueryString(filters, ctx);
  return query === '' ? PROPERTIES_PATH : `${PROPERTIES_PATH}?${query}`;
}

/** The URL of a search page: filters, then page (when past the first), then offthemarket. */
export function searchPageUrl(base: SearchBase, location: SearchLocation, ctx: FilterContext): string {
  return withPageParams(filtersUrl(base, location.filters, ctx), location);
}

/**
 * The canonical URL of a search page (rel=canonical): the /real-estate URL of its filters,
 * also for /properties (the same homes under two addresses are one page to a search
 * engine), with its page number past the first (each page of results is its own page).
 */
export function canonicalSearchUrl(location: SearchLocation, ctx: FilterContext): string {
  return searchPageUrl(REAL_ESTATE_PATH, { ...location, offMarket: false }, ctx);
}

/** canonicalSearchUrl on the server, printed from the request's normalised search (no codec pass). */
export function canonicalQueryUrl(query: CompanyQuery, page: number, ctx: FilterContext): string {
  return withPageParams(companyQueryUrl(query, ctx), { page, offMarket: false });
}

/** The API query string of a search (SPEC §7: it always carries the sorting), without the page. */
export function apiSearchQuery(filters: SelectedFilters): string {
  return toQueryString(serializeQuery(filtersToQuery(filters)));
}
