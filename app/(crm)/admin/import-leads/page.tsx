import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Import leads' };

export default function Page() {
  return <PlaceholderPage title="Import leads" purpose="The import leads screen of the CRM." />;
}
