import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Search results' };

export default function Page() {
  return <PlaceholderPage title="Search results" purpose="Homes matching your search, your viewed homes and your favourites." />;
}
