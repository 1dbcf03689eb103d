import { z } from 'zod';
import { setAgentActive } from '@/lib/crm/agent-access';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const body = z.object({ isActive: z.boolean() });
const params = z.object({ id: pathId() });

// PATCH /api/crm/agents/{id} { isActive } – admins switch an agent's access; off ends their sessions at once
export const PATCH = route({ auth: 'agent', admin: true, body, params, notFound: 'Agent not found' }, async ({ viewer, body, params, request }) =>
  setAgentActive(viewer.agent, params.id, body.isActive, request),
);
