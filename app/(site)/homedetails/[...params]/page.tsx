import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Property details' };

export default function Page() {
  return <PlaceholderPage title="Property details" purpose="Photos, facts, price history, schools and similar homes for one listing." />;
}
