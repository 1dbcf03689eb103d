'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/components/layout/session-context';
import { apiDelete, apiPost } from '@/lib/api/client';
import { refreshToken } from '@/components/leads/token-refresh';
import { ApiError, isNetworkError } from '@/lib/api/errors';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { saveSearchAfterFavourite } from '@/lib/leads/background-search';
import { useFavouritesStore, useIsFavourite } from '@/stores/favourites';
import { useSessionStore } from '@/stores/session';
import { openSignUp } from '@/stores/sign-up';
import styles from './property-card.module.css';

type FaveAnswer = { data: { count: number } };

// The error modal loads only when a favourite fails: the heart is on every search page's first paint.
const ErrorDialog = dynamic(() => loadWithRetry(() => import('@/components/layout/error-dialog').then((m) => m.ErrorDialog)), { ssr: false });

/**
 * The heart (SPEC §4 "Favourite toggle"): flips at once on every heart of the home and
 * reverts on failure. 401: the token is renewed and the call retried once, else the visitor
 * signs up; 422: sign-up (saveFavourites); other errors: the error modal (SPEC §4), with the
 * server's message and Try again; a lost connection is the reconnect banner's (no modal).
 * Visitors are asked to sign up; agents cannot favourite (no heart).
 */
export function FavouriteButton({ propertyId, isFavourite, address }: { propertyId: number; isFavourite: boolean; address: string }) {
  const t = useTranslations('Search');
  const session = useSession();
  const on = useIsFavourite(propertyId, isFavourite);
  const [busy, setBusy] = useState(false);
  // undefined: never failed (the modal's code not loaded); null: closed; a string: the server's message, or ''.
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  if (session.agentAuthorized) return null;

  const signUp = () => openSignUp('saveFavourites', { propertyId });
  const send = (next: boolean) => (next ? apiPost<FaveAnswer>(`/properties/${propertyId}/fave`) : apiDelete<FaveAnswer>(`/properties/${propertyId}/fave`));

  const toggle = async () => {
    if (!session.userAuthorized) return signUp();
    const next = !on;
    const favourites = useFavouritesStore.getState();
    favourites.set(propertyId, next);
    setBusy(true);
    try {
      const { data } = await send(next).catch(async (error: unknown) => {
        if (!(error instanceof ApiError) || error.status !== 401 || !(await refreshToken())) throw error;
        return send(next);
      });
      useSessionStore.getState().setFavouritesCount(data.count);
      if (next) {
        saveSearchAfterFavourite();
        void import('@/components/leads/engagement').then(({ noteEngagement }) => noteEngagement());
      }
      // SPEC §4: a favourites list shown is stale after a change; it is fetched again (SWR is loaded on search pages anyway).
      if (/[?&](favorite|lfh)=/.test(window.location.search)) {
        void import('swr').then(({ mutate }) => mutate((key) => typeof key === 'string' && /^\/properties\?(.*&)?(favorite|lfh)=/.test(key)));
      }
    } catch (error) {
      favourites.set(propertyId, !next);
      if (error instanceof ApiError && (error.status === 401 || error.status === 422)) signUp();
      else if (!isNetworkError(error)) setFailure(error instanceof ApiError ? error.message : '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={styles.heart} aria-pressed={on} aria-label={t('favourite', { address })} disabled={busy} onClick={toggle} data-testid="favourite">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.1 4.4 2.4.9-1.3 2.3-2.4 4.4-2.4 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
      {failure !== undefined ? (
        <ErrorDialog
          open={failure !== null}
          message={t('favouriteFailed')}
          detail={failure || null}
          onClose={() => setFailure(null)}
          onRetry={() => {
            setFailure(null);
            void toggle();
          }}
        />
      ) : null}
    </>
  );
}
