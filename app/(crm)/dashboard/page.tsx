import type { Metadata } from 'next';
import { AgentDayView } from '@/components/crm/dashboard/agent-day';
import { getViewer } from '@/lib/auth/viewer';
import { agentDay } from '@/lib/crm/dashboard';
import { teamFigures } from '@/lib/crm/team-figures';
import { requireCrmAgent } from '@/lib/crm/viewer';

export const metadata: Metadata = { title: 'Dashboard' };

// /dashboard – the agent's day: counts, to-dos, today's showings and open houses, new and hot
// leads, the inbox items waiting longest, the live feed; for managers the team's figures
export default async function Page() {
  const [{ access }, viewer] = await Promise.all([requireCrmAgent('/dashboard'), getViewer()]);
  const now = new Date();
  const [day, team] = await Promise.all([agentDay(viewer.company, access, now), access.canManage ? teamFigures(access, now) : null]);
  return (
    <div className="page" data-testid="dashboard-page">
      <h1>Dashboard</h1>
      <AgentDayView day={day} now={now} team={team} />
    </div>
  );
}
