import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { favourites } from '@/lib/db/schema';
import { normalizeQuery } from '@/lib/filters/query';
import type { SearchQuery, Sort, SuggestionKey } from '@/lib/filters/types';
import { SUGGESTION_KEYS } from '@/lib/filters/types';
import { expandStreetAbbreviations } from './abbreviations';
import type { SearchBackend } from './backend';
import { filterContext, searchContext } from './context';
import { postgresBackend } from './postgres-backend';
import { defaultStatusTitle, propertyJson, type ListingRow } from './property-json';

/** SPEC §9: properties per page. */
export const PER_PAGE = 10;
// The one place that picks the back end; an OpenSearch one would be chosen here.
const backend: SearchBackend = postgresBackend;


/** Whether this viewer sees sold prices: signed-in leads and agents do; visitors only if the company allows. */
function showsSoldPrices(viewer: Viewer, authorizedFlag: boolean | null): boolean {
  if (!viewer.company.settings.soldPricesRequireSignIn) return true;
  // The client's flag can only take access away (a lead browsing as a visitor), never grant it.
  return (viewer.agent !== null || viewer.lead !== null) && authorizedFlag !== false;
}

async function favouriteIds(viewer: Viewer, ids: number[]): Promise<Set<number>> {
  if (!viewer.lead || ids.length === 0) return new Set();
  const db = await getDb();
  const found = await db
    .select({ id: favourites.propertyId })
    .from(favourites)
    .where(and(eq(favourites.companyId, viewer.company.id), eq(favourites.leadId, viewer.lead.id), inArray(favourites.propertyId, ids)));
  return new Set(found.map((f) => f.id));
}

/** Listing rows as API list items for this viewer (favourite hearts, sold prices, status titles). */
export async function toPropertyList(viewer: Viewer, rows: ListingRow[], authorizedFlag: boolean | null = null) {
  const favs = await favouriteIds(viewer, rows.map((r) => r.id));
  const titles = new Map(viewer.company.settings.propertyStatuses.map((s) => [s.param, s.title]));
  const showSoldPrice = showsSoldPrices(viewer, authorizedFlag);
  return rows.map((row) =>
    propertyJson(row, { isFavourite: favs.has(row.id), showSoldPrice, statusTitle: (code) => titles.get(code) ?? defaultStatusTitle(code) }),
  );
}

/**
 * The query as this company understands it (SPEC §4): types, statuses and features it does
 * not offer dropped, days-sold only with Sold, and its default sort when none is given.
 */
async function companyQuery(viewer: Viewer, query: SearchQuery): Promise<{ query: SearchQuery; sort: Sort }> {
  const filters = await filterContext(viewer.company);
  const normalized = normalizeQuery(query, filters);
  return { query: normalized, sort: normalized.sort ?? filters.defaultSort };
}

/** GET /api/properties: one page of a search, with SPEC's pagination meta. */
export async function searchListings(viewer: Viewer, rawQuery: SearchQuery, page: number, authorizedFlag: boolean | null) {
  const [ctx, { query, sort }] = await Promise.all([searchContext(viewer), companyQuery(viewer, rawQuery)]);
  let result = await backend.page(ctx, query, sort, page, PER_PAGE);
  let fuzzy = false;
  if (result.total === 0 && query.keyword?.length && page === 1) {
    result = await backend.fuzzyKeywordPage(ctx, query, query.keyword.join(' '), PER_PAGE);
    fuzzy = true;
  }
  const data = await toPropertyList(viewer, result.rows, authorizedFlag);
  const totalPages = Math.ceil(result.total / PER_PAGE);
  return {
    data,
    meta: {
      pagination: { total: result.total, count: data.length, per_page: PER_PAGE, current_page: page, total_pages: totalPages },
      total_capped: result.totalCapped,
      fuzzy,
      sort: `${sort.field} ${sort.direction}`,
    },
  };
}

export async function searchClusters(viewer: Viewer, rawQuery: SearchQuery, zoom: number) {
  const [ctx, { query }] = await Promise.all([searchContext(viewer), companyQuery(viewer, rawQuery)]);
  const clusters = await backend.clusters(ctx, query, zoom);
  return { clusters, total: clusters.reduce((sum, c) => sum + c.count, 0) };
}

export async function searchMarkers(viewer: Viewer, rawQuery: SearchQuery, page: number, perPage: number) {
  const [ctx, { query }] = await Promise.all([searchContext(viewer), companyQuery(viewer, rawQuery)]);
  return backend.markers(ctx, query, perPage, (page - 1) * perPage);
}

/** POST /api/suggestions: buckets in SPEC's key order, at most `size` hits each; under 2 characters, none. */
export async function searchSuggestions(viewer: Viewer, text: string, size: number, fields: SuggestionKey[] | null) {
  const query = expandStreetAbbreviations(text.trim());
  if (query.length < 2) return [];
  const ctx = await searchContext(viewer);
  const enabled = viewer.company.settings.suggestions;
  const keys = SUGGESTION_KEYS.filter((k) => (fields ? fields.includes(k) : true) && (enabled.length === 0 || enabled.includes(k)));
  return backend.suggestions(ctx, query, keys, size);
}

export async function searchPlaceStats(viewer: Viewer, rawQuery: SearchQuery) {
  const [ctx, { query }] = await Promise.all([searchContext(viewer), companyQuery(viewer, rawQuery)]);
  return backend.placeStats(ctx, query);
}
