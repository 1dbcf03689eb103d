import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/admin/import-leads');

export default function Page() {
  return <CrmPendingScreen path="/admin/import-leads" />;
}
