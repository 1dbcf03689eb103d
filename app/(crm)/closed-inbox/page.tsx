import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Closed inbox' };

export default function Page() {
  return <PlaceholderPage title="Closed inbox" purpose="The closed inbox screen of the CRM." />;
}
