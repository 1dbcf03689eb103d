import 'server-only';
import type { Viewer } from '@/lib/auth/viewer';
import { companyCache } from '@/lib/cache/company-cache';
import { companyQueryKey, type CompanyQuery } from '@/lib/filters/company-query';
import { viewerPictureLimit } from '@/lib/property/picture-allowance';
import type { SearchRequest } from './request';
import { searchListings } from './service';

export type SearchAnswer = Awaited<ReturnType<typeof searchListings>>;

/**
 * DESIGN §1: a page of a search does not depend on an anonymous visitor beyond the photos they
 * may see (the free-picture number), so visitors share it per company: GET /api/properties and
 * the search page's first results alike, keyed by the query as the URL was parsed and
 * normalised once (issue 19's one pass). Leads (favourite hearts, their own lists) and agents
 * (more statuses) are always asked fresh.
 *
 * Fresh by invalidation, not by age: the key carries the company's cache version
 * (lib/cache/company-cache.ts), which every change to what a search shows moves on — settings,
 * an admin's listing correction, each page a feed sync writes, its deletions and photos, the
 * deal-ratings job — here at once, on other instances within milliseconds (NOTIFY) or a
 * second (the poll). The minute bounds only what announces nothing: rows changed by hand in
 * SQL, and the clock (a listing's "new" days, open houses coming and going).
 *
 * Kept as the UTF-8 JSON the API sends: ~9 kB a page, outside the JS heap (its objects take
 * several times that, and the heap's collector walks them), and an API answer goes out without
 * being serialised again; the search page parses it back (a fraction of a millisecond).
 */
const answers = companyCache<Uint8Array<ArrayBuffer>>('visitor-searches', { ttlMs: 60_000, max: 2_000 });

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();
const parseAnswer = (json: Uint8Array<ArrayBuffer>): SearchAnswer => JSON.parse(fromUtf8.decode(json)) as SearchAnswer;

/** A visitor's shared answer as UTF-8 JSON; null for a lead or an agent, who are asked fresh. */
async function visitorAnswerJson(viewer: Viewer, query: CompanyQuery, page: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (viewer.lead !== null || viewer.agent !== null) return null;
  // A visitor's authorized flag can only take access away, and a visitor has none to take (showsSoldPrices).
  const key = `${await viewerPictureLimit(viewer)}:${page}:${companyQueryKey(query)}`;
  return answers.get(viewer.company.id, key, async () => utf8.encode(JSON.stringify(await searchListings(viewer, query, page, null))));
}

/** A page of a search for this viewer (the search page's first results): the visitors' shared answer, or asked fresh. */
export async function searchListingsShared(viewer: Viewer, query: CompanyQuery, page: number, authorizedFlag: boolean | null): Promise<SearchAnswer> {
  const json = await visitorAnswerJson(viewer, query, page);
  return json === null ? searchListings(viewer, query, page, authorizedFlag) : parseAnswer(json);
}

/** GET /api/properties's body: the answer, with the request's own warnings (unknown keys, a bad sort) before the search's. */
export async function searchAnswerBody(viewer: Viewer, search: SearchRequest): Promise<Uint8Array<ArrayBuffer> | string> {
  const json = await visitorAnswerJson(viewer, search.query, search.page);
  if (json !== null && search.warnings.length === 0) return json;
  const { data, meta } = json === null ? await searchListings(viewer, search.query, search.page, search.authorized) : parseAnswer(json);
  return JSON.stringify({ data, meta: { ...meta, warnings: [...search.warnings, ...meta.warnings] } });
}
