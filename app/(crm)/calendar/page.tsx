import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Calendar' };

export default function Page() {
  return <PlaceholderPage title="Calendar" purpose="The calendar screen of the CRM." />;
}
