import { notFound } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { getLeadProfile } from '@/lib/leads/me';

// GET /api/leads/me – the signed-in lead, with favourites and e-alert totals
export const GET = route({ auth: 'lead' }, async ({ viewer }) => {
  const lead = viewer.lead ? await getLeadProfile(viewer.company.id, viewer.lead.id) : null;
  if (!lead) throw notFound('Lead not found');
  return lead;
});
