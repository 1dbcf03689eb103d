import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Agents' };

export default function Page() {
  return <PlaceholderPage title="Agents" purpose="The agents screen of the CRM." />;
}
