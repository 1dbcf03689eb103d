import { z } from 'zod';
import { campaignPatchBody } from '@/lib/crm/campaign-input';
import { getCampaign, updateCampaign } from '@/lib/crm/campaigns';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// GET /api/crm/campaigns/{id} – one campaign, its figures and skip reasons (admins)
export const GET = route({ auth: 'agent', admin: true, params, notFound: 'Campaign not found' }, async ({ access, params }) => getCampaign(access, params.id));

// PATCH /api/crm/campaigns/{id} – edit a draft (409 once sent or scheduled) (admins)
export const PATCH = route({ auth: 'agent', admin: true, params, notFound: 'Campaign not found', body: campaignPatchBody }, async ({ access, params, body }) =>
  updateCampaign(access, params.id, body));
