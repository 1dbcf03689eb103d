'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import { apiPost } from '@/lib/api/client';
import type { SuggestionBucket } from '@/lib/search/suggestion-choice';

/** SPEC §9 suggestion size. */
const SIZE = 5;

const fetchSuggestions = ([, query]: readonly [string, string]) =>
  apiPost<{ data: SuggestionBucket[] }>('/suggestions', { query, size: SIZE }).then((r) => r.data);

/**
 * The search box's suggestions, fetched (SWR: cached per text, the previous answer kept while
 * the next loads). Its own module so that SWR loads with the first letters typed, not with the
 * page (issue 19: the home page's first load has no other use for it).
 */
export function SuggestionsSource({ query, onData }: { query: string; onData: (buckets: SuggestionBucket[]) => void }) {
  const { data } = useSWR(['suggestions', query] as const, fetchSuggestions, { keepPreviousData: true, revalidateOnFocus: false });
  useEffect(() => {
    if (data !== undefined) onData(data);
  }, [data, onData]);
  return null;
}
