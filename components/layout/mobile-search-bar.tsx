'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatPhone, telHref } from '@/lib/format/phone';
import { agentSiteHref } from '@/lib/tenancy/query-param';
import { useBrowserEnv } from '@/stores/browser-env';
import { useSession } from './session-context';
import { SiteMenu } from './site-menu';
import styles from './mobile-search-bar.module.css';

interface Props {
  logoUrl: string | null;
  siteName: string;
  menuHtml: string;
  phone: string | null;
  email: string | null;
}

/** SPEC §2: the mobile menu is hidden on the property-details and properties layouts. */
const WITHOUT_MENU = ['/properties', '/homedetails'];
const hidesMenu = (pathname: string) => WITHOUT_MENU.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Phones (below 760 px): menu icon, logo, favourites with count; the menu opens as a drawer. */
export function MobileSearchBar({ logoUrl, siteName, menuHtml, phone, email }: Props) {
  const t = useTranslations('Shell');
  const [open, setOpen] = useState(false);
  const session = useSession();
  const favouritesCount = session.userAuthorized ? session.favouritesCount : 0;
  const closeRef = useRef<HTMLButtonElement>(null);
  // Outside the App Router (component tests) there is no pathname: keep the menu.
  const withMenu = !hidesMenu(usePathname() ?? '/');

  // The bar is hidden by CSS above 759 px: a drawer left open there would strand its scroll lock (SPEC §4 mobile-view flag).
  const mobileView = useBrowserEnv((s) => s.mobileView);
  const [wasMobile, setWasMobile] = useState(mobileView);
  if (wasMobile !== mobileView) {
    setWasMobile(mobileView);
    if (!mobileView) setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  return (
    <div className={styles.bar} data-testid="mobile-search-bar">
      {withMenu ? (
        <button type="button" className={styles.icon} aria-label={t('openMenu')} aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen(true)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        </button>
      ) : (
        <span className={styles.icon} aria-hidden="true" />
      )}
      <Link href="/" className={styles.logo} aria-label={t('home', { name: siteName })}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {logoUrl ? <img src={logoUrl} alt={siteName} width={150} height={30} /> : <span>{siteName}</span>}
      </Link>
      {/* The name is the words plus the visible count ("Favorites 2"), so it contains what is seen (axe label-content-name-mismatch). */}
      <Link href={agentSiteHref('/real-estate?favorite=1', session.agentSite)} className={styles.icon} data-testid="mobile-favourites">
        <span className="visually-hidden">{t('favorites')}</span>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.5 5c2 0 3.5 1.1 4.3 2.5h2.4C14 6.1 15.5 5 17.5 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        {favouritesCount > 0 && <span className={styles.badge}>{favouritesCount}</span>}
      </Link>
      {open && withMenu && (
        <div className={styles.backdrop} onClick={() => setOpen(false)}>
          <div id="mobile-menu" role="dialog" aria-modal="true" aria-label={t('mainMenu')} className={styles.drawer} onClick={(e) => e.stopPropagation()}>
            <button ref={closeRef} type="button" className={`close-button ${styles.close}`} aria-label={t('closeMenu')} onClick={() => setOpen(false)}>
              ×
            </button>
            <SiteMenu menuHtml={menuHtml} orientation="vertical" onNavigate={() => setOpen(false)} />
            {(phone || email) && (
              <p className={styles.contact}>
                {phone && <a href={telHref(phone)}>{formatPhone(phone)}</a>}
                {email && <a href={`mailto:${email}`}>{email}</a>}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
