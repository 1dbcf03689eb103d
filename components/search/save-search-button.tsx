'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/components/layout/session-context';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import type { SelectedFilters } from '@/lib/filters/types';
import { useFlashStore } from '@/stores/flash';
import { openSignUp } from '@/stores/sign-up';
import { loadSearchCodec } from './use-search-codec';
import styles from './save-search-button.module.css';

/**
 * "Save search" (SPEC §4, §8): visitors are asked to sign up (saveFilters); agents have no
 * saved searches, so no button; a lead's click loads the saving code then and saves.
 * The lead's own lists (favourites, viewed homes) are not searches to save.
 */
export function SaveSearchButton({ filters }: { filters: SelectedFilters }) {
  const t = useTranslations('SaveSearch');
  const session = useSession();
  const [busy, setBusy] = useState(false);
  if (session.agentAuthorized || filters.favorite || filters.lfh || filters.lvh) return null;

  const save = async () => {
    setBusy(true);
    const flash = useFlashStore.getState();
    try {
      // Saving needs a full sign-up (SPEC §6); the form saves this search when it is done.
      if (!session.userFullyAuthorized) {
        const { criteriaFromFilters } = await loadSearchCodec();
        return openSignUp('saveFilters', { criteria: criteriaFromFilters(filters) });
      }
      const { saveSearch } = await loadWithRetry(() => import('./save-search'));
      const outcome = await saveSearch(filters);
      if (outcome === 'saved') flash.show(t('saved'), { kind: 'success' });
      else if (outcome === 'exists') flash.show(t('alreadySaved'), { kind: 'info' });
    } catch {
      // The code did not load (a lost connection): the store reports failures of the save itself.
      flash.show(t('failed'), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={`button button-secondary ${styles.save}`} onClick={save} disabled={busy} data-testid="save-search">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
        <path d="M6 2h12a1 1 0 0 1 1 1v19l-7-4.5L5 22V3a1 1 0 0 1 1-1zm1 2v14.3l5-3.2 5 3.2V4H7z" />
      </svg>
      <span>{t('button')}</span>
    </button>
  );
}
