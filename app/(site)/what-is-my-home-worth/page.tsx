import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'What is my home worth?' };

export default function Page() {
  return <PlaceholderPage title="What is my home worth?" purpose="Enter your address to get an estimate of your home's value." />;
}
