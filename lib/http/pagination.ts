/** DESIGN §5's `meta.pagination` of a list answer. Plain: client components read it too. */
export interface Pagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
}

/** The pagination of one page of `count` rows out of `total`. */
export function paginationOf(total: number, count: number, perPage: number, page: number): Pagination {
  return { total, count, per_page: perPage, current_page: page, total_pages: Math.ceil(total / perPage) };
}
