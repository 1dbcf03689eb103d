import type { SearchQuery, Sort } from '@/lib/filters/types';
import type { SearchContext } from '../conditions';
import type { MapColumns } from './columns';
import { sortOrder } from './order';
import { keep, select, selection } from './predicate';

/** Listings tested per step: a broad search stops after the first (as SQL's LIMIT does), a narrow one grows the step. */
const FIRST_STEP = 1_024;
const MAX_STEP = 65_536;

/**
 * How many listings match, up to `cap + 1` (a list's capped total: more than `cap` is "cap+").
 * Null: a filter the index does not answer.
 */
export function indexCount(c: MapColumns, query: SearchQuery, ctx: SearchContext, cap: number): number | null {
  const chosen = selection(c, query, ctx);
  if (chosen === null) return null;
  if (chosen === false) return 0;
  const sel = new Uint32Array(Math.min(MAX_STEP, c.size));
  let n = 0;
  for (let from = 0; from < c.size && n <= cap; from += MAX_STEP) n += select(chosen, sel, from, Math.min(from + MAX_STEP, c.size));
  // As SQL's count of a LIMIT cap + 1: past the cap is one more, however far the last step went.
  return Math.min(n, cap + 1);
}

/**
 * The ids of one page of a list, in the sort's order: the listings are walked in that order
 * (sortOrder) and tested until the page is full, as SQL walks a sort index, but without
 * reading a row per listing. Null: a filter or sort the index does not answer.
 */
export function indexPage(c: MapColumns, query: SearchQuery, ctx: SearchContext, sort: Sort, page: number, perPage: number): number[] | null {
  const chosen = selection(c, query, ctx);
  if (chosen === null) return null;
  const order = sortOrder(c, sort);
  if (order === null) return null;
  if (chosen === false) return [];
  const skip = (page - 1) * perPage;
  const want = skip + perPage;
  const ids: number[] = [];
  const sel = new Uint32Array(Math.min(MAX_STEP, c.size));
  let seen = 0;
  for (let from = 0, step = FIRST_STEP; from < c.size && seen < want; from += step, step = Math.min(step * 2, MAX_STEP)) {
    const to = Math.min(from + step, c.size);
    sel.set(order.subarray(from, to));
    const n = keep(chosen, sel, to - from);
    for (let k = 0; k < n && seen < want; k++, seen++) if (seen >= skip) ids.push(c.id[sel[k]!]!);
  }
  return ids;
}
