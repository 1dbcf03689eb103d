import 'server-only';
import type { Viewer } from '@/lib/auth/viewer';
import { companyCache } from '@/lib/cache/company-cache';
import { withCommunityLink } from '@/lib/community/search-url';
import { companyQueryKey, type CompanyQuery } from '@/lib/filters/company-query';
import { viewerPictureLimit } from '@/lib/property/picture-allowance';
import { searchPlaceStats } from './service';
import { searchListingsShared, type SearchAnswer } from './visitor-answers';
import { placeLabel, seoTexts, type SeoTexts } from './seo-texts';

type PageData = { results: SearchAnswer; seo: SeoTexts | null; renderedAt: number };

/**
 * DESIGN §1: a search page's first results and its place copy do not depend on the visitor, so
 * anonymous visitors share them per company for a minute; the results are the same shared
 * answers GET /api/properties gives (./visitor-answers.ts). Leads (favourite hearts, own lists)
 * and agents (more statuses) are always asked fresh. The cache is keyed by the company's cache
 * version (lib/cache/company-cache.ts): when its settings or the listings it shows change on any
 * instance (a feed sync, a correction), pages built before are never served again.
 */
const visitorPages = companyCache<PageData>('search-pages', { ttlMs: 60_000, max: 2_000 });

/** SPEC §7's authorized flag as the browser will send it, so the first page's data is what the browser would fetch. */
export function authorizedFlag(viewer: Viewer): boolean {
  return viewer.agent !== null || viewer.lead?.completed === true;
}

async function load(viewer: Viewer, query: CompanyQuery, page: number): Promise<PageData> {
  const authorized = authorizedFlag(viewer);
  const label = placeLabel(query);
  const [results, stats] = await Promise.all([
    searchListingsShared(viewer, query, page, authorized),
    label === null ? null : searchPlaceStats(viewer, query, authorized),
  ]);
  const seo = stats === null ? null : await withCommunityLink(viewer.company, query, seoTexts(label, stats));
  return { results, seo, renderedAt: Date.now() };
}

/**
 * The first results and the place's SEO copy of a search page, for the server render. Visitors
 * share them per free-picture number (the `fp` cookie): a card carries only the photos its
 * viewer may see. The query is the request's normalised search as the URL was parsed (once, by
 * the proxy); its canonical text is the cache key.
 */
export async function loadSearchResults(viewer: Viewer, query: CompanyQuery, page: number): Promise<PageData> {
  if (viewer.lead !== null || viewer.agent !== null) return load(viewer, query, page);
  const key = `${await viewerPictureLimit(viewer)}:${page}:${companyQueryKey(query)}`;
  return visitorPages.get(viewer.company.id, key, () => load(viewer, query, page));
}
