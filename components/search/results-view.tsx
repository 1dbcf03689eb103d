'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ViewMode } from '@/lib/search/view-mode';
import styles from './results-view.module.css';

/**
 * The results as a list (one column beside the map, or a list) or a gallery (a grid). The items
 * come rendered (result-items.tsx): by the server for the page's first results, by the live
 * results after a change. The list says whether its cards are rows or tiles.
 */
export function ResultsView({ items, empty, view, busy }: { items: ReactNode; empty: boolean; view: ViewMode; busy: boolean }) {
  const t = useTranslations('Search');
  if (empty && !busy) return <p className={styles.empty} data-testid="no-results">{t('noResults')}</p>;
  return (
    <ol className={styles.results} data-layout={view} data-cards={view === 'gallery' ? 'tile' : 'row'} aria-busy={busy} data-testid="results">
      {items}
    </ol>
  );
}
