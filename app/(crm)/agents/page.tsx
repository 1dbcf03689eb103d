import type { Metadata } from 'next';
import { TeamScreen } from '@/components/crm/agents/team-screen';

export const metadata: Metadata = { title: 'Agents' };

// /agents?type=&status= – the team: invite, edit, deactivate (managers read, admins change)
export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <TeamScreen searchParams={searchParams} />;
}
