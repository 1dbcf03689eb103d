'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/components/layout/session-context';
import { apiDelete } from '@/lib/api/client';
import { ApiError, isNetworkError } from '@/lib/api/errors';
import type { SelectedFilters } from '@/lib/filters/types';
import { useFavouritesStore } from '@/stores/favourites';
import { useFlashStore } from '@/stores/flash';
import { useSessionStore } from '@/stores/session';
import styles from './save-search-button.module.css';

/**
 * "Remove all" on the lead's favourites list (SPEC §4 "Unfavourite-all clears the flag
 * everywhere"), after a confirmation; the list is fetched again.
 */
export function UnfavouriteAllButton({ filters, onDone }: { filters: SelectedFilters; onDone: () => void }) {
  const t = useTranslations('Search');
  const { userAuthorized, agentAuthorized, favouritesCount } = useSession();
  const [busy, setBusy] = useState(false);
  if (!userAuthorized || agentAuthorized || !(filters.favorite || filters.lfh) || favouritesCount === 0) return null;

  const removeAll = async () => {
    if (!window.confirm(t('unfavouriteAllConfirm', { count: favouritesCount }))) return;
    setBusy(true);
    try {
      await apiDelete('/leads/me/properties/fave');
      useFavouritesStore.getState().clearAll();
      useSessionStore.getState().setFavouritesCount(0);
      onDone();
    } catch (error) {
      if (!isNetworkError(error)) useFlashStore.getState().show(error instanceof ApiError ? error.message : t('favouriteFailed'), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={`button button-secondary ${styles.save}`} onClick={removeAll} disabled={busy} data-testid="unfavourite-all">
      {t('unfavouriteAll')}
    </button>
  );
}
