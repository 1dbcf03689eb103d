'use client';
import useSWR from 'swr';
import { apiGet } from '@/lib/api/client';
import type { ReportAnswers, ReportName } from '@/lib/crm/reports/types';

/** The filter every report takes, as the URL and the API spell it. */
export interface ReportFilter {
  from: string;
  to: string;
  agentId: number | null;
}

export function reportQuery(filter: ReportFilter): Record<string, string> {
  return { from: filter.from, to: filter.to, ...(filter.agentId === null ? {} : { agentId: String(filter.agentId) }) };
}

export const filterKey = (f: ReportFilter) => `${f.from}|${f.to}|${f.agentId ?? ''}`;

/**
 * One report through SWR: the server's first answer as fallback for the first filter, the old
 * figures kept on screen while a new range loads.
 */
export function useReport<N extends ReportName>(name: N, filter: ReportFilter, initialKey: string, initial: ReportAnswers[N]) {
  const key = filterKey(filter);
  const { data, error, isValidating } = useSWR(
    ['crm-report', name, key] as const,
    async () => (await apiGet<{ data: ReportAnswers[N] }>(`/crm/reports/${name}`, reportQuery(filter))).data,
    { fallbackData: key === initialKey ? initial : undefined, keepPreviousData: true, revalidateOnFocus: false, revalidateOnMount: key !== initialKey },
  );
  return { answer: data ?? initial, error: error as Error | undefined, loading: isValidating };
}
