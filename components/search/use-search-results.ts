'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiGet } from '@/lib/api/client';
import type { SeoTexts } from '@/lib/search/seo-texts';
import { usePropertyList } from '@/stores/property-list';
import { resultsKey, type ResultsResponse } from './results-state';

const getJson = <T,>(path: string) => apiGet<T>(path);
const getSeo = (path: string) => apiGet<{ data: SeoTexts | null }>(path).then((r) => r.data);

/**
 * One page of results and the place's copy, through SWR, once the visitor has changed the
 * search (the server rendered the first page; use-results.tsx): the previous results stay
 * on screen while the next load. Results go into the property list store (SPEC §4 list rules)
 * for the rest of the page.
 */
export function useSearchResults(query: string, page: number, authorized: boolean) {
  const key = resultsKey(query, page, authorized);
  // When the results shown were read: days on site count from it.
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  const results = useSWR<ResultsResponse>(key, getJson, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    // A 4xx will not change by asking again, and a lost connection has the reconnect banner.
    shouldRetryOnError: false,
    onSuccess: () => setReceivedAt(Date.now()),
  });
  const seo = useSWR<SeoTexts | null>(`/properties/seo-texts?${query}`, getSeo, { keepPreviousData: true, revalidateOnFocus: false });

  useEffect(() => {
    if (results.data) usePropertyList.getState().setProperties({ data: results.data.data, pagination: results.data.meta.pagination });
  }, [results.data]);
  useEffect(() => {
    usePropertyList.getState().setSeoTexts(seo.data);
  }, [seo.data]);

  // SPEC §8: a search failure leaves the results empty and ends loading, also while it is
  // retried (SWR would otherwise show the previous search's homes meanwhile).
  const errored = results.error !== undefined;
  return {
    /** Undefined until the first answer (and while a failure is retried). */
    results: errored ? undefined : results.data,
    seo: errored ? null : seo.data,
    loading: results.isLoading || results.isValidating,
    failed: errored && !results.isValidating,
    errored,
    mutate: results.mutate,
    receivedAt,
  };
}
