import 'server-only';
import { buildRealEstateUrl } from '@/lib/filters/path';
import { queryToFilters } from '@/lib/filters/query';
import type { SearchQuery } from '@/lib/filters/types';
import { filterContext } from '@/lib/search/context';
import type { SeoTexts } from '@/lib/search/seo-texts';
import { slugify } from '@/lib/text/slug';
import type { Company } from '@/lib/tenancy/company';
import type { PriceBracket } from './price-brackets';
import { communityUrl } from './town-slug';
import { servedTowns } from './towns';
import type { Town } from './types';

/** The canonical search page of a town's homes for sale (/real-estate/riverhead-ny), through the search's own URL codec. */
export async function townSearchUrl(company: Company, town: Town): Promise<string> {
  const ctx = await filterContext(company);
  return buildRealEstateUrl(queryToFilters({ city_label: [`${town.name}, ${town.state}`] }, ctx), ctx);
}

/** The town's canonical search URL for each price range (/real-estate/riverhead-ny/50000-100000), through the same codec. */
export async function townPriceSearchUrls(company: Company, town: Town, ranges: readonly PriceBracket[]): Promise<string[]> {
  const ctx = await filterContext(company);
  return ranges.map(({ min, max }) =>
    buildRealEstateUrl(queryToFilters({ city_label: [`${town.name}, ${town.state}`], ...(min !== null ? { minprice: min } : {}), ...(max !== null ? { maxprice: max } : {}) }, ctx), ctx),
  );
}

const OTHER_PLACE_KEYS = ['pl', 'hood', 'zip', 'area', 'school_district', 'county', 'street', 'address', 'school', 'keyword'] as const;

/**
 * The community page a search links to ("About Riverhead"): when the search names exactly
 * one town (one city_label, or one city, and no narrower or other place) that the company
 * serves; else null.
 */
export async function communityForSearch(company: Company, query: SearchQuery): Promise<{ name: string; url: string } | null> {
  if (OTHER_PLACE_KEYS.some((key) => (query[key]?.length ?? 0) > 0)) return null;
  const labels = query.city_label ?? [];
  const cities = query.city ?? [];
  if (labels.length + cities.length !== 1) return null;
  const towns = await servedTowns(company);
  let town: Town | undefined;
  if (labels.length === 1) {
    const [city = '', state = ''] = labels[0]!.split(/,\s*(?=[A-Za-z]{2}$)/);
    town = towns.find((t) => t.citySlug === slugify(city) && (state === '' || t.state === state.toUpperCase()));
  } else {
    const matches = towns.filter((t) => t.citySlug === slugify(cities[0]!));
    town = matches.length === 1 ? matches[0] : undefined;
  }
  return town ? { name: town.name, url: communityUrl(town.slug) } : null;
}

/** A search's SEO copy with its town's community link added (null copy stays null). */
export async function withCommunityLink(company: Company, query: SearchQuery, seo: SeoTexts | null): Promise<SeoTexts | null> {
  if (seo === null) return null;
  return { ...seo, community: await communityForSearch(company, query) };
}
