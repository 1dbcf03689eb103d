import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/admin/properties/popular');

export default function Page() {
  return <CrmPendingScreen path="/admin/properties/popular" />;
}
