import Link from 'next/link';
import type { ReactNode } from 'react';
import { CRM_ROUTES } from '@/lib/crm/routes';
import { CrmSignOut } from './crm-sign-out';
import styles from './crm-shell.module.css';

export function CrmShell({ agentName, companyName, children }: { agentName: string; companyName: string; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <aside className={styles.side}>
        <p className={styles.brand}>{companyName} CRM</p>
        <nav aria-label="CRM">
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
          <span>Signed in as {agentName}</span>
          <CrmSignOut />
        </header>
        <main id="content" className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
