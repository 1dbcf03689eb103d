import 'server-only';
import type { Viewer } from '@/lib/auth/viewer';
import { defaultStatuses } from '@/lib/search/scope';
import { showsSoldPrices, toPropertyList } from '@/lib/search/service';
import { nonEmptyBrackets } from './price-brackets';
import { communityDescription } from './description';
import { visitorScope } from './sql';
import { communityData, withoutSoldPrices } from './stats';
import { townPriceSearchUrls, townSearchUrl } from './search-url';
import { findTown } from './towns';

/**
 * A community page's content for this viewer: the town, its description and figures, the
 * chart's periods, the newest homes for sale as search cards, and the town's search URL.
 * Null for a town the company does not serve. Sold prices are left out (description, figures
 * and chart) where the company shows them only after sign-in and this viewer has not.
 */
export async function communityPage(viewer: Viewer, slug: string) {
  const town = await findTown(viewer.company, slug);
  if (town === null) return null;
  const [data, searchUrl] = await Promise.all([communityData(viewer.company, town), townSearchUrl(viewer.company, town)]);
  const soldPricesShown = showsSoldPrices(viewer, null);
  const { stats, chart } = soldPricesShown ? data : withoutSoldPrices(data);
  // Homes by price (SPEC §9 price steps). Not where the town's default search finds sold homes and this
  // viewer may not see sold prices: that search drops price filters (docs/security-business.md).
  const hidesPrices = !soldPricesShown && defaultStatuses(visitorScope(viewer.company)).includes('s');
  const brackets = hidesPrices ? [] : nonEmptyBrackets(data.priceCounts);
  const bracketUrls = await townPriceSearchUrls(viewer.company, town, brackets);
  return {
    town,
    stats,
    chart,
    soldPricesShown,
    description: communityDescription(town.name, stats),
    newest: await toPropertyList(viewer, data.newest),
    searchUrl,
    priceBrackets: brackets.map((bracket, i) => ({ ...bracket, url: bracketUrls[i] ?? searchUrl })),
  };
}

export type CommunityPageData = NonNullable<Awaited<ReturnType<typeof communityPage>>>;
