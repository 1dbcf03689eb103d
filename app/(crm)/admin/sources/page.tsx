import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/admin/sources');

export default function Page() {
  return <CrmPendingScreen path="/admin/sources" />;
}
