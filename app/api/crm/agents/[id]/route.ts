import { z } from 'zod';
import { setAgentActive } from '@/lib/crm/agent-access';
import { notFound } from '@/lib/http/errors';
import { parseRowId } from '@/lib/http/ids';
import { route } from '@/lib/http/route';

const body = z.object({ isActive: z.boolean() });

// PATCH /api/crm/agents/{id} { isActive } – admins switch an agent's access; off ends their sessions at once
export const PATCH = route({ auth: 'agent', admin: true, body }, async ({ viewer, body, params, request }) => {
  const id = parseRowId(params.id);
  if (id === null) throw notFound('Agent not found');
  return setAgentActive(viewer.agent!, id, body.isActive, request);
});
