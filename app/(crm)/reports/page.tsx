import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/reports');

export default function Page() {
  return <CrmPendingScreen path="/reports" />;
}
