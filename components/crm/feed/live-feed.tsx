'use client';
import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { apiGet } from '@/lib/api/client';
import { activityWords } from '@/lib/crm/activity-words';
import { FEED_TABS, type FeedItem, type FeedTab } from '@/lib/crm/types';
import styles from './live-feed.module.css';
import { useFormatter } from 'next-intl';

type Page = { data: FeedItem[]; meta: { next: number | null } };
const LABELS: Record<FeedTab, string> = { all: 'All', texts: 'Texts', emails: 'E-mails', actions: 'Actions' };

/**
 * The live feed (DESIGN §9): recent activity on the leads the agent sees, newest first. Polls
 * every 10 s (the first page; older pages follow `before` keyset paging and stay put).
 */
export function LiveFeed({ initialTab = 'all' }: { initialTab?: FeedTab }) {
  const format = useFormatter();
  const [tab, setTab] = useState<FeedTab>(initialTab);
  const { data, size, setSize, error } = useSWRInfinite<Page>(
    (index, previous: Page | null) => (index === 0 ? `/crm/feed?tab=${tab}` : previous?.meta.next ? `/crm/feed?tab=${tab}&before=${previous.meta.next}` : null),
    (path: string) => apiGet<Page>(path),
    { refreshInterval: 10_000 },
  );
  const items = data?.flatMap((p) => p.data) ?? [];
  const more = Boolean(data?.at(-1)?.meta.next);
  return (
    <section className={styles.feed} aria-label="Live feed">
      <h2 className={styles.title}>Live feed</h2>
      <div className={styles.tabs} role="group" aria-label="Feed tabs">
        {FEED_TABS.map((t) => <button key={t} type="button" className={styles.tab} aria-pressed={t === tab} onClick={() => setTab(t)}>{LABELS[t]}</button>)}
      </div>
      {error ? <p role="alert" className={styles.error}>The feed could not be loaded.</p> : null}
      {data && items.length === 0 ? <p className={styles.muted}>No activity yet.</p> : null}
      <ol className={styles.list} aria-live="polite">
        {items.map((a) => (
          <li key={a.id} className={styles.entry}>
            <a href={`/lead?id=${a.lead.id}`}>{a.lead.fullName}</a>
            <span>{activityWords(a)}</span>
            <span className={styles.muted}>{format.dateTime(new Date(a.occurredAt), 'moment')}{a.agent ? ` · ${a.agent.name}` : ''}</span>
          </li>
        ))}
      </ol>
      {more ? <button type="button" className="button" onClick={() => void setSize(size + 1)}>Load more</button> : null}
    </section>
  );
}
