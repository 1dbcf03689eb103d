'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LOGOUT_COOKIES } from '@/lib/leads/logout-cookies';
import { logOutAfterRefresh } from '@/components/leads/token-refresh';
import { apiPost } from '@/lib/api/client';
import { writeCookie } from '@/lib/browser/cookies';
import { isNetworkError, type ApiError } from '@/lib/api/errors';
import { userMenuItems, type UserMenuItem } from '@/lib/tenancy/menu-items';
import { agentSiteHref } from '@/lib/tenancy/query-param';
import { useFlashStore } from '@/stores/flash';
import { useFavouritesStore } from '@/stores/favourites';
import { useSessionStore } from '@/stores/session';
import { useEstimateStore } from '@/stores/estimate';
import { useSignUpStore } from '@/stores/sign-up';
import { clearToken } from '@/lib/api/token';
import { useSession } from './session-context';
import styles from './site-menu.module.css';

interface Props {
  /** Company links, sanitised on the server. */
  menuHtml: string;
  className?: string;
  orientation?: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/** Company links, then Favorites, Saved Searches and Log In/Out as SPEC §2 orders them; hidden when empty. */
export function SiteMenu({ menuHtml, className, orientation = 'horizontal', onNavigate }: Props) {
  const t = useTranslations('Shell');
  const router = useRouter();
  const session = useSession();
  const items = userMenuItems(session);
  const href = (path: string) => agentSiteHref(path, session.agentSite);
  if (!menuHtml.trim() && items.length === 0) return null;

  async function logOut() {
    try {
      // A refresh lost with the connection (the reconnect banner says so) gives the log-out up too.
      if ((await logOutAfterRefresh(() => apiPost('/leads/logout'))) === 'offline') return;
    } catch (error) {
      // A lost connection is already announced by the reconnect banner; anything else is shown here.
      if (!isNetworkError(error)) useFlashStore.getState().show((error as ApiError).error ?? 'Server error', { kind: 'error' });
      return;
    }
    // SPEC §4 "Logout": clears the user and what was stored for them, drops the favourites filter (by leaving for /real-estate).
    useSessionStore.getState().clear();
    clearToken();
    useFavouritesStore.getState().clearAll();
    useSignUpStore.getState().forget();
    useEstimateStore.getState().reset();
    for (const name of LOGOUT_COOKIES) writeCookie(name, '', 0);
    onNavigate?.();
    router.push('/real-estate');
    router.refresh();
  }

  const renderItem = (item: UserMenuItem) => {
    switch (item.kind) {
      case 'favorites':
        return (
          <Link href={href('/real-estate?favorite=1')} onClick={onNavigate}>
            {t('favorites')} <span className={styles.count}>{item.count}</span>
          </Link>
        );
      case 'savedSearches':
        return <Link href={href('/saved-searches')} onClick={onNavigate}>{t('savedSearches')}</Link>;
      case 'logIn':
        // The sign-up form listens for #signup (SPEC §2 hash fragments).
        return <a href="#signup" onClick={onNavigate}>{t('logIn')}</a>;
      case 'logOut':
        return (
          <button type="button" className={styles.linkButton} onClick={logOut}>
            {t('logOut')}
          </button>
        );
    }
  };

  return (
    <nav aria-label={t('mainMenu')} className={`${styles.menu} ${styles[orientation]} ${className ?? ''}`} data-testid="site-menu">
      {menuHtml.trim() && <div className={styles.company} dangerouslySetInnerHTML={{ __html: menuHtml }} onClick={onNavigate} />}
      {items.length > 0 && (
        <ul className={styles.user}>
          {items.map((item) => (
            <li key={item.kind} data-menu-item={item.kind}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
