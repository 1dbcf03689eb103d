'use client';
import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { visibleViews } from '@/lib/crm/timeline-groups';
import type { ActivityItem } from '@/lib/crm/types';
import styles from './lead.module.css';

/**
 * A run of viewed homes on the timeline (SPEC §9: the first 3 shown, "Show N more" for the
 * rest). A real button with aria-expanded naming the list it opens: Enter and Space work, and a
 * screen reader hears the group's size from its heading before the rows.
 */
export function ViewsGroup({ items, entry, open, onToggle }: {
  items: readonly ActivityItem[];
  entry: (a: ActivityItem) => ReactNode;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const t = useTranslations('CrmTimeline');
  const id = useId();
  const { shown, hidden } = visibleViews(items, open);
  return (
    <li className={`${styles.entry} ${styles.viewsGroup}`} data-testid="views-group">
      <span className={styles.viewsTitle} id={`${id}-title`}>{t('viewedGroup', { count: items.length })}</span>
      <ol className={styles.list} id={`${id}-list`} aria-labelledby={`${id}-title`}>
        {shown.map(entry)}
      </ol>
      {hidden > 0 ? (
        <button type="button" className={styles.viewsToggle} aria-expanded={open} aria-controls={`${id}-list`} onClick={() => onToggle(!open)}>
          {open ? t('showFewer') : t('showMore', { count: hidden })}
        </button>
      ) : null}
    </li>
  );
}
