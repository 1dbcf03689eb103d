import type { Metadata } from 'next';
import { InboxScreen } from '@/components/crm/inbox/inbox-screen';

export const metadata: Metadata = { title: 'Inbox' };

// /inbox?kind=&page= – questions, showing requests and replies waiting for an answer
export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <InboxScreen state="open" searchParams={searchParams} />;
}
