import { z } from 'zod';
import { saveAgentPhoto } from '@/lib/crm/team-photo';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// POST /api/crm/agents/{id}/photo – the body is a JPEG, PNG or WebP image (≤ 5 MB), stored as a square JPEG (admins)
export const POST = route({ auth: 'agent', admin: true, params, notFound: 'Agent not found' }, async ({ viewer, access, params, request }) =>
  saveAgentPhoto(access, viewer.company, params.id, request),
);
