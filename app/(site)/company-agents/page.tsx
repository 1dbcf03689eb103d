import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Our agents' };

export default function Page() {
  return <PlaceholderPage title="Our agents" purpose="The agents of this brokerage." />;
}
