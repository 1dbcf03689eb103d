'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { apiPost } from '@/lib/api/client';

export function CrmSignOut() {
  const router = useRouter();
  const t = useTranslations('Crm');
  async function signOut() {
    await apiPost('/agents/logout');
    router.push('/login');
    router.refresh();
  }
  return (
    <button type="button" className="button button-secondary" onClick={signOut}>
      {t('signOut')}
    </button>
  );
}
