import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Homes for sale' };

export default async function RealEstatePage({ params }: { params: Promise<{ segments?: string[] }> }) {
  const { segments } = await params;
  // Filter segments are parsed by the search codec (a later issue); until then none is valid.
  if (segments?.length) notFound();
  return <PlaceholderPage title="Homes for sale" purpose="Search homes for sale and sold on a map or in a gallery, with filters." />;
}
