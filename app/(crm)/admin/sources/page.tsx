import type { Metadata } from 'next';
import { CrmForbidden } from '@/components/crm/forbidden';
import { SourcesScreen } from '@/components/crm/sources/sources-screen';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { listSources } from '@/lib/feeds/sources';

export const metadata: Metadata = { title: 'Listing sources' };

// /admin/sources – the company's MLS feeds, their runs, add/edit/delete and sync. Admins only: the
// CRM gate answers 403 to anyone else (lib/crm/routes.ts); the page says it again before it reads
// anything, since a layout and its page render side by side.
export default async function Page() {
  const { access } = await requireCrmAgent('/admin/sources');
  if (!access.isAdmin) return <CrmForbidden title="Listing sources" />;
  return <SourcesScreen initial={await listSources(access.companyId)} />;
}
