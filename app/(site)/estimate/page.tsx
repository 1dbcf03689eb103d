import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Home estimate' };

export default async function EstimatePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { address } = await searchParams;
  // DESIGN §8: without an address there is nothing to estimate.
  if (typeof address !== 'string' || address.trim() === '') redirect('/what-is-my-home-worth');
  return <PlaceholderPage title="Home estimate" purpose="The estimated value of your home with comparable sales nearby." />;
}
