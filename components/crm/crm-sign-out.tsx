'use client';

import { useRouter } from 'next/navigation';
import { apiPost } from '@/lib/api/client';

export function CrmSignOut() {
  const router = useRouter();
  async function signOut() {
    await apiPost('/agents/logout');
    router.push('/login');
    router.refresh();
  }
  return (
    <button type="button" className="button button-secondary" onClick={signOut}>
      Sign out
    </button>
  );
}
