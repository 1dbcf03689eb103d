import { z } from 'zod';
import { agentProfile } from '@/lib/agents/profile';
import { notFound } from '@/lib/http/errors';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// GET /api/agents/{id}/profile – one agent of this company; any other id (malformed, unknown, another tenant's) is a 404
export const GET = route({ params, notFound: 'Agent not found' }, async ({ viewer, params }) => {
  const profile = await agentProfile(viewer, params.id);
  if (profile === null) throw notFound('Agent not found');
  return profile;
});
