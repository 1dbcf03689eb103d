'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { EAlert } from '@/lib/ealerts/types';
import type { SearchConfig } from '@/lib/search/search-config';
import { useEAlertsStore } from '@/stores/e-alerts';
import { SavedSearchItem } from './saved-search-item';
import styles from './saved-searches.module.css';

/**
 * The signed-in lead's saved searches. The server's list renders first; once in the browser
 * the list lives in the e-alerts store (so the save button and this page agree). The store
 * is filled only in the browser: on the server it would be shared by every request.
 */
export function SavedSearchList({ initial, config }: { initial: EAlert[]; config: SearchConfig }) {
  const t = useTranslations('SavedSearches');
  // While hydrating, zustand reads the store's initial state (not loaded): the server's list shows, as in the HTML.
  const loaded = useEAlertsStore((s) => s.loaded);
  const stored = useEAlertsStore((s) => s.list);
  const listRef = useRef<HTMLUListElement>(null);

  // The server's list is the truth on arrival; from then on the store's.
  useEffect(() => {
    useEAlertsStore.getState().set(initial);
  }, [initial]);

  const list = loaded ? stored : initial;
  if (list.length === 0) {
    return (
      <div className={styles.empty} data-testid="saved-searches-empty">
        <p>{t('empty')}</p>
        <p>{t('emptyHint')}</p>
        <Link className="button" href="/real-estate">{t('searchHomes')}</Link>
      </div>
    );
  }
  return (
    // Focus comes here after a delete, so the keyboard is not left on a button that is gone.
    <ul className={styles.list} aria-label={t('list')} ref={listRef} tabIndex={-1} data-testid="saved-searches">
      {list.map((alert) => (
        <SavedSearchItem key={alert.id} alert={alert} config={config} onDeleted={() => listRef.current?.focus()} />
      ))}
    </ul>
  );
}
