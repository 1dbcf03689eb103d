import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CRM_ROUTES } from '@/lib/crm/routes';
import { CrmAccount } from './crm-account';
import { CrmSignOut } from './crm-sign-out';
import styles from './crm-shell.module.css';

export async function CrmShell({ agentName, companyName, children }: { agentName: string; companyName: string; children: ReactNode }) {
  const t = await getTranslations('Crm');
  return (
    <div className={styles.shell}>
      <aside className={styles.side}>
        <p className={styles.brand}>{companyName} CRM</p>
        <nav aria-label={t('nav')}>
          <ul>
            {CRM_ROUTES.map((r) => (
              <li key={r.path}>
                <Link href={r.path}>{r.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.body}>
        <header className={styles.top}>
          <CrmAccount agentName={agentName} />
          <CrmSignOut />
        </header>
        <main id="content" className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
