import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** A CRM screen the agent's role may not open (DESIGN §9): says so, and offers the way back. */
export async function CrmForbidden({ title }: { title: string }) {
  const t = await getTranslations('Crm');
  return (
    <div data-testid="crm-forbidden">
      <h1>{t('forbiddenTitle', { title })}</h1>
      <p>{t('forbiddenBody')}</p>
      <p><Link href="/dashboard">{t('backToDashboard')}</Link></p>
    </div>
  );
}
