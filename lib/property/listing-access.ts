import 'server-only';
import { sql } from 'drizzle-orm';
import { listingScope } from '@/lib/search/scope';
import { propertyUrl } from '@/lib/search/property-json';
import type { Company } from '@/lib/tenancy/company';
import { queryRows } from '@/lib/db/rows';

/**
 * Whether a listing id can be shown on this company's site, to this kind of viewer (SPEC §4
 * "Property details load"):
 * - `missing`: not in the company's feeds or types (or no such id): a 404;
 * - `unavailable`: its status is one the company does not offer, or a feed restricts it to
 *   agents and the company does not make it visible: visitors go to /properties with SPEC §8's
 *   "no longer for sale" headline;
 * - `ok`, with the listing's one true URL (DESIGN §4: /homedetails/{address-slug}/{id}).
 */
export type ListingAccess = { kind: 'missing' } | { kind: 'unavailable' } | { kind: 'ok'; url: string };

export async function listingAccess(company: Company, id: number, viewerIsAgent: boolean): Promise<ListingAccess> {
  const scope = listingScope(company, viewerIsAgent);
  if (scope.sourceIds.length === 0) return { kind: 'missing' };
  const [row] = await queryRows<{ source_id: number; status: string; unparsed_address: string }>(sql`
    select p.source_id, p.status, p.unparsed_address from properties p
    where p.id = ${id} and p.source_id = any(${`{${scope.sourceIds.join(',')}}`}::int[])
      and p.property_type = any(${`{${scope.types.join(',')}}`}::text[])`);
  if (row === undefined) return { kind: 'missing' };
  const statuses = scope.statusesBySource.find((s) => s.sourceId === row.source_id)?.statuses ?? [];
  if (!statuses.includes(row.status)) return { kind: 'unavailable' };
  return { kind: 'ok', url: propertyUrl(id, row.unparsed_address) };
}

export { LISTING_PAGES, listingPath, type ListingPage } from './listing-path';
