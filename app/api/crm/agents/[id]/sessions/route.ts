import { z } from 'zod';
import { endAgentSessions } from '@/lib/crm/agent-access';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// DELETE /api/crm/agents/{id}/sessions – admins sign an agent out everywhere
export const DELETE = route({ auth: 'agent', admin: true, params, notFound: 'Agent not found' }, async ({ viewer, params, request }) =>
  endAgentSessions(viewer.agent, params.id, request),
);
