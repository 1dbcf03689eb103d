import { route } from '@/lib/http/route';
import { getLeadProfile } from '@/lib/leads/me';
import { signedOutResponse } from '@/lib/leads/lead-session';

// GET /api/leads/me – the signed-in lead, with favourites and e-alert totals
export const GET = route({ auth: 'lead' }, async ({ viewer }) => {
  const lead = viewer.lead ? await getLeadProfile(viewer.company.id, viewer.lead.id) : null;
  // The token names a lead that no longer exists: forget the token, as for any invalid one.
  return lead ?? signedOutResponse();
});
