import 'server-only';
import { getCompany } from '@/lib/tenancy/company';
import { listingAccess, listingPath } from './listing-access';

export type DetailsGateAnswer = { kind: 'page' } | { kind: 'not-found' } | { kind: 'redirect'; url: string; permanent: boolean };

export const isDetailsPath = (pathname: string) => listingPath(pathname) !== null;

/** SPEC §8 / issue 5: where an unavailable listing sends its visitors (the headline is the page's). */
export const UNAVAILABLE_URL = '/properties?offthemarket=1';

/**
 * DESIGN §4/§8 for a listing's pages (/homedetails, /schedule), decided before anything renders
 * (see real-estate-gate.ts for why): an unknown id is a 404, another slug for a known id a 308 to
 * its own URL, a listing this viewer may not see a redirect to the available homes (temporary:
 * the listing may come back).
 */
export async function detailsGate(companyId: number, pathname: string, search: string, viewerIsAgent: boolean): Promise<DetailsGateAnswer> {
  const path = listingPath(pathname);
  const company = path?.id == null ? null : await getCompany(companyId);
  if (path === null || path.id === null || company === null) return { kind: 'not-found' };
  const access = await listingAccess(company, path.id, viewerIsAgent);
  if (access.kind === 'missing') return { kind: 'not-found' };
  if (access.kind === 'unavailable') return { kind: 'redirect', url: UNAVAILABLE_URL, permanent: false };
  const own = access.url.replace(/^\/homedetails/, path.page);
  return pathname === own ? { kind: 'page' } : { kind: 'redirect', url: own + search, permanent: true };
}
