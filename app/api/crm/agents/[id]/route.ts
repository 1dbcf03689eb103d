import { z } from 'zod';
import { setAgentActive } from '@/lib/crm/team-activation';
import { teamPatchBody } from '@/lib/crm/team-input';
import { updateTeamMember } from '@/lib/crm/team-update';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// PATCH /api/crm/agents/{id} – admins: profile fields (type, isAdmin, names, phone, bio, site), or
// { isActive, reassignTo? } on its own: off ends their sessions and moves their leads (pond or a colleague)
export const PATCH = route({ auth: 'agent', admin: true, body: teamPatchBody, params, notFound: 'Agent not found' }, async ({ viewer, access, body, params, request }) => {
  const { isActive, reassignTo, ...profile } = body;
  return isActive === undefined
    ? updateTeamMember(access, viewer.company, params.id, profile, request)
    : setAgentActive(access, params.id, isActive, reassignTo, request);
});
