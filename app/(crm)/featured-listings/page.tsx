import { CrmPendingScreen, crmPageMetadata } from '@/components/crm/pending-screen';

export const metadata = crmPageMetadata('/featured-listings');

export default function Page() {
  return <CrmPendingScreen path="/featured-listings" />;
}
