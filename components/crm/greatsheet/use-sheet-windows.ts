'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet } from '@/lib/api/client';
import { GREATSHEET_WINDOW, type GreatsheetWindowAnswer } from '@/lib/crm/greatsheet-query';
import type { LeadListItem } from '@/lib/crm/types';

/** Quiet time after the viewport last moved before its windows are fetched (a scrollbar drag across 100k rows asks once, at the end). */
const SETTLE_MS = 60;

/**
 * The sheet's rows, a window of GREATSHEET_WINDOW at a time: the grid says which rows it
 * shows (`want`), the missing windows are fetched once each, and rows not loaded yet are
 * null (the grid draws a placeholder). A new filter or sort (`qs`) starts over; answers for
 * an older one are dropped.
 */
export function useSheetWindows(qs: string, initial: GreatsheetWindowAnswer<LeadListItem>, initialQs: string) {
  const windows = useRef(new Map<number, LeadListItem[]>(qs === initialQs ? [[0, initial.data]] : []));
  const asked = useRef(new Set<number>());
  const generation = useRef(0);
  const [total, setTotal] = useState(initial.meta.total);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const range = useRef<[number, number]>([0, 0]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const first = useRef(true);

  const fetchWindow = useCallback(
    async (index: number) => {
      if (windows.current.has(index) || asked.current.has(index)) return;
      asked.current.add(index);
      const mine = generation.current;
      setLoading(true);
      try {
        const answer = await apiGet<GreatsheetWindowAnswer<LeadListItem>>(`/crm/greatsheet?${qs ? `${qs}&` : ''}offset=${index * GREATSHEET_WINDOW}&limit=${GREATSHEET_WINDOW}`);
        if (mine !== generation.current) return;
        windows.current.set(index, answer.data);
        setTotal(answer.meta.total);
        setError(null);
      } catch (e) {
        if (mine !== generation.current) return;
        setError(e instanceof Error ? e.message : 'Could not load leads');
      } finally {
        if (mine === generation.current) {
          asked.current.delete(index);
          setLoading(asked.current.size > 0);
          setVersion((v) => v + 1);
        }
      }
    },
    [qs],
  );

  const load = useCallback(() => {
    const [from, to] = range.current;
    for (let w = Math.floor(from / GREATSHEET_WINDOW); w <= Math.floor(Math.max(from, to) / GREATSHEET_WINDOW); w += 1) void fetchWindow(w);
  }, [fetchWindow]);

  // A new query: forget every window and load what the viewport shows.
  useEffect(() => {
    if (first.current && qs === initialQs) {
      first.current = false;
      return;
    }
    first.current = false;
    generation.current += 1;
    windows.current = new Map();
    asked.current = new Set();
    setVersion((v) => v + 1);
    range.current = [0, GREATSHEET_WINDOW - 1];
    load();
  }, [qs, initialQs, load]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  /** The rows the grid shows now (inclusive); their windows load once the viewport settles. */
  const want = useCallback(
    (from: number, to: number) => {
      range.current = [from, to];
      const missing = [Math.floor(from / GREATSHEET_WINDOW), Math.floor(to / GREATSHEET_WINDOW)].some((w) => !windows.current.has(w));
      if (!missing) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(load, SETTLE_MS);
    },
    [load],
  );

  const rowAt = useCallback((index: number): LeadListItem | null => windows.current.get(Math.floor(index / GREATSHEET_WINDOW))?.[index % GREATSHEET_WINDOW] ?? null, []);

  /** Replaces a lead's row wherever it is loaded (an optimistic edit, or its revert). */
  const replace = useCallback((id: number, change: (row: LeadListItem) => LeadListItem) => {
    for (const rows of windows.current.values()) {
      const i = rows.findIndex((r) => r.id === id);
      if (i >= 0) rows[i] = change(rows[i] as LeadListItem);
    }
    setVersion((v) => v + 1);
  }, []);

  return { total, version, error, loading, want, rowAt, replace };
}
