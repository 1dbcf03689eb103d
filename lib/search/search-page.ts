import 'server-only';
import type { Viewer } from '@/lib/auth/viewer';
import { companyCache } from '@/lib/cache/company-cache';
import { withCommunityLink } from '@/lib/community/search-url';
import { filtersToQuery } from '@/lib/filters/query';
import { serializeQuery, toQueryString } from '@/lib/filters/serialize';
import type { SelectedFilters } from '@/lib/filters/types';
import { viewerPictureLimit } from '@/lib/property/picture-allowance';
import { searchListings, searchPlaceStats } from './service';
import { placeLabel, seoTexts, type SeoTexts } from './seo-texts';

export type SearchResults = Awaited<ReturnType<typeof searchListings>>;
type PageData = { results: SearchResults; seo: SeoTexts | null; renderedAt: number };

/**
 * DESIGN §1: a search page's first results do not depend on the visitor, so anonymous
 * visitors share them per company for a minute (listings change by import, not by visits).
 * Leads (favourite hearts, own lists) and agents (more statuses) are always asked fresh.
 * The cache is keyed by the company's cache version (lib/cache/company-cache.ts): when its
 * settings change on any instance, pages built under the old settings (sold prices shown, a
 * status offered) are never served again.
 */
const visitorPages = companyCache<PageData>('search-pages', { ttlMs: 60_000, max: 2_000 });

/** SPEC §7's authorized flag as the browser will send it, so the first page's data is what the browser would fetch. */
export function authorizedFlag(viewer: Viewer): boolean {
  return viewer.agent !== null || viewer.lead?.completed === true;
}

async function load(viewer: Viewer, filters: SelectedFilters, page: number): Promise<PageData> {
  const query = filtersToQuery(filters);
  const authorized = authorizedFlag(viewer);
  const label = placeLabel(query);
  const [results, stats] = await Promise.all([
    searchListings(viewer, query, page, authorized),
    label === null ? null : searchPlaceStats(viewer, query, authorized),
  ]);
  const seo = stats === null ? null : await withCommunityLink(viewer.company, query, seoTexts(label, stats));
  return { results, seo, renderedAt: Date.now() };
}

/**
 * The first results and the place's SEO copy of a search page, for the server render. Visitors
 * share them per free-picture number (the `fp` cookie): a card carries only the photos its
 * viewer may see.
 */
export async function loadSearchResults(viewer: Viewer, filters: SelectedFilters, page: number): Promise<PageData> {
  if (viewer.lead !== null || viewer.agent !== null) return load(viewer, filters, page);
  const key = `${await viewerPictureLimit(viewer)}:${page}:${toQueryString(serializeQuery(filtersToQuery(filters)))}`;
  return visitorPages.get(viewer.company.id, key, () => load(viewer, filters, page));
}
