/** /admin/properties/popular: the query and the row (a plain module: the page, the API and the service share it). */
import { z } from 'zod';
import type { Pagination } from '@/lib/http/pagination';

export const POPULAR_PERIODS = ['7', '30', '90', '365'] as const;
export const POPULAR_SORTS = ['views', 'favourites', 'questions'] as const;
export type PopularSort = (typeof POPULAR_SORTS)[number];
export const POPULAR_PER_PAGE = 50;
/** Pages beyond this are refused (400): 50,000 listings deep is no list anyone reads. */
export const POPULAR_MAX_PAGE = 1000;

// An empty value is no choice (the default), as in the leads list's query.
const blankless = (v: unknown) => (v === '' ? undefined : v);

export const popularQuery = z.object({
  period: z.preprocess(blankless, z.enum(POPULAR_PERIODS, { error: `must be one of ${POPULAR_PERIODS.join(', ')} (days)` }).default('30')),
  sort: z.preprocess(blankless, z.enum(POPULAR_SORTS, { error: `must be one of ${POPULAR_SORTS.join(', ')}` }).default('views')),
  page: z.preprocess(
    blankless,
    z.coerce
      .number({ error: `must be a page number from 1 to ${POPULAR_MAX_PAGE}` })
      .int({ error: `must be a page number from 1 to ${POPULAR_MAX_PAGE}` })
      .min(1, { error: `must be a page number from 1 to ${POPULAR_MAX_PAGE}` })
      .max(POPULAR_MAX_PAGE, { error: `must be a page number from 1 to ${POPULAR_MAX_PAGE}` })
      .default(1),
  ),
});
export type PopularQuery = z.infer<typeof popularQuery>;

export interface PopularListing {
  id: number;
  address: string;
  city: string;
  url: string;
  price: number;
  status: string;
  statusTitle: string;
  /** property-view activities in the period, and how many leads they came from. */
  views: number;
  uniqueViewers: number;
  favourites: number;
  questions: number;
  showingRequests: number;
}

export interface PopularPage {
  data: PopularListing[];
  pagination: Pagination;
  /** The period's start: counts are of what happened from then to now. */
  since: string;
}
