/**
 * The company-normalised search (issue 19 item 3): a SearchQuery with the company's rules
 * applied once (offered types/statuses/features in its order, days sold only with Sold, price
 * 0 as no bound, ranges the right way round, its default sort filled in). A plain object, so
 * it travels from the proxy to the page (a request header), to the SQL and to the browser
 * unchanged; its canonical serialisation keys every cache of a search. Only toCompanyQuery
 * makes one (the brand is type-only), so a service that asks for it cannot be handed a query
 * that skipped the rules, nor re-run them.
 */
import { codecPasses } from './pass-count';
import { swapReversedRanges } from './ranges';
import { pickOffered } from './rules';
import { SOLD_STATUS } from './limits';
import { serializeQuery, toQueryString } from './serialize';
import type { FilterContext, SearchQuery, Sort, SuggestionKey } from './types';
import { sortWeights } from './values';

declare const companyQueryBrand: unique symbol;
export type CompanyQuery = SearchQuery & { readonly sort: Sort; readonly [companyQueryBrand]: 'company-normalised' };

/**
 * The one normalisation of a request's search. `valid` is what the parser (parseSearchParams,
 * or cleanQuery for stored criteria) returned, possibly merged from several parts of a URL: its
 * values are valid, so nothing is re-checked here. Same result as the old normalizeQuery
 * (clean → filters → rules → query → clean), in one step (a unit test compares them).
 */
export function toCompanyQuery(valid: SearchQuery, ctx: FilterContext): CompanyQuery {
  codecPasses.normalize++;
  const query: SearchQuery = { ...valid };
  // Parts of a URL are parsed apart (beds in the path, maxbeds in the query): their union may be reversed.
  swapReversedRanges(query);
  if (query.minprice === 0) delete query.minprice;
  if (query.maxprice === 0) delete query.maxprice;
  const offered = (key: 'type' | 'status' | 'features', list: readonly string[]) => {
    const values = query[key];
    if (values === undefined) return;
    const picked = pickOffered(values, list);
    if (picked.length > 0) query[key] = picked;
    else delete query[key];
  };
  offered('type', ctx.types);
  offered('status', ctx.statuses);
  // A feature param holding a comma cannot be written in a URL, so it never matches.
  offered('features', ctx.features.filter((param) => !param.includes(',')));
  if (query.ratingweight !== undefined) query.ratingweight = sortWeights(query.ratingweight);
  if (!query.status?.includes(SOLD_STATUS)) {
    delete query.mindayssold;
    delete query.maxdayssold;
  }
  return { ...query, sort: query.sort ?? ctx.defaultSort } as CompanyQuery;
}

/** The canonical text of a normalised search: the key of the search-page cache and the API's, and the browser's first SWR key. */
export function companyQueryKey(query: CompanyQuery): string {
  return toQueryString(serializeQuery(query));
}

/**
 * Only the given suggestion keys of a normalised search (a place's SEO facts), with the given
 * sort (the company's default, so every search of a place shares one key): still normalised,
 * since no company rule spans suggestion keys.
 */
export function suggestionPart(query: CompanyQuery, keys: readonly SuggestionKey[], sort: Sort): CompanyQuery {
  const part: SearchQuery = { sort };
  for (const key of keys) if (query[key] !== undefined) part[key] = query[key];
  return part as CompanyQuery;
}

/** vt and minhoa have no selected filter: a search page never searches by them. */
export function withoutPageExtras(query: CompanyQuery): CompanyQuery {
  if (query.vt === undefined && query.minhoa === undefined) return query;
  const rest: SearchQuery = { ...query };
  delete rest.vt;
  delete rest.minhoa;
  return rest as CompanyQuery;
}
