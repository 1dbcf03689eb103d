import type { CommunityStats } from './types';
import { formatCount, formatPrice } from '@/lib/format/formatter';

/**
 * A town's description for its community page (issue 7 item 5), written from the listings
 * and nothing else: deterministic, so the same numbers always give the same words. Thin data
 * gets its own sentences (no sales, one sale, too few to call a trend); a figure that is
 * missing is left unsaid, never shown as "$0" or "NaN". English, like the search's SEO copy
 * (lib/search/seo-texts.ts): the sentences are built from numbers, not from a catalogue.
 */
export interface CommunityDescription {
  /** The opening paragraph: what is for sale now. */
  lead: string;
  /** Sales, the price trend, time on market, schools: each present only when there is something to say. */
  paragraphs: string[];
  /** For the meta description: at most ~160 characters. */
  summary: string;
}

/** Fewer sales than this in either 12-month period and the median moves too much by chance to call a trend. */
export const MIN_SALES_FOR_TREND = 5;
/** A change of the median under this many percent (either way) reads as flat. */
export const FLAT_PERCENT = 1;

const usable = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0;
const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}

export type PriceTrend = { kind: 'flat'; percent: number } | { kind: 'up' | 'down'; percent: number } | { kind: 'unknown' };

/** The change of the median sold price on the previous 12 months, in whole percent; unknown on thin or hidden data. */
export function priceTrend(stats: Pick<CommunityStats, 'sold12Months' | 'soldPrevious12Months' | 'medianSoldPrice' | 'medianSoldPricePrevious'>): PriceTrend {
  const { medianSoldPrice: now, medianSoldPricePrevious: before } = stats;
  if (stats.sold12Months < MIN_SALES_FOR_TREND || stats.soldPrevious12Months < MIN_SALES_FOR_TREND || !usable(now) || !usable(before)) return { kind: 'unknown' };
  const change = ((now - before) / before) * 100;
  if (Math.abs(change) < FLAT_PERCENT) return { kind: 'flat', percent: Math.round(change * 10) / 10 };
  return { kind: change > 0 ? 'up' : 'down', percent: Math.round(Math.abs(change)) };
}

function forSaleSentence(town: string, s: CommunityStats): string {
  if (s.forSale === 0) return `There are no homes for sale in ${town} right now.`;
  const price = usable(s.medianListPrice) ? (s.forSale === 1 ? `, listed at ${formatPrice(s.medianListPrice)}` : `, at a median list price of ${formatPrice(s.medianListPrice)}`) : '';
  const perSqft = price && usable(s.medianListPricePerSqft) ? ` (${formatPrice(s.medianListPricePerSqft)} per square foot)` : '';
  const opening = s.forSale === 1 ? `There is 1 home for sale in ${town} right now` : `There are ${count(s.forSale, 'home', 'homes')} for sale in ${town} right now`;
  const fresh = s.newLast30Days === 0
    ? ' None came on the market in the last 30 days.'
    : s.newLast30Days === s.forSale && s.forSale > 1
      ? ' All of them came on the market in the last 30 days.'
      : ` ${s.newLast30Days === 1 ? '1 came' : `${formatCount(s.newLast30Days)} came`} on the market in the last 30 days.`;
  return `${opening}${price}${perSqft}.${fresh}`;
}

function salesSentence(town: string, s: CommunityStats, trend: PriceTrend): string {
  if (s.sold12Months === 0) {
    return s.soldPrevious12Months === 0
      ? `No homes sold in ${town} in the last two years, so there is no recent sale price to compare.`
      : `No homes sold in ${town} in the last 12 months (${count(s.soldPrevious12Months, 'home', 'homes')} in the 12 months before).`;
  }
  const price = usable(s.medianSoldPrice) ? (s.sold12Months === 1 ? ` for ${formatPrice(s.medianSoldPrice)}` : ` at a median price of ${formatPrice(s.medianSoldPrice)}`) : '';
  const sold = s.sold12Months === 1 ? `In the last 12 months 1 home sold in ${town}${price}.` : `In the last 12 months ${count(s.sold12Months, 'home', 'homes')} sold in ${town}${price}.`;
  if (!price) return sold;
  const before = usable(s.medianSoldPricePrevious) ? formatPrice(s.medianSoldPricePrevious) : '';
  switch (trend.kind) {
    case 'up':
      return `${sold} Prices are up ${trend.percent}% from the 12 months before, when the median was ${before}.`;
    case 'down':
      return `${sold} Prices are down ${trend.percent}% from the 12 months before, when the median was ${before}.`;
    case 'flat':
      return `${sold} Prices are flat: the median was ${before} in the 12 months before.`;
    default:
      return `${sold} There were too few sales to tell whether prices are rising or falling.`;
  }
}

function marketTimeSentence(s: CommunityStats): string | null {
  if (s.sold12Months === 0 || s.medianDaysOnMarket === null || !Number.isFinite(s.medianDaysOnMarket) || s.medianDaysOnMarket < 0) return null;
  const days = count(Math.round(s.medianDaysOnMarket), 'day', 'days');
  return s.sold12Months === 1 ? `That sale took ${days} from listing to closing.` : `Homes that sold took a median of ${days} from listing to closing.`;
}

function schoolsSentence(town: string, districts: readonly string[]): string | null {
  if (districts.length === 0) return null;
  if (districts.length === 1) return `${town} is served by the ${districts[0]!}.`;
  const shown = districts.slice(0, 4);
  const more = districts.length - shown.length;
  return `Homes in ${town} are served by the ${listOf(more > 0 ? [...shown, count(more, 'other district', 'other districts')] : shown)}.`;
}

/** Shortens text to a whole word under `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[,.;:]$/, '')}…`;
}

export function communityDescription(town: string, stats: CommunityStats): CommunityDescription {
  const trend = priceTrend(stats);
  const lead = forSaleSentence(town, stats);
  const sales = salesSentence(town, stats, trend);
  const market = marketTimeSentence(stats);
  const paragraphs = [market ? `${sales} ${market}` : sales, schoolsSentence(town, stats.schoolDistricts)].filter((p): p is string => p !== null);
  return { lead, paragraphs, summary: clip(`${town} homes and market: ${lead}`, 160) };
}
