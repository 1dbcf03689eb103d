import type { SearchQuery } from '@/lib/filters/types';
import type { Company } from '@/lib/tenancy/company';

/**
 * Which listings a company may show to this viewer: its feeds, limited to the types and
 * statuses it offers. A feed may restrict some statuses to agents; the company can still
 * make them visible to everyone (SPEC §4 "Property details load").
 */
export interface ListingScope {
  companyId: number;
  sourceIds: number[];
  types: string[];
  /** Statuses visible to this viewer, per source (restricted ones removed for visitors). */
  statusesBySource: { sourceId: number; statuses: string[] }[];
  /** Every status this viewer may see in some feed, in the company's order. */
  statuses: string[];
}

export function listingScope(company: Company, viewerIsAgent: boolean): ListingScope {
  const offered = company.settings.propertyStatuses.map((s) => s.param);
  const visible = new Set(company.settings.visibleStatuses);
  const statusesBySource = company.mlsSources.map((source) => ({
    sourceId: source.id,
    statuses: offered.filter((status) => viewerIsAgent || !source.restrictedStatuses.includes(status) || visible.has(status)),
  }));
  const anywhere = new Set(statusesBySource.flatMap((s) => s.statuses));
  return {
    companyId: company.id,
    sourceIds: company.mlsSources.map((s) => s.id),
    types: company.settings.propertyTypes.map((t) => t.param),
    statusesBySource,
    statuses: offered.filter((s) => anywhere.has(s)),
  };
}

/** Statuses searched when the query names none: what is for sale (not sold or off market). */
export function defaultStatuses(scope: ListingScope): string[] {
  const forSale = scope.statuses.filter((s) => s !== 's' && s !== 'o');
  return forSale.length > 0 ? forSale : scope.statuses;
}

/** The feeds' statuses and the types a query searches within a scope (empty: it finds nothing). */
export interface ScopeSelection {
  perSource: { sourceId: number; statuses: string[] }[];
  types: string[];
}

/**
 * What a query asks for, inside what the viewer may see: the query's statuses and types (those
 * not offered ignored; none: what is for sale, every type). Statuses asked for but not visible
 * to this viewer find nothing (not the default set); the lead's own lists show every status the
 * viewer may see. The SQL scope (scopeCondition) and the map index both read it.
 */
export function scopeSelection(scope: ListingScope, query: Pick<SearchQuery, 'status' | 'type' | 'favorite' | 'lfh' | 'lvh'>): ScopeSelection {
  const ownList = query.favorite || query.lfh || query.lvh;
  const statuses = query.status?.length
    ? query.status.filter((s) => scope.statuses.includes(s))
    : ownList ? scope.statuses : defaultStatuses(scope);
  const wantedTypes = query.type?.filter((type) => scope.types.includes(type));
  const types = wantedTypes?.length ? wantedTypes : scope.types;
  const perSource = scope.statusesBySource
    .map(({ sourceId, statuses: visible }) => ({ sourceId, statuses: visible.filter((s) => statuses.includes(s)) }))
    .filter((s) => s.statuses.length > 0);
  return { perSource, types };
}
