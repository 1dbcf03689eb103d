import { getAgentProfile } from '@/lib/auth/agent-login';
import { unauthorized } from '@/lib/http/errors';
import { route } from '@/lib/http/route';

// GET /api/agents/me – the signed-in agent
export const GET = route({ auth: 'agent' }, async ({ viewer }) => {
  const agent = viewer.agent ? await getAgentProfile(viewer.company.id, viewer.agent.id) : null;
  if (!agent) throw unauthorized();
  return agent;
});
