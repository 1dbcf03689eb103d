import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/opportunities');

export default function Page() {
  return <CrmPendingScreen path="/opportunities" />;
}
