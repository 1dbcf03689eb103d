import 'server-only';
import type { EAlertFrequency } from '@/lib/db/schema/leads';
import { REAL_ESTATE_PATH } from '@/lib/filters/path';
import { queryToFilters } from '@/lib/filters/query';
import type { SearchQuery } from '@/lib/filters/types';
import { filterContext } from '@/lib/search/context';
import { defaultStatusTitle, imageUrls, propertyUrl } from '@/lib/search/property-json';
import { searchPageUrl } from '@/lib/search/search-url';
import type { Company } from '@/lib/tenancy/company';
import { siteOrigin } from '@/lib/tenancy/origin';
import { readableOnWhite } from '@/lib/tenancy/theme';
import { unsubscribeHeaders } from '@/lib/mail/tracking-tokens';
import { clickToken, openToken, trackingUrl, unsubscribeToken } from '../tracking/tokens';
import { changeLabel, describeChange } from './changes';
import { renderAlertMail, type MailListing, type RenderedMail } from './render';
import type { AlertToDeliver, AlertUpdate } from './updates';
import { formatCount, formatPrice } from '@/lib/format/formatter';

/** Listings shown in one mail (SPEC §9's page of 10); "see all" opens the search for the rest. */
export const SHOWN_LISTINGS = 10;

/** The frequency as the mail's footer says it: "You get this e-alert daily". */
const FREQUENCY_WORDS: Record<EAlertFrequency, string> = {
  never: 'never',
  instantly: 'as listings change',
  daily: 'daily',
  twice_a_week: 'twice a week',
  weekly: 'weekly',
  twice_a_month: 'twice a month',
  monthly: 'monthly',
};

/** SPEC §2: the `referrer` query parameter, whose value e-alert the site acts on. */
function fromAlert(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}referrer=e-alert`;
}

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

function facts(row: AlertUpdate['row']): string[] {
  const baths = row.bathrooms_total === null ? null : Number(row.bathrooms_total);
  return [
    ...(row.bedrooms_total ? [count(row.bedrooms_total, 'bed', 'beds')] : []),
    ...(baths ? [count(baths, 'bath', 'baths')] : []),
    ...(row.living_area ? [`${formatCount(row.living_area)} sq ft`] : []),
  ];
}

export interface ComposeInput {
  company: Company;
  alert: AlertToDeliver;
  query: SearchQuery;
  updates: AlertUpdate[];
  showSoldPrice: boolean;
  since: Date;
  mailId: number;
}

/**
 * The alert's mail with every link absolute on the company's own site and signed for this
 * mail: each listing and "see all" through the click tracker, the open pixel, the
 * unsubscribe link and its RFC 8058 one-click headers.
 */
export async function composeAlertMail({ company, alert, query, updates, showSoldPrice, since, mailId }: ComposeInput): Promise<RenderedMail & { headers: Record<string, string> }> {
  const origin = siteOrigin(company.domain);
  const mail = { id: mailId, companyId: company.id, leadId: alert.leadId, alertId: alert.id };
  const click = async (to: string, propertyId?: number) => trackingUrl(origin, 'click', await clickToken.sign({ ...mail, to, propertyId }));
  const titles = new Map(company.settings.propertyStatuses.map((s) => [s.param, s.title]));
  const statusTitle = (code: string) => titles.get(code) ?? defaultStatusTitle(code);

  const listings = await Promise.all(
    updates.slice(0, SHOWN_LISTINGS).map(async ({ row, previousKey }): Promise<MailListing> => {
      const hidden = row.status === 's' && !showSoldPrice;
      const change = describeChange(
        { status: row.status, price: row.price, listedAt: new Date(row.listed_at), priceReducedAt: row.price_reduced_at ? new Date(row.price_reduced_at) : null },
        previousKey,
        since,
      );
      return {
        url: await click(fromAlert(propertyUrl(row.id, row.unparsed_address)), row.id),
        photoUrl: `${origin}${imageUrls(row.id, row.photos_count)[0]}`,
        price: hidden ? null : formatPrice(row.price),
        facts: facts(row),
        address: row.unparsed_address,
        status: statusTitle(row.status),
        // A sold price the lead may not see is not told by the change either.
        change: hidden && change.kind === 'price' ? 'Updated' : changeLabel(change, statusTitle),
      };
    }),
  );

  const filterCtx = await filterContext(company);
  const searchPath = searchPageUrl(REAL_ESTATE_PATH, { filters: queryToFilters(query, filterCtx), page: 1, offMarket: false }, filterCtx);
  const unsubscribeUrl = trackingUrl(origin, 'unsubscribe', await unsubscribeToken.sign({ id: alert.id, companyId: company.id, leadId: alert.leadId }));
  const logo = company.settings.logoUrl;
  const rendered = renderAlertMail({
    companyName: company.settings.siteName || company.name,
    colour: readableOnWhite(company.settings.colours.primary),
    logoUrl: logo === null ? null : logo.startsWith('/') ? `${origin}${logo}` : logo,
    firstName: alert.firstName,
    alertName: alert.customName,
    frequency: FREQUENCY_WORDS[alert.frequency],
    total: updates.length,
    listings,
    seeAllUrl: await click(fromAlert(searchPath)),
    unsubscribeUrl,
    openPixelUrl: trackingUrl(origin, 'open', await openToken.sign(mail)),
    siteUrl: `${origin}/`,
  });
  return { ...rendered, headers: unsubscribeHeaders(unsubscribeUrl) };
}
