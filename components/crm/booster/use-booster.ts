'use client';
import useSWR from 'swr';
import { apiGet } from '@/lib/api/client';
import type { PaidSourcesAnswer } from '@/lib/crm/paid-sources-types';

export interface BoosterFilter {
  from: string;
  to: string;
}

export const boosterKey = (f: BoosterFilter) => ['crm-paid-sources', f.from, f.to] as const;

/** The booster's figures through SWR: the server's first answer as fallback, old figures kept while a new range loads. */
export function useBooster(filter: BoosterFilter, initial: PaidSourcesAnswer) {
  const first = filter.from === initial.range.from && filter.to === initial.range.to;
  const { data, error, isValidating, mutate } = useSWR(
    boosterKey(filter),
    async () => (await apiGet<{ data: PaidSourcesAnswer }>('/crm/paid-sources', filter)).data,
    { fallbackData: first ? initial : undefined, keepPreviousData: true, revalidateOnFocus: false, revalidateOnMount: !first },
  );
  return { answer: data ?? initial, error: error as Error | undefined, loading: isValidating, refresh: () => mutate() };
}
