/**
 * /real-estate URLs (SPEC §2, DESIGN §4) ⇄ SelectedFilters. Segments come in SPEC's order;
 * what has no segment (maxbeds, maxbaths, maxassmortgrate, the other suggestion keys, map
 * geometry, a sort other than the company's default, favorite/lvh/lfh) goes in the query
 * string as search query keys. Parse ⇄ build is exact for every normalised filter set.
 */
import { parseSearchParams, searchEntries, type RawSearchParams } from './parse-params';
import { toCompanyQuery, withoutPageExtras, type CompanyQuery } from './company-query';
import { companyQueryFilters, filtersToQuery } from './query';
import { isQueryKey, type QueryKey } from './query-keys';
import { buildSegments, readSegment, segmentQueryKeys, type SegmentKey } from './segments';
import { encodeQueryPart, serializeQuery, toQueryString } from './serialize';
import { sameSort } from './sort';
import type { FilterContext, SearchQuery, SelectedFilters } from './types';

export const REAL_ESTATE_PATH = '/real-estate';

/** Search keys that are not filters (view type; minhoa has no control) pass through untouched. */
const NOT_FILTERS: readonly string[] = ['vt', 'minhoa'];

export function isFilterQueryKey(key: string): key is QueryKey {
  return isQueryKey(key) && !NOT_FILTERS.includes(key);
}

type Entry = readonly [string, string];

/** The canonical segments and query entries of a normalised search (printing only: its rules already ran). */
function canonicalParts(query: CompanyQuery, ctx: FilterContext): { segments: string[]; entries: Entry[] } {
  // A copy: the query is shared (the page and the browser get it) and must keep its sort.
  const printed: SearchQuery = { ...withoutPageExtras(query) };
  if (sameSort(query.sort, ctx.defaultSort)) delete printed.sort;
  const { segments, keys } = buildSegments(printed, ctx);
  const entries = Object.entries(serializeQuery(printed)).filter(([key]) => isQueryKey(key) && !keys.has(key));
  return { segments, entries };
}

/** Commas stay readable in a segment; everything else that needs escaping is escaped. */
const encodeSegment = (segment: string) => encodeURIComponent(segment).replace(/%2C/gi, ',');

function toUrl(segments: readonly string[], entries: readonly Entry[]): string {
  const path = REAL_ESTATE_PATH + segments.map((s) => `/${encodeSegment(s)}`).join('');
  return entries.length === 0 ? path : `${path}?${toQueryString(entries)}`;
}

/** The canonical /real-estate URL of a filter set; empty filters give '/real-estate'. */
export function buildRealEstateUrl(filters: SelectedFilters, ctx: FilterContext): string {
  return companyQueryUrl(toCompanyQuery(filtersToQuery(filters), ctx), ctx);
}

/** The canonical /real-estate URL of a search already normalised (a request's, on the server). */
export function companyQueryUrl(query: CompanyQuery, ctx: FilterContext): string {
  const { segments, entries } = canonicalParts(query, ctx);
  return toUrl(segments, entries);
}

export type RealEstateUrl =
  | {
      kind: 'ok';
      /** The search, company-normalised once: what the page searches with and hands the browser. */
      query: CompanyQuery;
      /** The same for the filter controls (a field-for-field copy of query). */
      filters: SelectedFilters;
      /** Filters only: for links and rel=canonical. */
      canonicalUrl: string;
      /** False: answer 308 to redirectUrl (DESIGN §4/§8). */
      isCanonical: boolean;
      /** canonicalUrl plus the query parameters that are not filters (page, gclid, fp …), as they came. */
      redirectUrl: string;
    }
  | { kind: 'invalid'; reason: string };

const sameEntries = (a: readonly Entry[], b: readonly Entry[]) =>
  a.length === b.length && a.every(([key, value], i) => b[i]?.[0] === key && b[i]?.[1] === value);

/**
 * Reads /real-estate/{segments}?{search}. Segments arrive percent-decoded (the caller's job);
 * the query may be URLSearchParams or a page's searchParams record.
 * Invalid (answer 404): an unknown, empty or malformed segment, one given twice, a value out
 * of range, an unknown location, a filter given in both path and query. Otherwise ok; not
 * canonical (answer 308) when segments are out of order, values are in another order or
 * case, a type/status/feature is not offered (it is dropped, DESIGN §8), a filter sits in
 * the query that belongs in the path, or a query filter is malformed (it is dropped: a query
 * string is easily mangled, and the page still means something without it).
 */
export function parseRealEstateUrl(segments: readonly string[], search: RawSearchParams, ctx: FilterContext): RealEstateUrl {
  const seen = new Set<SegmentKey>();
  const params: Record<string, string> = {};
  let fromSegments: SearchQuery = {};
  for (const segment of segments) {
    const read = readSegment(segment, ctx);
    if (!read.ok) return { kind: 'invalid', reason: read.reason };
    if (seen.has(read.key)) return { kind: 'invalid', reason: `The ${read.key} segment is given twice` };
    seen.add(read.key);
    Object.assign(params, read.params);
    fromSegments = { ...fromSegments, ...read.query };
  }
  const fromPath = parseSearchParams(params);
  const pathError = Object.values(fromPath.errors)[0];
  if (pathError !== undefined) return { kind: 'invalid', reason: pathError };

  const filterEntries: Entry[] = [];
  const passThrough: Entry[] = [];
  for (const entry of searchEntries(search)) (isFilterQueryKey(entry[0]) ? filterEntries : passThrough).push(entry);
  const inPath = new Set([...seen].flatMap((key) => segmentQueryKeys(key)));
  const clash = filterEntries.find(([key]) => isQueryKey(key) && inPath.has(key));
  if (clash !== undefined) return { kind: 'invalid', reason: `${clash[0]} is given in both the path and the query` };
  const fromQuery = parseSearchParams(new URLSearchParams(filterEntries.map(([k, v]) => [k, v])));

  const query = toCompanyQuery({ ...fromPath.query, ...fromSegments, ...fromQuery.query }, ctx);
  const canonical = canonicalParts(query, ctx);
  const canonicalUrl = toUrl(canonical.segments, canonical.entries);
  const isCanonical =
    Object.keys(fromQuery.errors).length === 0 &&
    canonical.segments.length === segments.length &&
    canonical.segments.every((segment, i) => segments[i] === segment) &&
    sameEntries(filterEntries, canonical.entries);
  const extra = passThrough.map(([k, v]) => `${encodeQueryPart(k)}=${encodeQueryPart(v)}`).join('&');
  const redirectUrl = extra === '' ? canonicalUrl : `${canonicalUrl}${canonicalUrl.includes('?') ? '&' : '?'}${extra}`;
  return { kind: 'ok', query, filters: companyQueryFilters(query), canonicalUrl, isCanonical, redirectUrl };
}
