import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { VIEW_MODE_COOKIE } from '@/lib/auth/cookies';
import type { Viewer } from '@/lib/auth/viewer';
import type { SearchConfig } from '@/lib/search/search-config';
import { searchHeading } from '@/lib/search/search-heading';
import { authorizedFlag, loadSearchResults } from '@/lib/search/search-page';
import { canonicalQueryUrl, type PageSearch, type SearchBase } from '@/lib/search/search-url';
import { searchView } from '@/lib/search/search-view';
import { toViewMode } from '@/lib/search/view-mode';
import { resultItems } from './result-items';
import { SearchClient } from './search-client';
import { getFormatter } from 'next-intl/server';

// The page and its metadata need the same results: one search per request.
// (Both get the search object from the route's own cached read, so it is the same object.)
const load = cache((viewer: Viewer, search: PageSearch) => loadSearchResults(viewer, search.query, search.location.page));

export async function searchPageMetadata(viewer: Viewer, config: SearchConfig, search: PageSearch): Promise<Metadata> {
  const { location } = search;
  const [{ results: found, seo }, format] = await Promise.all([load(viewer, search), getFormatter()]);
  const heading = searchHeading(location.filters);
  const total = found.meta.pagination.total;
  const site = viewer.company.settings.siteName;
  const personal = location.filters.favorite || location.filters.lfh || location.filters.lvh;
  return {
    title: seo?.title ?? heading,
    description: seo?.description ?? `${heading}: ${format.number(total, 'count')}${found.meta.total_capped ? '+' : ''} listings with photos, prices and details on ${site}.`,
    alternates: { canonical: canonicalQueryUrl(search.query, location.page, config.ctx) },
    // A visitor's own lists and the unavailable-property landing are nobody else's search results;
    // a misspelt keyword's page shows another place's homes under the typo's URL.
    robots: personal || location.offMarket || location.page > 1 || found.meta.fuzzy ? { index: false, follow: true } : undefined,
  };
}

/** The search page of SPEC §2, server-rendered: heading, filters, the first results and the place's copy. */
export async function SearchPage({ viewer, config, base, search }: { viewer: Viewer; config: SearchConfig; base: SearchBase; search: PageSearch }) {
  const [{ results: found, seo, renderedAt }, jar] = await Promise.all([load(viewer, search), cookies()]);
  const { location } = search;
  // The first results' cards are rendered here: they ship no JavaScript but their islands.
  const results = {
    meta: found.meta,
    seo,
    items: resultItems(found.data, config.showDealRatings, renderedAt),
    empty: found.data.length === 0,
    loading: false,
    failed: false,
  };
  return (
    <SearchClient
      config={config}
      base={base}
      initial={{ location, view: searchView(base, location, config), results }}
      viewMode={toViewMode(jar.get(VIEW_MODE_COOKIE)?.value)}
      authorized={authorizedFlag(viewer)}
      signedIn={viewer.lead !== null}
      siteName={viewer.company.settings.siteName}
    />
  );
}
