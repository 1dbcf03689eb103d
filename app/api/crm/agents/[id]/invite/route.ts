import { z } from 'zod';
import { latestInviteMail, resendInvite } from '@/lib/crm/team-invite';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// POST /api/crm/agents/{id}/invite – the invite again with a new link; the old link stops working (admins)
export const POST = route({ auth: 'agent', admin: true, params, notFound: 'Agent not found' }, async ({ viewer, access, params, request }) =>
  resendInvite(access, viewer.company, params.id, request),
);

// GET /api/crm/agents/{id}/invite – the latest invite mail to a pending invitee; its text only if it was recorded, never sent (admins)
export const GET = route({ auth: 'agent', admin: true, params, notFound: 'Agent not found' }, async ({ access, params }) => latestInviteMail(access, params.id));
