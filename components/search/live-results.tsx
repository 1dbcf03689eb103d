'use client';

import { useCallback, useEffect, useMemo } from 'react';
import { resultItems } from './result-items';
import type { ResultsState } from './results-state';
import { useSearchResults } from './use-search-results';

export interface LiveResultsProps {
  query: string;
  page: number;
  authorized: boolean;
  showDealRatings: boolean;
  /** What was shown before this loaded (the server's first results), until the first answer. */
  placeholder: ResultsState;
  onState: (state: ResultsState) => void;
}

/**
 * The results of the visitor's changed searches, fetched from the API. It renders nothing: it
 * hands the search page what to show (use-results.tsx loads it on the first change, with SWR,
 * the cards' code and the list store).
 */
export function LiveResults({ query, page, authorized, showDealRatings, placeholder, onState }: LiveResultsProps) {
  const { results, seo, loading, failed, errored, mutate, receivedAt } = useSearchResults(query, page, authorized);
  const retry = useCallback(() => void mutate(), [mutate]);
  const state = useMemo<ResultsState>(() => {
    if (errored) return { meta: null, seo: null, items: null, empty: true, loading, failed, retry };
    if (!results) return { ...placeholder, seo: seo === undefined ? placeholder.seo : seo, loading: true, retry };
    const items = resultItems(results.data, showDealRatings, receivedAt);
    return { meta: results.meta, seo: seo ?? null, items, empty: results.data.length === 0, loading, failed: false, retry };
  }, [errored, results, seo, loading, failed, retry, placeholder, showDealRatings, receivedAt]);
  useEffect(() => onState(state), [onState, state]);
  return null;
}
