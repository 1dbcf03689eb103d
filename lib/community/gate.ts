import 'server-only';
import { getCompany } from '@/lib/tenancy/company';
import { readCommunityPath } from './town-slug';
import { findTown } from './towns';

export type CommunityGateAnswer = { kind: 'page' } | { kind: 'not-found' };

/**
 * DESIGN §4/§8 for /communities, decided in the proxy before anything renders (as agentGate
 * and detailsGate do; see docs/architecture.md "404s"): a malformed slug, an unknown town or
 * a town this company does not serve is the full not-found page with status 404.
 */
export async function communityGate(companyId: number, pathname: string): Promise<CommunityGateAnswer> {
  const path = readCommunityPath(pathname);
  if (path.kind === 'index') return { kind: 'page' };
  const company = path.kind === 'town' ? await getCompany(companyId) : null;
  if (path.kind !== 'town' || company === null) return { kind: 'not-found' };
  return (await findTown(company, path.slug)) === null ? { kind: 'not-found' } : { kind: 'page' };
}
