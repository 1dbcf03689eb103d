'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { apiGet } from '@/lib/api/client';
import type { InboxItem, InboxKind } from '@/lib/crm/types';
import type { Pagination } from '@/lib/http/pagination';
import { InboxEntry } from './inbox-entry';
import { inboxHref, KIND_PLURALS, type InboxState } from './inbox-nav';
import styles from './inbox.module.css';
import { useFormatter } from 'next-intl';

export interface InboxPage {
  data: InboxItem[];
  meta: { pagination: Pagination };
}

const KINDS: InboxKind[] = ['question', 'showing', 'reply'];

/**
 * The inbox (open or closed): the server renders the first answer, SWR keeps it fresh and
 * reloads it after a reply, close or reopen. Kind and page are in the URL.
 */
export function InboxList({ state, kind, page, initial }: { state: InboxState; kind?: InboxKind; page: number; initial: InboxPage }) {
  const format = useFormatter();
  const key = ['/crm/inbox', state, kind ?? '', page] as const;
  const { data, mutate } = useSWR(key, () => apiGet<InboxPage>('/crm/inbox', { state, kind, page }), { fallbackData: initial, revalidateOnMount: false });
  const { total, total_pages: pages } = data.meta.pagination;
  const what = kind ? KIND_PLURALS[kind].toLowerCase() : 'items';

  return (
    <section aria-label={state === 'open' ? 'Open inbox items' : 'Closed inbox items'}>
      <nav className={styles.toolbar} aria-label="Filter by kind">
        <Link href={inboxHref(state, undefined)} aria-current={kind ? undefined : 'page'}>All</Link>
        {KINDS.map((k) => (
          <Link key={k} href={inboxHref(state, k)} aria-current={kind === k ? 'page' : undefined}>{KIND_PLURALS[k]}</Link>
        ))}
        <span className={styles.meta} role="status">{format.number(total, 'count')} {state} {total === 1 ? what.replace(/s$/, '') : what}</span>
      </nav>
      {data.data.length === 0 ? (
        <p className={styles.empty} data-testid="inbox-empty">
          {state === 'open' ? `No open ${what}: nothing is waiting for an answer.` : `No closed ${what} yet.`}
        </p>
      ) : (
        <ul className={styles.list}>
          {data.data.map((item) => <InboxEntry key={item.id} item={item} onChanged={() => void mutate()} />)}
        </ul>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label="Pages">
          {page > 1 ? <Link href={inboxHref(state, kind, page - 1)} rel="prev">← Newer</Link> : <span />}
          <span>Page {page} of {pages}</span>
          {page < pages ? <Link href={inboxHref(state, kind, page + 1)} rel="next">Older →</Link> : <span />}
        </nav>
      ) : null}
    </section>
  );
}
