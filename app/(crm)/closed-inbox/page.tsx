import type { Metadata } from 'next';
import { InboxScreen } from '@/components/crm/inbox/inbox-screen';

export const metadata: Metadata = { title: 'Closed inbox' };

// /closed-inbox?kind=&page= – answered and archived inbox items, most recently closed first
export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <InboxScreen state="closed" searchParams={searchParams} />;
}
