import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'A/B tests' };

export default function Page() {
  return <PlaceholderPage title="A/B tests" purpose="The a/b tests screen of the CRM." />;
}
