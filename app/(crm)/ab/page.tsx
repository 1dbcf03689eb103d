import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/ab');

export default function Page() {
  return <CrmPendingScreen path="/ab" />;
}
