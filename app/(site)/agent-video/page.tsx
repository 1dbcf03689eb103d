import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Agent video' };

export default function Page() {
  return <PlaceholderPage title="Agent video" purpose="A video introduction from your agent." />;
}
