'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/components/layout/session-context';
import { apiDelete, apiPost } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { useFlashStore } from '@/stores/flash';
import { useSessionStore } from '@/stores/session';
import styles from './property-card.module.css';

/** SPEC §2 #signup: the sign-up form opens from this hash (for visitors favouriting). */
const openSignUp = () => {
  window.location.hash = 'signup';
};

/**
 * The heart on a card (SPEC §4 "Favourite toggle"): optimistic, reverted on failure;
 * visitors are asked to sign up; agents cannot favourite (no heart).
 */
export function FavouriteButton({ propertyId, isFavourite, address }: { propertyId: number; isFavourite: boolean; address: string }) {
  const t = useTranslations('Search');
  const session = useSession();
  const [on, setOn] = useState(isFavourite);
  const [busy, setBusy] = useState(false);
  if (session.agentAuthorized) return null;

  const toggle = async () => {
    if (!session.userAuthorized) return openSignUp();
    const next = !on;
    setOn(next);
    setBusy(true);
    try {
      const path = `/properties/${propertyId}/fave`;
      const response = await (next ? apiPost<{ data?: { count?: number } }>(path) : apiDelete<{ data?: { count?: number } }>(path));
      const count = response?.data?.count;
      const store = useSessionStore.getState();
      useSessionStore.setState({ favouritesCount: typeof count === 'number' ? count : Math.max(0, store.favouritesCount + (next ? 1 : -1)) });
    } catch (e) {
      setOn(!next);
      if (e instanceof ApiError && e.status === 422) openSignUp();
      else useFlashStore.getState().show(e instanceof ApiError ? e.message : t('favouriteFailed'), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={styles.heart} aria-pressed={on} aria-label={t('favourite', { address })} disabled={busy} onClick={toggle} data-testid="favourite">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.1 4.4 2.4.9-1.3 2.3-2.4 4.4-2.4 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
