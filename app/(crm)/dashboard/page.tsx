import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Dashboard' };

export default function Page() {
  return <PlaceholderPage title="Dashboard" purpose="The dashboard screen of the CRM." />;
}
