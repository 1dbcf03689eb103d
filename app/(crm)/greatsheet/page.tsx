import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/greatsheet');

export default function Page() {
  return <CrmPendingScreen path="/greatsheet" />;
}
