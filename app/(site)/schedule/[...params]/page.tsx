import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Schedule a showing' };

export default function Page() {
  return <PlaceholderPage title="Schedule a showing" purpose="Pick a time to tour this home with an agent." />;
}
