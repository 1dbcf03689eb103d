import { agentProfile } from '@/lib/agents/profile';
import { notFound } from '@/lib/http/errors';
import { parseRowId } from '@/lib/http/ids';
import { route } from '@/lib/http/route';

// GET /api/agents/{id}/profile – one agent of this company; any other id (malformed, unknown, another tenant's) is a 404
export const GET = route({}, async ({ viewer, params }) => {
  const id = parseRowId(params.id);
  const profile = id === null ? null : await agentProfile(viewer, id);
  if (profile === null) throw notFound('Agent not found');
  return profile;
});
