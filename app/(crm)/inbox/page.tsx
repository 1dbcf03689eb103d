import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Inbox' };

export default function Page() {
  return <PlaceholderPage title="Inbox" purpose="The inbox screen of the CRM." />;
}
