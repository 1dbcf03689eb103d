import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '@/lib/auth/viewer';
import { companyCache } from '@/lib/cache/company-cache';
import { getDb } from '@/lib/db/client';
import { favourites } from '@/lib/db/schema';
import { companyQueryKey, suggestionPart, type CompanyQuery } from '@/lib/filters/company-query';
import { normalizeQuery } from '@/lib/filters/query';
import type { SearchQuery, Sort, SuggestionKey } from '@/lib/filters/types';
import { SUGGESTION_KEYS } from '@/lib/filters/types';
import type { Company } from '@/lib/tenancy/company';
import type { FuzzyPage, ListingUpdateRow, PlaceStats, SearchBackend } from './backend';
import type { SearchContext } from './conditions';
import { companySearchContext, filterContext, searchContext } from './context';
import { postgresBackend } from './postgres-backend';
import { withRatingCorrections } from './rating-corrections';
import { defaultStatuses, listingScope } from './scope';
import { viewerPictureLimit } from '@/lib/property/picture-allowance';
import { defaultStatusTitle, imageUrls, PLACEHOLDER_IMAGE, pricesHidden, propertyJson, propertyUrl, type ListingRow } from './property-json';

/** SPEC §9: properties per page. */
export const PER_PAGE = 10;
// The one place that picks the back end; an OpenSearch one would be chosen here.
const backend: SearchBackend = postgresBackend;


/**
 * Whether this viewer sees sold prices: agents and fully signed-up leads do; visitors only
 * if the company allows. The client's flag can only take access away, never grant it.
 */
export function showsSoldPrices(viewer: Viewer, authorizedFlag: boolean | null): boolean {
  if (!viewer.company.settings.soldPricesRequireSignIn) return true;
  return (viewer.agent !== null || viewer.lead?.completed === true) && authorizedFlag !== false;
}

/**
 * Whether a query can find sold homes: it asks for them, or it is one of the lead's own
 * lists (favourites, viewed homes), which show every status when none is asked for.
 */
function findsSold(company: Company, query: SearchQuery): boolean {
  if (query.status?.length) return query.status.includes('s');
  // No status asked for: the company's default, which is every status it offers when none is for sale.
  return Boolean(query.favorite || query.lfh || query.lvh) || defaultStatuses(listingScope(company, false)).includes('s');
}

/**
 * Where sold prices are hidden, they must not leak through the search either: price
 * filters and the price sort (asked for, or the company's default) apply to a search that
 * can find sold homes only for those who may see the prices — else bisecting a price filter
 * over one's own viewed homes would tell a sale price (docs/security-business.md).
 */
function withoutHiddenPrices(company: Company, query: SearchQuery, sort: Sort, warnings: string[]): { query: SearchQuery; sort: Sort } {
  const usesPrice = query.minprice !== undefined || query.maxprice !== undefined || sort.field === 'price';
  if (!findsSold(company, query) || !usesPrice) return { query, sort };
  warnings.push('Sign in to search sold homes by price: price filters and sorting were left out');
  return { query: { ...query, minprice: undefined, maxprice: undefined }, sort: sort.field === 'price' ? LISTED_SORT : sort };
}

const LISTED_SORT: Sort = { field: 'created_at', direction: 'desc' };

async function favouriteIds(viewer: Viewer, ids: number[]): Promise<Set<number>> {
  if (!viewer.lead || ids.length === 0) return new Set();
  const db = await getDb();
  const found = await db
    .select({ id: favourites.propertyId })
    .from(favourites)
    .where(and(eq(favourites.companyId, viewer.company.id), eq(favourites.leadId, viewer.lead.id), inArray(favourites.propertyId, ids)));
  return new Set(found.map((f) => f.id));
}

/** Listing rows as API list items for this viewer (favourite hearts, sold prices, the photos they may see, status titles). */
export async function toPropertyList(viewer: Viewer, rows: ListingRow[], authorizedFlag: boolean | null = null) {
  const [favs, pictureLimit] = await Promise.all([favouriteIds(viewer, rows.map((r) => r.id)), viewerPictureLimit(viewer)]);
  const titles = new Map(viewer.company.settings.propertyStatuses.map((s) => [s.param, s.title]));
  const showSoldPrice = showsSoldPrices(viewer, authorizedFlag);
  return rows.map((row) =>
    propertyJson(row, { isFavourite: favs.has(row.id), showSoldPrice, pictureLimit, statusTitle: (code) => titles.get(code) ?? defaultStatusTitle(code) }),
  );
}

/**
 * A query built in code (a lead's own list, a listing's similar homes) as the company reads
 * it (SPEC §4). A request's search arrives normalised already (lib/filters/company-query.ts).
 */
export async function companySearchQuery(company: Company, query: SearchQuery): Promise<CompanyQuery> {
  return normalizeQuery(query, await filterContext(company));
}

/**
 * The search as this viewer may run it: the normalised query as it came (no codec pass here),
 * with price filters and the price sort left out where they would tell hidden sold prices.
 */
function viewerQuery(viewer: Viewer, query: CompanyQuery, authorizedFlag: boolean | null = null, warnings: string[] = []): { query: SearchQuery; sort: Sort } {
  const sort = query.sort;
  return showsSoldPrices(viewer, authorizedFlag) ? { query, sort } : withoutHiddenPrices(viewer.company, query, sort, warnings);
}

/**
 * The search context and the viewer's reading of the query, with the company's deal-rating
 * corrections when the search filters (or, `sorted`, orders) by deal rating.
 */
async function searchSetup(viewer: Viewer, companyQuery: CompanyQuery, authorizedFlag: boolean | null, warnings: string[], { sorted = false, now = new Date() } = {}) {
  const ctx = await searchContext(viewer, now);
  const { query, sort } = viewerQuery(viewer, companyQuery, authorizedFlag, warnings);
  return { ctx: await withRatingCorrections(ctx, query, sorted ? sort : undefined), query, sort };
}

/** A list's page; SPEC §4: a keyword that finds nothing falls back, on page 1, to a fuzzy keyword search (`fuzzy`). */
export async function pageOrFuzzy(ctx: SearchContext, query: SearchQuery, sort: Sort, page: number): Promise<FuzzyPage & { fuzzy: boolean }> {
  const result = await backend.page(ctx, query, sort, page, PER_PAGE);
  if (result.total > 0 || !query.keyword?.length || page !== 1) return { ...result, places: [], fuzzy: false };
  return { ...(await backend.fuzzyKeywordPage(ctx, query, query.keyword.join(' '), sort, PER_PAGE)), fuzzy: true };
}

/** GET /api/properties: one page of a search, with SPEC's pagination meta. */
export async function searchListings(viewer: Viewer, search: CompanyQuery, page: number, authorizedFlag: boolean | null) {
  const warnings: string[] = [];
  const { ctx, query, sort } = await searchSetup(viewer, search, authorizedFlag, warnings, { sorted: true });
  const result = await pageOrFuzzy(ctx, query, sort, page);
  const data = await toPropertyList(viewer, result.rows, authorizedFlag);
  const totalPages = Math.ceil(result.total / PER_PAGE);
  return {
    data,
    meta: {
      pagination: { total: result.total, count: data.length, per_page: PER_PAGE, current_page: page, total_pages: totalPages },
      total_capped: result.totalCapped,
      fuzzy: result.fuzzy,
      // The place names the fuzzy page's listings were found by ("Riverhead" for "Rivrhead").
      fuzzy_places: result.places,
      sort: `${sort.field} ${sort.direction}`,
      warnings,
    },
  };
}

export async function searchClusters(viewer: Viewer, search: CompanyQuery, zoom: number, authorizedFlag: boolean | null) {
  const warnings: string[] = [];
  const { ctx, query } = await searchSetup(viewer, search, authorizedFlag, warnings);
  return { ...(await backend.clusters(ctx, query, zoom)), warnings };
}

export async function searchMarkers(viewer: Viewer, search: CompanyQuery, page: number, perPage: number, authorizedFlag: boolean | null) {
  const warnings: string[] = [];
  const { ctx, query } = await searchSetup(viewer, search, authorizedFlag, warnings);
  const [{ markers, total }, pictureLimit] = await Promise.all([backend.markers(ctx, query, perPage, (page - 1) * perPage), viewerPictureLimit(viewer)]);
  const showSold = showsSoldPrices(viewer, authorizedFlag);
  return {
    markers: markers.map((m) => ({
      ...m,
      price: pricesHidden(m.status, showSold) ? null : m.price,
      // The pin's thumbnail: the first photo, when this viewer has a free one.
      image: imageUrls(m.id, m.photos, pictureLimit)[0] ?? PLACEHOLDER_IMAGE,
    })),
    total,
    warnings,
  };
}

/** POST /api/suggestions: buckets in SPEC's key order, at most `size` hits each; under 2 characters, none. */
export async function searchSuggestions(viewer: Viewer, text: string, size: number, fields: SuggestionKey[] | null) {
  const query = text.trim();
  if (query.length < 2) return [];
  const ctx = await searchContext(viewer);
  const enabled = viewer.company.settings.suggestions;
  const keys = SUGGESTION_KEYS.filter((k) => (fields ? fields.includes(k) : true) && (enabled.length === 0 || enabled.includes(k)));
  return backend.suggestions(ctx, query, keys, size);
}

const PLACE_KEYS = ['city_label', 'city', 'pl', 'hood', 'zip', 'area', 'school_district', 'county', 'state'] as const;
const placeStatsCache = companyCache<PlaceStats>('place-stats', { ttlMs: 10 * 60_000, max: 5_000 });

/**
 * Facts about the place a search names, for its SEO text: the place alone (price filters or
 * the map view must not change what "homes for sale in Riverhead" says), cached per company
 * and viewer class, sold prices left out where this viewer may not see them.
 */
export async function searchPlaceStats(viewer: Viewer, search: CompanyQuery, authorizedFlag: boolean | null): Promise<PlaceStats> {
  const place = suggestionPart(search, PLACE_KEYS, (await filterContext(viewer.company)).defaultSort);
  const showSold = showsSoldPrices(viewer, authorizedFlag);
  const key = `${viewer.agent ? 'agent' : 'visitor'}:${companyQueryKey(place)}`;
  const stats = await placeStatsCache.get(viewer.company.id, key, async () => {
    const ctx = await searchContext(viewer);
    return backend.placeStats(ctx, viewerQuery(viewer, place).query);
  });
  return showSold ? stats : { ...stats, medianSoldPrice: null };
}

/** SPEC §7 GET /open-house-summary: the coming open houses of a search's homes (two weeks), soonest first. */
export async function searchOpenHouses(viewer: Viewer, search: CompanyQuery, authorizedFlag: boolean | null, now = new Date()) {
  const warnings: string[] = [];
  const { ctx, query } = await searchSetup(viewer, search, authorizedFlag, warnings, { now });
  const to = new Date(now.getTime() + OPEN_HOUSE_DAYS * 86_400_000);
  const { rows, total } = await backend.openHouses(ctx, query, now, to, OPEN_HOUSE_LIMIT);
  return {
    data: rows.map((r) => ({ propertyId: r.propertyId, url: propertyUrl(r.propertyId, r.address), address: r.address, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(), remarks: r.remarks })),
    meta: { total, from: now.toISOString(), to: to.toISOString(), warnings },
  };
}

const OPEN_HOUSE_DAYS = 14;
const OPEN_HOUSE_LIMIT = 20;

/**
 * E-alert delivery: a saved search's listings listed or changed since a moment, as the lead
 * sees them on the company's site (its feeds, types and statuses a visitor may see; sold
 * prices, and price filters on sold homes, only where the lead may see them), latest change
 * first, at most `limit`.
 */
export async function searchUpdatesSince(
  company: Company,
  lead: { id: number; completed: boolean },
  rawQuery: SearchQuery,
  since: Date,
  limit: number,
  now = new Date(),
): Promise<{ rows: ListingUpdateRow[]; showSoldPrice: boolean }> {
  const [ctx, filters] = await Promise.all([companySearchContext(company, { isAgent: false, leadId: lead.id, now }), filterContext(company)]);
  const normalized = normalizeQuery(rawQuery, filters);
  const showSoldPrice = !company.settings.soldPricesRequireSignIn || lead.completed;
  const { query } = showSoldPrice ? { query: normalized } : withoutHiddenPrices(company, normalized, filters.defaultSort, []);
  return { rows: await backend.changedSince(await withRatingCorrections(ctx, query), query, since, limit), showSoldPrice };
}
