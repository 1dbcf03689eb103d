import 'server-only';
import { toCompanyQuery, type CompanyQuery } from '@/lib/filters/company-query';
import { parseSearchParams } from '@/lib/filters/query';
import { HttpError, unauthorized } from '@/lib/http/errors';
import type { Viewer } from '@/lib/auth/viewer';
import { filterContext } from './context';

import { MAX_PAGE } from './search-limits';

export { MAX_PAGE };

export interface SearchRequest {
  /** Parsed and company-normalised once, here; the service takes it as it is. */
  query: CompanyQuery;
  page: number;
  perPage: number | null;
  /** SPEC §7: requests carry an authorized flag (1 or 0); null when absent. */
  authorized: boolean | null;
  warnings: string[];
}

function intParam(params: URLSearchParams, key: string, min: number, max: number): number | null {
  const raw = params.get(key);
  if (raw === null || raw === '') return null;
  if (!/^\d{1,7}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new HttpError(400, `${key}: must be a whole number from ${min} to ${max}`, { [key]: `must be a whole number from ${min} to ${max}` });
  }
  return Number(raw);
}

/**
 * A search call's query string: search keys parsed by the filter codec (bad values → 400
 * with every field's message; unknown keys and a bad sort → warnings), plus page and flags.
 * Lists of the lead's own homes need the lead. The one codec pass of an API search: parse,
 * then the company's rules (toCompanyQuery).
 */
export async function readSearchRequest(params: URLSearchParams, viewer: Viewer, maxPerPage = 0): Promise<SearchRequest> {
  const page = intParam(params, 'page', 1, MAX_PAGE) ?? 1;
  const perPage = maxPerPage > 0 ? intParam(params, 'per_page', 1, maxPerPage) : null;
  const flag = params.get('authorized');
  // page, per_page and authorized are not search keys: parseSearchParams passes over them.
  const { query, errors, warnings } = parseSearchParams(params);
  const first = Object.entries(errors)[0];
  if (first) throw new HttpError(400, `${first[0]}: ${first[1]}`, errors);
  if ((query.favorite || query.lfh || query.lvh) && !viewer.lead) throw unauthorized('Sign in to see your saved and viewed homes');
  return { query: toCompanyQuery(query, await filterContext(viewer.company)), page, perPage, authorized: flag === '1' ? true : flag === '0' ? false : null, warnings };
}
