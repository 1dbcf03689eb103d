import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Agent' };

export default function Page() {
  return <PlaceholderPage title="Agent" purpose="An agent's profile, listings and contact details." />;
}
