import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Opportunities' };

export default function Page() {
  return <PlaceholderPage title="Opportunities" purpose="The opportunities screen of the CRM." />;
}
