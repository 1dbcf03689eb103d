import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Listing sources' };

export default function Page() {
  return <PlaceholderPage title="Listing sources" purpose="The listing sources screen of the CRM." />;
}
