import 'server-only';
import type { Viewer } from '@/lib/auth/viewer';
import { showsSoldPrices, toPropertyList } from '@/lib/search/service';
import { communityDescription } from './description';
import { communityData, withoutSoldPrices } from './stats';
import { townSearchUrl } from './search-url';
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
  return {
    town,
    stats,
    chart,
    soldPricesShown,
    description: communityDescription(town.name, stats),
    newest: await toPropertyList(viewer, data.newest),
    searchUrl,
  };
}

export type CommunityPageData = NonNullable<Awaited<ReturnType<typeof communityPage>>>;
