import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Popular properties' };

export default function Page() {
  return <PlaceholderPage title="Popular properties" purpose="The popular properties screen of the CRM." />;
}
