import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/agents');

export default function Page() {
  return <CrmPendingScreen path="/agents" />;
}
