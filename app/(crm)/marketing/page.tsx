import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Marketing' };

export default function Page() {
  return <PlaceholderPage title="Marketing" purpose="The marketing screen of the CRM." />;
}
