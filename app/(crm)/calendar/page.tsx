import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/calendar');

export default function Page() {
  return <CrmPendingScreen path="/calendar" />;
}
