import type { Metadata } from 'next';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const metadata: Metadata = { title: 'LSA booster' };

export default function Page() {
  return <PlaceholderPage title="LSA booster" purpose="The lsa booster screen of the CRM." />;
}
