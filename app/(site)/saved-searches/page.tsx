import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Saved searches' };

export default function Page() {
  return <PlaceholderPage title="Saved searches" purpose="Your saved searches and their e-mail alerts." />;
}
