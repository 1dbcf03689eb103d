import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/marketing');

export default function Page() {
  return <CrmPendingScreen path="/marketing" />;
}
