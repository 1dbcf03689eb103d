import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/settings');

export default function Page() {
  return <CrmPendingScreen path="/settings" />;
}
