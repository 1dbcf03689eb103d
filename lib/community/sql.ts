import 'server-only';
import type { SQL } from 'drizzle-orm';
import { scopeCondition } from '@/lib/search/conditions';
import { listingScope, type ListingScope } from '@/lib/search/scope';
import type { Company } from '@/lib/tenancy/company';

/** Both drivers: PGlite answers numbers, node-postgres strings for counts and floats. */
export const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number.isFinite(Number(v)) ? Number(v) : null);

/**
 * Community pages are public and the same for everyone, so they read the listings a visitor
 * may see (the search's own scope: the company's feeds, types and visible statuses).
 */
export function visitorScope(company: Company): ListingScope {
  return listingScope(company, false);
}

/** Conditions on alias `p`: every listing a visitor may see, what is for sale (the search's default statuses), what sold. */
export function scopeParts(scope: ListingScope): { visible: SQL; forSale: SQL; sold: SQL } {
  return {
    visible: scopeCondition(scope, { status: scope.statuses }),
    forSale: scopeCondition(scope, {}),
    sold: scopeCondition(scope, { status: ['s'] }),
  };
}
