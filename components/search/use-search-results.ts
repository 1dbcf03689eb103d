'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiGet } from '@/lib/api/client';
import type { PropertyJson } from '@/lib/search/property-json';
import type { SeoTexts } from '@/lib/search/seo-texts';
import { usePropertyList, type Pagination } from '@/stores/property-list';

export interface ResultsResponse {
  data: PropertyJson[];
  meta: {
    pagination: Pagination;
    total_capped: boolean;
    fuzzy: boolean;
    /** Absent from an instance still on the previous version (a rolling deploy). */
    fuzzy_places?: string[];
    sort: string;
    warnings: string[];
  };
}

const getJson = <T,>(path: string) => apiGet<T>(path);
const getSeo = (path: string) => apiGet<{ data: SeoTexts | null }>(path).then((r) => r.data);

/**
 * One page of results and the place's copy, through SWR: the server's first page is the
 * fallback for its own key (not fetched again when the page hydrates; fetched when the
 * visitor comes back to it, since SWR does not cache fallbacks), the previous results stay
 * on screen while the next load.
 * Results go into the property list store (SPEC §4 list rules) for the rest of the page.
 */
export function useSearchResults(
  query: string,
  page: number,
  authorized: boolean,
  initial: { key: string; results: ResultsResponse; seo: SeoTexts | null; renderedAt: number },
) {
  const key = resultsKey(query, page, authorized);
  const seoKey = `/properties/seo-texts?${query}`;
  const isInitial = key === initial.key;
  // When the results shown were read: days on site count from it.
  const [receivedAt, setReceivedAt] = useState(initial.renderedAt);
  const results = useSWR<ResultsResponse>(key, getJson, {
    fallbackData: isInitial ? initial.results : undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnMount: !isInitial,
    // A 4xx will not change by asking again, and a lost connection has the reconnect banner.
    shouldRetryOnError: false,
    onSuccess: () => setReceivedAt(Date.now()),
  });
  const seo = useSWR<SeoTexts | null>(seoKey, getSeo, {
    fallbackData: isInitial ? initial.seo : undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnMount: !isInitial,
  });

  useEffect(() => {
    if (results.data) usePropertyList.getState().setProperties({ data: results.data.data, pagination: results.data.meta.pagination });
  }, [results.data]);
  useEffect(() => {
    usePropertyList.getState().setSeoTexts(seo.data);
  }, [seo.data]);

  // SPEC §8: a search failure leaves the results empty and ends loading, also while it is
  // retried (SWR would otherwise show the previous search's homes meanwhile).
  const errored = results.error !== undefined;
  const failed = errored && !results.isValidating;
  return {
    results: errored ? null : (results.data ?? null),
    seo: errored ? null : (seo.data ?? null),
    loading: results.isLoading || results.isValidating,
    failed,
    retry: () => void results.mutate(),
    receivedAt,
  };
}

/** The SWR key of a search page's results, as the server computes it for its fallback. */
export function resultsKey(query: string, page: number, authorized: boolean): string {
  return `/properties?${query}${query ? '&' : ''}page=${page}&authorized=${authorized ? 1 : 0}`;
}
