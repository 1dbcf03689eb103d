/**
 * SelectedFilters ⇄ SearchQuery (SPEC §3). The names differ in places: price.from/to ⇄
 * minprice/maxprice, beds ⇄ minbeds, baths ⇄ minbaths, minstories/maxstories ⇄
 * minstor/maxstor, photo ⇄ withim; the other advanced keys and every suggestion key keep
 * their names. `vt` and `minhoa` have no selected filter and are dropped on the way in.
 */
import { cleanQuery } from './clean-query';
import { toCompanyQuery, type CompanyQuery } from './company-query';
import { emptyFilters } from './defaults';
import type { NumberKey } from './query-keys';
import { applyContextRules } from './rules';
import { SUGGESTION_KEYS, type AdvancedFilters, type FilterContext, type SearchQuery, type SelectedFilters, type Sort } from './types';

/** The API boundary lives in ./parse-params; re-exported here, beside the mapping it feeds. */
export { parseSearchParams, type ParsedSearch } from './parse-params';

type AdvancedNumberField = { [K in keyof AdvancedFilters]-?: AdvancedFilters[K] extends number | null ? K : never }[keyof AdvancedFilters];

/** Advanced number filters and their query keys. */
export const ADVANCED_QUERY_KEYS: Record<AdvancedNumberField, NumberKey> = {
  minsqft: 'minsqft', maxsqft: 'maxsqft', mingar: 'mingar', maxgar: 'maxgar', minstories: 'minstor', maxstories: 'maxstor',
  maxdaysprr: 'maxdaysprr', mindaysprr: 'mindaysprr', minacres: 'minacres', maxacres: 'maxacres', minyear: 'minyear',
  maxyear: 'maxyear', mindayslisted: 'mindayslisted', maxdayslisted: 'maxdayslisted', mindayssold: 'mindayssold',
  maxdayssold: 'maxdayssold', basmnttype: 'basmnttype', maxhoa: 'maxhoa', maxassmortgrate: 'maxassmortgrate',
};

const ADVANCED_NUMBER_FIELDS = Object.keys(ADVANCED_QUERY_KEYS) as AdvancedNumberField[];

/** Field-for-field copy; empty values (null, false, []) are left out. */
function toRawQuery(filters: SelectedFilters): SearchQuery {
  const query: SearchQuery = {};
  const number = (key: NumberKey, value: number | null) => {
    if (value !== null) query[key] = value;
  };
  number('minprice', filters.price.from);
  number('maxprice', filters.price.to);
  number('minbeds', filters.beds);
  number('maxbeds', filters.maxbeds);
  number('minbaths', filters.baths);
  number('maxbaths', filters.maxbaths);
  number('zoom', filters.zoom);
  for (const field of ADVANCED_NUMBER_FIELDS) number(ADVANCED_QUERY_KEYS[field], filters.advanced[field]);
  if (filters.advanced.photo) query.withim = true;
  if (filters.favorite) query.favorite = true;
  if (filters.lvh) query.lvh = true;
  if (filters.lfh) query.lfh = true;
  if (filters.type.length > 0) query.type = [...filters.type];
  if (filters.status.length > 0) query.status = [...filters.status];
  if (filters.advanced.features.length > 0) query.features = [...filters.advanced.features];
  if (filters.advanced.ratingweight.length > 0) query.ratingweight = [...filters.advanced.ratingweight];
  for (const key of SUGGESTION_KEYS) {
    const values = filters.suggestions[key];
    if (values !== undefined && values.length > 0) query[key] = [...values];
  }
  if (filters.pts !== null) query.pts = filters.pts.map((point) => ({ ...point }));
  if (filters.bounds !== null) query.bounds = { ...filters.bounds };
  if (filters.circle !== null) query.circle = { ...filters.circle };
  query.sort = { ...filters.sort };
  return query;
}

function fromRawQuery(query: SearchQuery, defaultSort: Sort): SelectedFilters {
  const filters = emptyFilters(query.sort ?? defaultSort);
  filters.price = { from: query.minprice ?? null, to: query.maxprice ?? null };
  filters.beds = query.minbeds ?? null;
  filters.maxbeds = query.maxbeds ?? null;
  filters.baths = query.minbaths ?? null;
  filters.maxbaths = query.maxbaths ?? null;
  filters.zoom = query.zoom ?? null;
  for (const field of ADVANCED_NUMBER_FIELDS) filters.advanced[field] = query[ADVANCED_QUERY_KEYS[field]] ?? null;
  filters.advanced.photo = query.withim === true;
  filters.favorite = query.favorite === true;
  filters.lvh = query.lvh === true;
  filters.lfh = query.lfh === true;
  filters.type = [...(query.type ?? [])];
  filters.status = [...(query.status ?? [])];
  filters.advanced.features = [...(query.features ?? [])];
  filters.advanced.ratingweight = [...(query.ratingweight ?? [])];
  for (const key of SUGGESTION_KEYS) {
    const values = query[key];
    if (values !== undefined && values.length > 0) filters.suggestions[key] = [...values];
  }
  filters.pts = query.pts ?? null;
  filters.bounds = query.bounds ?? null;
  filters.circle = query.circle ?? null;
  return filters;
}

/**
 * The search keys of a filter set, valid and context-free canonical (cleanQuery). Sort is
 * always included: SPEC §7 requests carry the sorting.
 */
export function filtersToQuery(filters: SelectedFilters): SearchQuery {
  return cleanQuery(toRawQuery(filters));
}

/**
 * The filter set of a query, normalised against what the company offers (SPEC §4): values
 * the codec would refuse are dropped, then normalizeFilters' rules apply. No sort in the
 * query means the company's default sorting.
 */
export function queryToFilters(query: SearchQuery, ctx: FilterContext): SelectedFilters {
  return applyContextRules(fromRawQuery(cleanQuery(query), ctx.defaultSort), ctx);
}

/**
 * SPEC §4/§5 rules in one pass, so that equal searches have one form: values out of range
 * dropped, reversed ranges swapped, offered types/statuses/features only (in the company's
 * order), days sold only with Sold, rating weights best first, price 0 as no bound.
 * Idempotent; every parse and build in lib/filters goes through it.
 */
export function normalizeFilters(filters: SelectedFilters, ctx: FilterContext): SelectedFilters {
  return queryToFilters(filtersToQuery(filters), ctx);
}

/**
 * A query from anywhere (stored e-alert criteria, a list built in code) with the company's
 * rules applied: cleanQuery, then the one normalisation (./company-query). A request's search
 * is parsed and normalised once where it enters and never comes here.
 */
export function normalizeQuery(query: SearchQuery, ctx: FilterContext): CompanyQuery {
  return toCompanyQuery(cleanQuery(query), ctx);
}

/**
 * The controls' view of a normalised search (the browser's filter state starts from it; the
 * heading reads it): a field-for-field copy, no checks and no rules, since they already ran.
 */
export function companyQueryFilters(query: CompanyQuery): SelectedFilters {
  return fromRawQuery(query, query.sort);
}
