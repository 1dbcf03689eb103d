import type { ReactNode } from 'react';
import type { PropertyJson } from '@/lib/search/property-json';
import type { SeoTexts } from '@/lib/search/seo-texts';
import type { Pagination } from '@/stores/property-list';

/** GET /api/properties: one page of a search. */
export interface ResultsResponse {
  data: PropertyJson[];
  meta: ResultsMeta;
}

export interface ResultsMeta {
  pagination: Pagination;
  total_capped: boolean;
  fuzzy: boolean;
  /** Absent from an instance still on the previous version (a rolling deploy). */
  fuzzy_places?: string[];
  sort: string;
  warnings: string[];
}

/** What the search page shows of its results, wherever they came from (use-results.tsx). */
export interface ResultsState {
  /** Null when the search failed. */
  meta: ResultsMeta | null;
  seo: SeoTexts | null;
  /** The cards, rendered (result-items.tsx). */
  items: ReactNode;
  empty: boolean;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** The SWR key of a search page's results: the API address the browser asks. */
export function resultsKey(query: string, page: number, authorized: boolean): string {
  return `/properties?${query}${query ? '&' : ''}page=${page}&authorized=${authorized ? 1 : 0}`;
}
