import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/admin/lsa/booster');

export default function Page() {
  return <CrmPendingScreen path="/admin/lsa/booster" />;
}
