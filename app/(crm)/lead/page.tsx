import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Lead' };

export default function Page() {
  return <PlaceholderPage title="Lead" purpose="The lead screen of the CRM." />;
}
