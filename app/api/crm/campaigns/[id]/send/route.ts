import { z } from 'zod';
import { campaignSendBody } from '@/lib/crm/campaign-input';
import { sendCampaign } from '@/lib/crm/campaigns';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// POST /api/crm/campaigns/{id}/send {at?} – send a draft now or schedule it; 409 if not a draft (admins)
export const POST = route({ auth: 'agent', admin: true, params, notFound: 'Campaign not found', body: campaignSendBody }, async ({ access, params, body }) =>
  sendCampaign(access, params.id, body));
