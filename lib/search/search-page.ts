import 'server-only';
import type { Viewer } from '@/lib/auth/viewer';
import { TtlCache } from '@/lib/cache/ttl-cache';
import { withCommunityLink } from '@/lib/community/search-url';
import type { Company } from '@/lib/tenancy/company';
import { companyQueryKey, type CompanyQuery } from '@/lib/filters/company-query';
import { viewerPictureLimit } from '@/lib/property/picture-allowance';
import { searchListings, searchPlaceStats } from './service';
import { placeLabel, seoTexts, type SeoTexts } from './seo-texts';

export type SearchResults = Awaited<ReturnType<typeof searchListings>>;
type PageData = { results: SearchResults; seo: SeoTexts | null; renderedAt: number };

/**
 * DESIGN §1: a search page's first results do not depend on the visitor, so anonymous
 * visitors share them per company for a minute (listings change by import, not by visits).
 * Leads (favourite hearts, own lists) and agents (more statuses) are always asked fresh.
 * The cache hangs off the company object: when its settings change (invalidateCompany) a
 * new object is loaded, and pages built under the old settings (sold prices shown, a status
 * offered) are never served again. On globalThis, as every cache: Next bundles pages apart.
 */
const registry = globalThis as typeof globalThis & { __searchPagesByCompany?: WeakMap<Company, TtlCache<string, PageData>> };

function visitorPages(company: Company): TtlCache<string, PageData> {
  registry.__searchPagesByCompany ??= new WeakMap();
  let pages = registry.__searchPagesByCompany.get(company);
  if (pages === undefined) {
    pages = new TtlCache<string, PageData>(60_000, 2_000);
    registry.__searchPagesByCompany.set(company, pages);
  }
  return pages;
}

/** SPEC §7's authorized flag as the browser will send it, so the first page's data is what the browser would fetch. */
export function authorizedFlag(viewer: Viewer): boolean {
  return viewer.agent !== null || viewer.lead?.completed === true;
}

async function load(viewer: Viewer, query: CompanyQuery, page: number): Promise<PageData> {
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
 * viewer may see. The query is the request's normalised search as the URL was parsed (once, by
 * the proxy); its canonical text is the cache key.
 */
export async function loadSearchResults(viewer: Viewer, query: CompanyQuery, page: number): Promise<PageData> {
  if (viewer.lead !== null || viewer.agent !== null) return load(viewer, query, page);
  const key = `${await viewerPictureLimit(viewer)}:${page}:${companyQueryKey(query)}`;
  return visitorPages(viewer.company).get(key, () => load(viewer, query, page));
}
