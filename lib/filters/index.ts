/**
 * lib/filters: the three forms of a search (DESIGN §4) and SPEC §4–§5's pure rules.
 *   /real-estate URL  ⇄  SelectedFilters  ⇄  SearchQuery  ⇄  API query parameters
 */
export * from './types';
export { emptyAdvanced, emptyFilters } from './defaults';
export { parseSort, formatSort, sameSort, isSortField } from './sort';
export { parseNumberText, parseInteger, parseDecimal, formatNumber, roundTo } from './numbers';
export { parsePriceText, priceDigits, formatPriceText } from './price';
export { applyContextRules, withStatus, applyDaysOption, displayDaysValue, toggleRatingWeight, pickOffered, type DaysKind } from './rules';
export { filtersToQuery, queryToFilters, normalizeFilters, normalizeQuery } from './query';
export { parseSearchParams, type ParsedSearch, type RawSearchParams } from './parse-params';
export { cleanQuery } from './clean-query';
export { serializeQuery, toQueryString } from './serialize';
export { buildRealEstateUrl, parseRealEstateUrl, isFilterQueryKey, REAL_ESTATE_PATH, type RealEstateUrl } from './path';
export { cityLabelFromSlug, citySlugFromLabel } from './city-slug';
export { SEARCH_KEY_ORDER, NUMBER_SPECS, LIST_SEPARATOR, type QueryKey, type NumberKey, type NumberSpec } from './query-keys';
export * from './limits';
export * from './view-reset';
export * from './price-options';
