import { unprocessable } from '@/lib/http/errors';
import type { FilterContext, SearchQuery } from '@/lib/filters/types';
import { parseCriteria, type Criteria, type CriteriaInput } from './criteria';

/**
 * Criteria checked by the search codec with the company's rules, or a 422 naming every bad
 * key under `field` (e.g. "ealert.criteria.minprice"), with the first as the message.
 */
export function requireCriteria(input: CriteriaInput, ctx: FilterContext, field: string): { criteria: Criteria; query: SearchQuery } {
  const result = parseCriteria(input, ctx);
  if (result.ok) return result;
  const errors = Object.fromEntries(Object.entries(result.errors).map(([key, message]) => [`${field}.${key}`, message]));
  const [first, message] = Object.entries(errors)[0]!;
  throw unprocessable(`${first}: ${message}`, errors);
}
