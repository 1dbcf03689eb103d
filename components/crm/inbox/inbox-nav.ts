import type { InboxKind } from '@/lib/crm/types';

export type InboxState = 'open' | 'closed';

/** The list's URL for a state, kind filter and page (filters live in the URL). */
export function inboxHref(state: InboxState, kind: InboxKind | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${state === 'open' ? '/inbox' : '/closed-inbox'}${query ? `?${query}` : ''}`;
}

export const KIND_LABELS: Record<InboxKind, string> = { question: 'Question', showing: 'Showing', reply: 'Reply' };
/** The filter's words for many of a kind. */
export const KIND_PLURALS: Record<InboxKind, string> = { question: 'Questions', showing: 'Showings', reply: 'Replies' };
