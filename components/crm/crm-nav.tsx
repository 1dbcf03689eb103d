'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { crmNavigation, crmRouteFor, type CrmRole } from '@/lib/crm/routes';
import styles from './crm-shell.module.css';

/**
 * The CRM's navigation: the routes the role may open, grouped, the current one marked. On phones
 * it folds behind a menu button (the list would push the screen a full page down).
 */
export function CrmNav({ role }: { role: CrmRole }) {
  const t = useTranslations('Crm');
  const pathname = usePathname();
  const current = crmRouteFor(pathname)?.path;
  // Open on the page it was opened on: following a link closes the phone menu.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <aside className={styles.side}>
      <button type="button" className={styles.menuButton} aria-expanded={open} aria-controls="crm-nav" onClick={() => setOpenOn(open ? null : pathname)}>
        {t('menu')}
      </button>
      <nav id="crm-nav" aria-label={t('nav')} className={styles.nav} data-open={open || undefined}>
        {crmNavigation(role).map((group) => (
          <section key={group.group} aria-labelledby={`crm-nav-${group.group}`}>
            <h2 id={`crm-nav-${group.group}`} className={styles.group}>{group.title}</h2>
            <ul>
              {group.routes.map((r) => (
                <li key={r.path}>
                  <Link href={r.path} aria-current={r.path === current ? 'page' : undefined}>{r.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </aside>
  );
}
