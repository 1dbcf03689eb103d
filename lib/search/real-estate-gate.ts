import 'server-only';
import type { CompanyQuery } from '@/lib/filters/company-query';
import { REAL_ESTATE_PATH } from '@/lib/filters/path';
import { getCompany } from '@/lib/tenancy/company';
import { filterContext } from './context';
import { readRealEstate, realEstateSegments } from './search-url';

/** `page` carries the search as read here, for the page (lib/search/search-header.ts). */
export type GateAnswer = { kind: 'page'; query: CompanyQuery } | { kind: 'not-found' } | { kind: 'redirect'; url: string };

export const isRealEstatePath = (pathname: string) => pathname === REAL_ESTATE_PATH || pathname.startsWith(`${REAL_ESTATE_PATH}/`);

/**
 * DESIGN §4/§8 for /real-estate, decided in the proxy before any rendering starts: a
 * malformed path is a 404 and a valid one out of order a 308 to the canonical URL. (A page
 * can only do this before it streams, and Next 16 renders a notFound() thrown inside a
 * matched route as an empty shell; see docs/architecture.md.)
 */
export async function realEstateGate(companyId: number, pathname: string, search: URLSearchParams): Promise<GateAnswer> {
  const company = await getCompany(companyId);
  if (company === null) return { kind: 'not-found' };
  const read = readRealEstate(realEstateSegments(pathname), search, await filterContext(company));
  if (read.kind === 'invalid') return { kind: 'not-found' };
  return read.redirectUrl === null ? { kind: 'page', query: read.query } : { kind: 'redirect', url: read.redirectUrl };
}
