import { route } from '@/lib/http/route';
import { markEngaged } from '@/lib/leads/engaged';

// PUT /api/leads/me/was-engaged – mark the signed-in lead as engaged; answers the lead (SPEC §7)
export const PUT = route({ auth: 'lead' }, async ({ viewer }) => markEngaged(viewer.company.id, viewer.lead.id));
