import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/importing');

export default function Page() {
  return <CrmPendingScreen path="/importing" />;
}
