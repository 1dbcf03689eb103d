'use client';
import { useFormatter } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { apiGet } from '@/lib/api/client';
import { activityWords } from '@/lib/crm/activity-words';
import { groupPropertyViews, uniqueById } from '@/lib/crm/timeline-groups';
import { TIMELINE_TABS, type ActivityItem, type TimelineTab } from '@/lib/crm/types';
import { onLeadChange } from './lead-changed';
import styles from './lead.module.css';
import { ViewsGroup } from './views-group';

type Page = { data: ActivityItem[]; meta: { pagination: { total_pages: number; current_page: number } } };
const LABELS: Record<TimelineTab, string> = { calls: 'Calls', texts: 'Texts', emails: 'E-mails', notes: 'Notes', actions: 'Actions', favorites: 'Favorites', all: 'All' };

/** The lead's timeline: SPEC §3 tabs, 30 a page with "Load more", refreshed every 10 s so new activity shows without a reload. */
export function LeadTimeline({ leadId }: { leadId: number }) {
  const format = useFormatter();
  const [tab, setTab] = useState<TimelineTab>('all');
  const { data, size, setSize, isLoading, error, mutate } = useSWRInfinite<Page>(
    (index, previous: Page | null) => (previous && previous.meta.pagination.current_page >= previous.meta.pagination.total_pages ? null : `/crm/leads/${leadId}/activities?tab=${tab}&page=${index + 1}`),
    (path: string) => apiGet<Page>(path),
    { refreshInterval: 10_000, revalidateFirstPage: true },
  );
  useEffect(() => onLeadChange(leadId, () => void mutate()), [leadId, mutate]);
  const items = uniqueById(data?.flatMap((p) => p.data) ?? []);
  // Ids of the view groups opened: a group stays open when new views join it or a page loads more.
  const [openViews, setOpenViews] = useState<ReadonlySet<number>>(new Set());
  const last = data?.at(-1)?.meta.pagination;
  const more = last ? last.current_page < last.total_pages : false;
  const entry = (a: ActivityItem) => (
    <li key={a.id} className={styles.entry}>
      <span>{a.property ? <a href={a.property.url} target="_blank" rel="noopener">{activityWords(a)}</a> : activityWords(a)}</span>
      <span className={styles.entryMeta}>{format.dateTime(new Date(a.occurredAt), 'moment')}{a.agent ? ` · ${a.agent.name}` : ''}</span>
    </li>
  );
  return (
    <section className={styles.panel} aria-label="Timeline">
      <h2>Timeline</h2>
      <ul className={styles.tabs} aria-label="Timeline tabs">
        {TIMELINE_TABS.map((t) => <li key={t}><button type="button" className={styles.tab} aria-pressed={t === tab} onClick={() => setTab(t)}>{LABELS[t]}</button></li>)}
      </ul>
      {error ? <p role="alert" className={styles.error}>The timeline could not be loaded.</p> : null}
      {!isLoading && items.length === 0 ? <p className={styles.muted}>Nothing here yet.</p> : null}
      <ol className={styles.list} aria-live="polite">
        {groupPropertyViews(items).map((row) => row.kind === 'item' ? entry(row.item) : (
          <ViewsGroup key={row.items[0]?.id} items={row.items} entry={entry} open={row.items.some((a) => openViews.has(a.id))} onToggle={(open) => setOpenViews((ids) => toggled(ids, row.items, open))} />
        ))}
      </ol>
      {more ? <button type="button" className="button" onClick={() => void setSize(size + 1)}>Load more</button> : null}
    </section>
  );
}

function toggled(ids: ReadonlySet<number>, items: readonly ActivityItem[], open: boolean): ReadonlySet<number> {
  const next = new Set(ids);
  for (const a of items) {
    if (open) next.add(a.id);
    else next.delete(a.id);
  }
  return next;
}
