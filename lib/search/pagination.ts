/** SPEC §9: pages per set in the pagination bar. */
export const PAGES_PER_SET = 5;

export interface PageSet {
  pages: number[];
  /** First page of the previous set, or null on the first set. */
  previousSet: number | null;
  /** First page of the next set, or null on the last. */
  nextSet: number | null;
}

/** The set of five page numbers that holds `current` (1–5, 6–10, …), clipped to the last page. */
export function pageSet(current: number, totalPages: number, perSet = PAGES_PER_SET): PageSet {
  if (totalPages < 1) return { pages: [], previousSet: null, nextSet: null };
  const page = Math.min(Math.max(1, Math.floor(current)), totalPages);
  const first = Math.floor((page - 1) / perSet) * perSet + 1;
  const last = Math.min(first + perSet - 1, totalPages);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return { pages, previousSet: first > 1 ? first - perSet : null, nextSet: last < totalPages ? last + 1 : null };
}
