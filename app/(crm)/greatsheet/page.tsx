import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Greatsheet' };

export default function Page() {
  return <PlaceholderPage title="Greatsheet" purpose="The greatsheet screen of the CRM." />;
}
