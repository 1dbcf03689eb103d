'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { apiGet, apiRequest } from '@/lib/api/client';
import { errorText } from '@/components/crm/lead/error-text';
import { boardQueryString, type BoardQuery } from '@/lib/crm/opportunity-input';
import { moveCardOnBoard, opportunityStageLabel } from '@/lib/crm/opportunity-stages';
import type { OpportunityBoard, OpportunityCard, OpportunityStage } from '@/lib/crm/opportunity-types';

const fetchBoard = ([, qs]: readonly [string, string]): Promise<OpportunityBoard> =>
  apiGet<OpportunityBoard>(qs ? `/crm/opportunities?${qs}` : '/crm/opportunities');

/**
 * The board's state is its URL (?agentId=&stage=&q=, rewritten with history.replaceState like
 * the leads list) and SWR's copy of GET /api/crm/opportunities. A move shows at once and is
 * taken back, with a message, when the server refuses it.
 */
export function useBoard(initialQuery: BoardQuery, initialBoard: OpportunityBoard) {
  const [query, setQuery] = useState<BoardQuery>(initialQuery);
  const qs = useMemo(() => boardQueryString(query), [query]);
  const [initialQs] = useState(() => boardQueryString(initialQuery));
  const first = useRef(true);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.history.replaceState(window.history.state, '', qs ? `/opportunities?${qs}` : '/opportunities');
  }, [qs]);

  const { data, error, isValidating, mutate } = useSWR(['crm-opportunities', qs] as const, fetchBoard, {
    fallbackData: qs === initialQs ? initialBoard : undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnMount: qs !== initialQs,
  });
  const board = data ?? initialBoard;

  const update = useCallback((patch: Partial<BoardQuery>) => setQuery((current) => ({ ...current, ...patch })), []);

  const move = useCallback(async (card: OpportunityCard, to: OpportunityStage) => {
    if (card.stage === to) return;
    const name = card.lead.fullName;
    setMessage(null);
    try {
      await mutate(
        async (current) => {
          await apiRequest('PATCH', `/crm/opportunities/${card.id}`, { stage: to });
          return current;
        },
        { optimisticData: (current) => moveCardOnBoard(current ?? board, card.id, to), rollbackOnError: true, populateCache: false, revalidate: true },
      );
      setMessage({ text: `Moved ${name} to ${opportunityStageLabel(to)}.`, error: false });
    } catch (e) {
      setMessage({ text: `Could not move ${name}: ${errorText(e)}`, error: true });
    }
  }, [board, mutate]);

  return { query, qs, board, loadError: error as Error | undefined, loading: isValidating, update, move, message, setMessage, refresh: mutate };
}
