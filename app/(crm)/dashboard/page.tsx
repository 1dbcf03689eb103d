import type { Metadata } from 'next';
import { AgentDayView } from '@/components/crm/dashboard/agent-day';
import { agentDay } from '@/lib/crm/dashboard';
import { requireCrmAgent } from '@/lib/crm/viewer';

export const metadata: Metadata = { title: 'Dashboard' };

// /dashboard – the agent's day: counts, their to-dos, the newest inbox items, the live feed
export default async function Page() {
  const { access } = await requireCrmAgent('/dashboard');
  const now = new Date();
  const day = await agentDay(access, now);
  return (
    <div className="page" data-testid="dashboard-page">
      <h1>Dashboard</h1>
      <AgentDayView day={day} now={now} />
    </div>
  );
}
