'use client';

import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import type { ResultsState } from './results-state';

// Issue 19: a visitor who only reads the first results never downloads SWR or the cards' code.
const LiveResults = lazy(() => loadWithRetry(() => import('./live-results').then((m) => ({ default: m.LiveResults }))));

export interface ResultsSearch {
  /** The API query of the search shown, and its page. */
  query: string;
  page: number;
  authorized: boolean;
  showDealRatings: boolean;
}

/**
 * Where the search page's results come from: the server's render of the URL the page was
 * opened at (`first`, the same object on every render), until the visitor changes the search
 * (`changed`) or asks for them again (`retry`, e.g. after unfavouriting the whole list); from
 * then on the API, through the live results, which load at that moment (meanwhile the server's
 * results show as loading). `fetcher` is to be rendered once, anywhere: it shows nothing.
 */
export function useResults(changed: boolean, search: ResultsSearch, first: Omit<ResultsState, 'retry'>): { state: ResultsState; fetcher: ReactNode } {
  const [live, setLive] = useState(false);
  const [liveState, setLiveState] = useState<ResultsState | null>(null);
  const initial = useMemo<ResultsState>(() => ({ ...first, retry: () => setLive(true) }), [first]);
  // Once live, always live: coming back to the first search asks the API like any other.
  if (changed && !live) setLive(true);
  if (!live) return { state: initial, fetcher: null };
  return {
    state: liveState ?? { ...initial, loading: true },
    fetcher: (
      <Suspense fallback={null}>
        <LiveResults {...search} placeholder={initial} onState={setLiveState} />
      </Suspense>
    ),
  };
}
