import 'server-only';
import type { Viewer } from '@/lib/auth/viewer';
import { companyCache } from '@/lib/cache/company-cache';
import { companyQueryKey, type CompanyQuery } from '@/lib/filters/company-query';
import { viewerPictureLimit } from '@/lib/property/picture-allowance';
import { searchListings } from './service';

export type SearchAnswer = Awaited<ReturnType<typeof searchListings>>;

/**
 * DESIGN §1: a page of a search does not depend on an anonymous visitor beyond the photos they
 * may see (the free-picture number), so visitors share it per company: the search page's first
 * results and GET /api/properties alike, keyed by the query as the URL was parsed and
 * normalised once (issue 19's one pass). Leads (favourite hearts, their own lists) and agents
 * (more statuses) are always asked fresh.
 *
 * Fresh by invalidation, not by age: the key carries the company's cache version
 * (lib/cache/company-cache.ts), which every change to what a search shows moves on — settings,
 * an admin's listing correction, each page a feed sync writes, its deletions and photos, the
 * deal-ratings job — here at once, on other instances within milliseconds (NOTIFY) or a
 * second (the poll). The minute bounds only what announces nothing: rows changed by hand in
 * SQL, and the clock (a listing's "new" days, open houses coming and going).
 */
const answers = companyCache<SearchAnswer>('visitor-searches', { ttlMs: 60_000, max: 2_000 });

/** GET /api/properties for this viewer: from the visitors' shared answers, or asked fresh for a lead or an agent. */
export async function searchListingsShared(viewer: Viewer, query: CompanyQuery, page: number, authorizedFlag: boolean | null): Promise<SearchAnswer> {
  if (viewer.lead !== null || viewer.agent !== null) return searchListings(viewer, query, page, authorizedFlag);
  // A visitor's authorized flag can only take access away, and a visitor has none to take (showsSoldPrices).
  const key = `${await viewerPictureLimit(viewer)}:${page}:${companyQueryKey(query)}`;
  return answers.get(viewer.company.id, key, () => searchListings(viewer, query, page, null));
}
