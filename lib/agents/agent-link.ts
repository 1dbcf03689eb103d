import { safeNextPath } from '@/lib/http/safe-next';
import { withQueryParam } from '@/lib/tenancy/query-param';

/**
 * A link to a page of this site carrying `agentSite` (SPEC §2), or null when `page` is not a
 * path on this site (the generator makes links to this site only).
 */
export function agentLink(origin: string, page: string, site: string): string | null {
  const path = safeNextPath(page.trim(), '');
  if (path === '') return null;
  return origin + withQueryParam(path, 'agentSite', site);
}
