import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Featured listings' };

export default function Page() {
  return <PlaceholderPage title="Featured listings" purpose="The featured listings screen of the CRM." />;
}
