'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { apiGet } from '@/lib/api/client';
import type { LeadsPage } from '@/lib/crm/leads-list-types';
import { leadsQueryString, parseLeadsQueryLeniently, type LeadsQuery } from '@/lib/crm/leads-query';

interface ApiLeadsPage {
  data: LeadsPage['data'];
  meta: { pagination: LeadsPage['pagination'] };
}

const fetchPage = async ([, qs]: readonly [string, string]): Promise<LeadsPage> => {
  const answer = await apiGet<ApiLeadsPage>(qs ? `/crm/leads?${qs}` : '/crm/leads');
  return { data: answer.data, pagination: answer.meta.pagination };
};

/**
 * The list's state is its URL: every change rewrites the address (shareable, survives a
 * reload) and refetches through SWR, keeping the old rows on screen until the new ones come.
 * The address is rewritten with history.replaceState, which Next's router follows without
 * rendering the page on the server again (the table fetches for itself).
 */
export function useLeadsList(initialQuery: string, initialPage: LeadsPage) {
  const [query, setQuery] = useState<LeadsQuery>(() => parseLeadsQueryLeniently(new URLSearchParams(initialQuery)));
  const qs = useMemo(() => leadsQueryString(query), [query]);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.history.replaceState(window.history.state, '', qs ? `/leads?${qs}` : '/leads');
  }, [qs]);

  const { data, error, isValidating, mutate } = useSWR(['crm-leads', qs] as const, fetchPage, {
    fallbackData: qs === initialQuery ? initialPage : undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnMount: qs !== initialQuery,
  });

  /** A filter, search or sort change goes back to page 1; paging keeps the rest. */
  const update = useCallback((patch: Partial<LeadsQuery>) => {
    setQuery((current) => ({ ...current, page: 1, ...patch }));
  }, []);

  return { query, qs, page: data ?? initialPage, error: error as Error | undefined, loading: isValidating, update, refresh: mutate };
}
