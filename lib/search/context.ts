import 'server-only';
import { getDb } from '@/lib/db/client';
import { features } from '@/lib/db/schema';
import { sharedCache } from '@/lib/cache/ttl-cache';
import type { Viewer } from '@/lib/auth/viewer';
import { slugify } from '@/lib/text/slug';
import type { SearchContext } from './conditions';
import { listingScope } from './scope';
import type { Company } from '@/lib/tenancy/company';
import { parseSort } from '@/lib/filters/sort';
import type { FilterContext, Sort } from '@/lib/filters/types';

const FALLBACK_SORT: Sort = { field: 'created_at', direction: 'desc' };

const featureIdsCache = sharedCache<'all', Map<string, number>>('feature-ids', 10 * 60_000);

function featureIds(): Promise<Map<string, number>> {
  return featureIdsCache.get('all', async () => {
    const db = await getDb();
    const all = await db.select({ id: features.id, param: features.param }).from(features);
    return new Map(all.map((f) => [f.param, f.id]));
  });
}

/** What the company offers, for the filter codec's rules (types, statuses, locations, features, sort). */
export async function filterContext(company: Company): Promise<FilterContext> {
  const ids = await featureIds();
  return {
    types: company.settings.propertyTypes.map((t) => t.param),
    statuses: company.settings.propertyStatuses.map((s) => s.param),
    locations: company.locations.filter((l) => l.isActive).map(({ name, slug }) => ({ name, slug })),
    features: [...ids.keys()],
    defaultSort: parseSort(company.settings.defaultSorting, FALLBACK_SORT).sort,
  };
}

/** Everything a search needs besides its query, for this viewer on this company's site. */
export function searchContext(viewer: Viewer, now = new Date()): Promise<SearchContext> {
  return companySearchContext(viewer.company, { isAgent: viewer.agent !== null, leadId: viewer.lead?.id ?? null, now });
}

/**
 * The same without a request: for work done on a lead's behalf in the background (e-alert
 * delivery), where nobody is signed in but the lead is known.
 */
export async function companySearchContext(
  company: Company,
  { isAgent, leadId, now }: { isAgent: boolean; leadId: number | null; now: Date },
): Promise<SearchContext> {
  const ids = await featureIds();
  const locations = company.locations.filter((l) => l.isActive);
  return {
    scope: listingScope(company, isAgent),
    leadId,
    locationCities: (name) => {
      const slug = slugify(name);
      return locations.find((l) => l.slug === slug || slugify(l.name) === slug)?.citySlugs ?? null;
    },
    locationNames: locations.map((l) => l.name),
    featureId: (param) => ids.get(param) ?? null,
    now,
    // Read only for searches by deal rating (withRatingCorrections).
    ratingCorrections: null,
  };
}
