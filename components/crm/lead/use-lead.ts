'use client';
import useSWR from 'swr';
import { apiGet } from '@/lib/api/client';
import type { LeadDetail } from '@/lib/crm/types';

/** The lead's detail, kept fresh by SWR (the header and the actions share one cache entry). */
export function useLead(initial: LeadDetail) {
  return useSWR(`/crm/leads/${initial.id}`, (path: string) => apiGet<{ data: LeadDetail }>(path).then((r) => r.data), { fallbackData: initial, refreshInterval: 10_000 });
}
