import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Homes for sale' };

// Filter segments (/real-estate/riverhead-ny/…) arrive with the search codec (a later issue);
// until then they match no route and get the full not-found page.
export default function RealEstatePage() {
  return <PlaceholderPage title="Homes for sale" purpose="Search homes for sale and sold on a map or in a gallery, with filters." />;
}
