/** /marketing's URL: ?status=<filter>&campaign=<id|new>. Plain module (server and client read it alike). */
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '@/lib/crm/campaign-types';

// From the labels (a plain module): the schema's list would bring drizzle into the browser.
const CAMPAIGN_STATUSES = Object.keys(CAMPAIGN_STATUS_LABELS) as CampaignStatus[];

export type StatusFilter = CampaignStatus | 'all';
export type Selection = number | 'new' | null;

export interface MarketingQuery {
  status: StatusFilter;
  campaign: Selection;
}

const first = (v: string | string[] | null | undefined) => (Array.isArray(v) ? v[0] : v ?? undefined);

/** A value that does not parse is dropped (its default applies): a stale URL still shows the list. */
export function parseMarketingQuery(raw: Record<string, string | string[] | undefined>): MarketingQuery {
  const status = first(raw.status);
  const campaign = first(raw.campaign);
  const id = campaign && /^[1-9]\d{0,9}$/.test(campaign) && Number(campaign) <= 2_147_483_647 ? Number(campaign) : null;
  return {
    status: status && (CAMPAIGN_STATUSES as readonly string[]).includes(status) ? (status as CampaignStatus) : 'all',
    campaign: campaign === 'new' ? 'new' : id,
  };
}

export function marketingHref(query: MarketingQuery): string {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.campaign !== null) params.set('campaign', String(query.campaign));
  const qs = params.toString();
  return qs ? `/marketing?${qs}` : '/marketing';
}

export const STATUS_FILTERS: StatusFilter[] = ['all', ...CAMPAIGN_STATUSES];
