import { listSessions } from '@/lib/auth/sessions';
import { route } from '@/lib/http/route';

// GET /api/agents/me/sessions – where the agent is signed in (this one marked current)
export const GET = route({ auth: 'agent' }, async ({ viewer }) => {
  const rows = await listSessions(viewer.company.id, { kind: 'agent', agentId: viewer.agent.id });
  return rows.map(({ id, ...row }) => ({ ...row, current: id === viewer.agentSession?.id }));
});
