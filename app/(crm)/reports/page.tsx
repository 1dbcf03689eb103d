import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Reports' };

export default function Page() {
  return <PlaceholderPage title="Reports" purpose="The reports screen of the CRM." />;
}
