import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Leads' };

export default function Page() {
  return <PlaceholderPage title="Leads" purpose="The leads screen of the CRM." />;
}
