import 'server-only';
import { getCompany } from '@/lib/tenancy/company';
import { homedetailsId, listingAccess } from './listing-access';

export type DetailsGateAnswer = { kind: 'page' } | { kind: 'not-found' } | { kind: 'redirect'; url: string; permanent: boolean };

export const isDetailsPath = (pathname: string) => pathname === '/homedetails' || pathname.startsWith('/homedetails/');

/** SPEC §8 / issue 5: where an unavailable listing sends its visitors (the headline is the page's). */
export const UNAVAILABLE_URL = '/properties?offthemarket=1';

/**
 * DESIGN §4/§8 for /homedetails, decided before anything renders (see real-estate-gate.ts for
 * why): an unknown id is a 404, another slug for a known id a 308 to its own URL, a listing this
 * viewer may not see a redirect to the available homes (temporary: the listing may come back).
 */
export async function detailsGate(companyId: number, pathname: string, search: string, viewerIsAgent: boolean): Promise<DetailsGateAnswer> {
  const id = homedetailsId(pathname);
  const company = id === null ? null : await getCompany(companyId);
  if (id === null || company === null) return { kind: 'not-found' };
  const access = await listingAccess(company, id, viewerIsAgent);
  if (access.kind === 'missing') return { kind: 'not-found' };
  if (access.kind === 'unavailable') return { kind: 'redirect', url: UNAVAILABLE_URL, permanent: false };
  return pathname === access.url ? { kind: 'page' } : { kind: 'redirect', url: access.url + search, permanent: true };
}
