'use client';

import { apiPut } from '@/lib/api/client';
import type { SessionLead } from '@/lib/leads/session-lead';
import { useSessionStore } from '@/stores/session';
import { refreshToken } from './token-refresh';

const TRACKED_KEY = 'leadEngagementTracked';

/** SPEC §4 "An engaged lead triggers engagement tracking": one analytics event per browser session. */
export function trackEngagement(lead: SessionLead): void {
  if (!lead.isEngaged) return;
  try {
    if (sessionStorage.getItem(TRACKED_KEY) === String(lead.id)) return;
    sessionStorage.setItem(TRACKED_KEY, String(lead.id));
  } catch {
    return; // storage refused (private mode): no event rather than one per page
  }
  const w = window as unknown as { gtag?: (...args: unknown[]) => void };
  w.gtag?.('event', 'lead_engaged');
}

/**
 * A lead acting on a home or a search (a favourite, a question, a showing request, a saved
 * search) is engaged: PUT /api/leads/me/was-engaged once, then the engagement is tracked.
 * Best-effort: the action itself has succeeded.
 */
export function noteEngagement(): void {
  const { lead } = useSessionStore.getState();
  if (!lead || lead.isEngaged) return;
  apiPut<{ data: { isEngaged: boolean } }>('/leads/me/was-engaged')
    .then(() => {
      const current = useSessionStore.getState().lead;
      if (!current) return;
      const engaged = { ...current, isEngaged: true };
      useSessionStore.setState({ lead: engaged });
      trackEngagement(engaged);
      // The token carries isEngaged.
      return refreshToken();
    })
    .catch(() => undefined);
}
