import type { PopularQuery } from '@/lib/crm/popular-types';

/** The page's URL for a query: defaults are left out, so the plain path is the default view. */
export function popularHref(query: PopularQuery): string {
  const params = new URLSearchParams();
  if (query.period !== '30') params.set('period', query.period);
  if (query.sort !== 'views') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/admin/properties/popular?${text}` : '/admin/properties/popular';
}
