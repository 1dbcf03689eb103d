import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'Tune your estimate' };

export default function Page() {
  return <PlaceholderPage title="Tune your estimate" purpose="Adjust your home's details to refine its estimated value." />;
}
