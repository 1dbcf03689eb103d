import type { SearchQuery, Sort } from '@/lib/filters/types';
import type { SearchContext } from '../conditions';
import type { MapColumns } from './columns';
import { sortOrder } from './order';
import { eachSelected, keep, selection, type Selection } from './predicate';

/** Listings tested per step: a broad search stops after the first (as SQL's LIMIT does), a narrow one grows the step. */
const FIRST_STEP = 1_024;
const MAX_STEP = 65_536;
/**
 * Walking in a sort's order reads the columns out of order (~140 ns a listing at 1M, against
 * ~20 ns in id order). A walk that has covered this share of the index without filling the page
 * stops, and the matches are found in id order instead (pageFromMatches): a search that
 * matches a few listings (an MLS number, the top of the price range) or whose matches sort last
 * costs ~20 ms instead of a walk of up to 140 ms.
 */
const WALK_SHARE = 1 / 32;

/**
 * How many listings match, up to `cap + 1` (a list's capped total: more than `cap` is "cap+").
 * Null: a filter the index does not answer.
 */
export function indexCount(c: MapColumns, query: SearchQuery, ctx: SearchContext, cap: number): number | null {
  const chosen = selection(c, query, ctx);
  if (chosen === null) return null;
  if (chosen === false) return 0;
  let n = 0;
  eachSelected(c, chosen, (_, found) => (n += found) <= cap);
  // As SQL's count of a LIMIT cap + 1: past the cap is one more, however far the last step went.
  return Math.min(n, cap + 1);
}

/** A page's ids; `matches`, how many listings match in all, when finding the page told it (else null: count apart). */
export interface IndexPage {
  ids: number[];
  matches: number | null;
}

/**
 * The ids of one page of a list, in the sort's order: the listings are walked in that order
 * (sortOrder) and tested until the page is full, as SQL walks a sort index, but without
 * reading a row per listing. Null: a filter or sort the index does not answer.
 */
export function indexPage(c: MapColumns, query: SearchQuery, ctx: SearchContext, sort: Sort, page: number, perPage: number): IndexPage | null {
  const listed = listSelection(c, query, ctx, sort);
  if (listed === null) return null;
  if (listed === false) return { ids: [], matches: 0 };
  const { chosen, order } = listed;
  const skip = (page - 1) * perPage;
  const want = skip + perPage;
  // Only a keyword's few listings can match: marking them beats walking the sort's order.
  if (chosen.seed) return pageFromMatches(c, chosen, order, skip, want);
  const ids: number[] = [];
  const sel = new Uint32Array(Math.min(MAX_STEP, c.size));
  let seen = 0;
  for (let from = 0, step = FIRST_STEP; from < c.size && seen < want; from += step, step = Math.min(step * 2, MAX_STEP)) {
    if (from >= c.size * WALK_SHARE) return pageFromMatches(c, chosen, order, skip, want);
    const to = Math.min(from + step, c.size);
    sel.set(order.subarray(from, to));
    const n = keep(chosen, sel, to - from);
    for (let k = 0; k < n && seen < want; k++, seen++) if (seen >= skip) ids.push(c.id[sel[k]!]!);
  }
  // Short of the page: every listing was walked, so what was seen is every match.
  return { ids, matches: seen < want ? seen : null };
}

/** The same page as indexPage, always found by pageFromMatches (indexPage turns to it for searches that match few listings). */
export function indexPageFromMatches(c: MapColumns, query: SearchQuery, ctx: SearchContext, sort: Sort, page: number, perPage: number): IndexPage | null {
  const listed = listSelection(c, query, ctx, sort);
  if (listed === null) return null;
  if (listed === false) return { ids: [], matches: 0 };
  return pageFromMatches(c, listed.chosen, listed.order, (page - 1) * perPage, page * perPage);
}

/** The query's selection and the sort's order; null: a filter or sort the index does not answer; false: nothing can match. */
function listSelection(c: MapColumns, query: SearchQuery, ctx: SearchContext, sort: Sort): { chosen: Selection; order: Uint32Array } | false | null {
  const chosen = selection(c, query, ctx);
  if (chosen === null) return null;
  const order = sortOrder(c, sort);
  if (order === null) return null;
  return chosen === false ? false : { chosen, order };
}

/**
 * Every match found in id order (sequential reads) and marked, then the sort's order walked
 * over the marks alone (a byte per listing, 1 MB at 1M, mostly in cache) until the page is
 * full: ~20 ms at 1M whatever the search, and the exact number of matches comes with it.
 */
function pageFromMatches(c: MapColumns, chosen: Selection, order: Uint32Array, skip: number, want: number): IndexPage {
  const marked = new Uint8Array(c.size);
  let matches = 0;
  eachSelected(c, chosen, (sel, n) => {
    for (let k = 0; k < n; k++) marked[sel[k]!] = 1;
    matches += n;
    return true;
  });
  const ids: number[] = [];
  for (let k = 0, seen = 0; k < c.size && seen < Math.min(want, matches); k++) {
    const i = order[k]!;
    if (marked[i] === 1 && seen++ >= skip) ids.push(c.id[i]!);
  }
  return { ids, matches };
}
