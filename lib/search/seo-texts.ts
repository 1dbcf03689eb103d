import type { SearchQuery } from '@/lib/filters/types';
import type { PlaceStats } from './backend';
import { formatCount, formatPrice } from '@/lib/format/formatter';

export interface SeoTexts {
  title: string;
  heading: string;
  description: string;
  paragraphs: string[];
  /** The town's community page, when the search names exactly one town the company serves (lib/community/search-url.ts). */
  community?: { name: string; url: string } | null;
}

const money = formatPrice;
const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The place a search names, as people write it; null when the search names no single place. */
export function placeLabel(query: SearchQuery): string | null {
  const one = (values: string[] | undefined) => (values?.length === 1 ? values[0]! : null);
  const titled = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  const zip = one(query.zip);
  const county = one(query.county);
  const district = one(query.school_district);
  const city = one(query.city);
  return (
    one(query.city_label) ??
    (city ? titled(city.replace(/-/g, ' ')) : null) ??
    one(query.pl) ??
    one(query.hood) ??
    (zip ? `ZIP code ${zip}` : null) ??
    one(query.area) ??
    (district ? `the ${district}` : null) ??
    (county ? `${titled(county)} County` : null)
  );
}

/**
 * SEO copy for a place search, written from the listings themselves (SPEC "community page
 * with generated descriptions"); null when the search names no place or the place has none.
 */
export function seoTexts(label: string | null, stats: PlaceStats): SeoTexts | null {
  if (!label || stats.active + stats.sold12Months === 0) return null;
  const description = [
    `There ${stats.active === 1 ? 'is' : 'are'} ${count(stats.active, 'home', 'homes')} for sale in ${label}`,
    stats.medianListPrice !== null ? `, with a median list price of ${money(stats.medianListPrice)}` : '',
    stats.medianPricePerSqft !== null ? ` (${money(stats.medianPricePerSqft)} per square foot)` : '',
    '.',
    stats.newThisWeek > 0 ? ` ${count(stats.newThisWeek, 'new listing', 'new listings')} came on the market this week.` : '',
  ].join('');
  const paragraphs: string[] = [];
  if (stats.medianDaysOnMarket !== null && stats.active > 0) {
    paragraphs.push(`Homes for sale in ${label} have been on the market for a median of ${count(Math.round(stats.medianDaysOnMarket), 'day', 'days')}.`);
  }
  if (stats.sold12Months > 0) {
    paragraphs.push(
      `In the last 12 months ${count(stats.sold12Months, 'home', 'homes')} sold in ${label}` +
        (stats.medianSoldPrice !== null ? `, at a median price of ${money(stats.medianSoldPrice)}.` : '.'),
    );
  }
  return { title: `${label} Homes for Sale & Real Estate`, heading: `Homes for sale in ${label}`, description, paragraphs };
}
