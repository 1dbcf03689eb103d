import { endAgentSessions } from '@/lib/crm/agent-access';
import { notFound } from '@/lib/http/errors';
import { parseRowId } from '@/lib/http/ids';
import { route } from '@/lib/http/route';

// DELETE /api/crm/agents/{id}/sessions – admins sign an agent out everywhere
export const DELETE = route({ auth: 'agent', admin: true }, async ({ viewer, params, request }) => {
  const id = parseRowId(params.id);
  if (id === null) throw notFound('Agent not found');
  return endAgentSessions(viewer.agent!, id, request);
});
