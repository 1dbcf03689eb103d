import { z } from 'zod';
import { previewQuery } from '@/lib/crm/campaign-input';
import { previewCampaign } from '@/lib/crm/campaign-preview';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// GET /api/crm/campaigns/{id}/preview?leadId= – the mail rendered for one lead of the segment, and the segment's figures (admins)
export const GET = route({ auth: 'agent', admin: true, params, notFound: 'Campaign not found', query: previewQuery }, async ({ access, viewer, params, query }) =>
  previewCampaign(access, viewer.company, params.id, query.leadId));
