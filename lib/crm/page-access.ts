import 'server-only';
import { redirect } from 'next/navigation';
import { getViewer } from '@/lib/auth/viewer';
import { crmAccessOf, type CrmAccess } from './access';

/**
 * The signed-in agent's CRM access for a server-rendered CRM page. The (crm) layout already
 * sends visitors to sign in; this says it again for the page's own types (no `!`).
 */
export async function crmPageAccess(next: string): Promise<CrmAccess> {
  const viewer = await getViewer();
  if (!viewer.agent) redirect(`/login?next=${encodeURIComponent(next)}`);
  return crmAccessOf(viewer.agent);
}
