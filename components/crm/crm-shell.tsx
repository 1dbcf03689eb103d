import { ErrorReporting } from '@/components/layout/error-reporting';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { CrmViewer } from '@/lib/crm/types';
import { CrmAccount } from './crm-account';
import { CrmNav } from './crm-nav';
import { CrmSearch } from './crm-search';
import { CrmSignOut } from './crm-sign-out';
import styles from './crm-shell.module.css';

/**
 * The CRM's frame: a top bar (company, lead search, the agent's account) and the navigation the
 * route table allows the agent's role (lib/crm/routes.ts), beside the screen.
 */
export async function CrmShell({ viewer, companyName, children }: { viewer: CrmViewer; companyName: string; children: ReactNode }) {
  const t = await getTranslations('Shell');
  return (
    <div className={styles.shell}>
      <ErrorReporting surface="crm" />
      <a href="#content" className="skip-link">{t('skipToContent')}</a>
      <header className={styles.top}>
        <p className={styles.brand}>{companyName} CRM</p>
        <CrmSearch />
        <div className={styles.who}>
          <CrmAccount agentName={viewer.fullName} />
          <CrmSignOut />
        </div>
      </header>
      <div className={styles.body}>
        <CrmNav role={{ type: viewer.type, isAdmin: viewer.isAdmin }} />
        <main id="content" tabIndex={-1} className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
