import { route } from '@/lib/http/route';
import { requireFullLead } from '@/lib/leads/lead-actions';
import { signCoBuyerInvite } from '@/lib/leads/cobuyer';
import { siteOrigin } from '@/lib/tenancy/origin';

// GET /api/leads/me/cobuyer-invite – a link the lead sends to the person buying with them (?cobuyer=…)
export const GET = route({ auth: 'lead' }, async ({ viewer }) => {
  const lead = requireFullLead(viewer.lead);
  const token = await signCoBuyerInvite(viewer.company.id, lead.id);
  return { url: `${siteOrigin(viewer.company.domain)}/?${new URLSearchParams({ cobuyer: token })}` };
});
