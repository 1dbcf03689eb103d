/**
 * A search page's URL with its page (past the first) and `offthemarket` added to the URL of its
 * filters. Apart from search-url.ts, which needs the filter codec, so the pagination bar links
 * every page without loading the codec (issue 19).
 */
export function withPageParams(filtersUrl: string, { page, offMarket }: { page: number; offMarket: boolean }): string {
  const withParam = (url: string, key: string, value: string) => `${url}${url.includes('?') ? '&' : '?'}${key}=${value}`;
  let full = filtersUrl;
  if (page > 1) full = withParam(full, 'page', String(page));
  if (offMarket) full = withParam(full, 'offthemarket', '1');
  return full;
}
