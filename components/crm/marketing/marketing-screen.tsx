import { leadFilterOptions } from '@/lib/crm/lead-filter-options';
import { listCampaigns } from '@/lib/crm/campaigns';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { marketingHref, parseMarketingQuery } from './marketing-nav';
import { MarketingView } from './marketing-view';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /marketing: the campaigns and the filter menus read on the server, so the list paints with
 * the HTML; the client keeps them fresh. Only admins reach it (the route table); the check here
 * keeps the queries from running while the layout shows someone else the 403 page.
 */
export async function MarketingScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parseMarketingQuery(await searchParams);
  const { access } = await requireCrmAgent(marketingHref(query));
  if (!access.isAdmin) return null;
  const [campaigns, options] = await Promise.all([listCampaigns(access), leadFilterOptions(access)]);
  return <MarketingView initialQuery={query} initialCampaigns={campaigns} options={options} defaultSenderId={access.agentId} />;
}
