import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Import progress' };

export default function Page() {
  return <PlaceholderPage title="Import progress" purpose="The import progress screen of the CRM." />;
}
