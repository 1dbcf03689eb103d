import { z } from 'zod';
import { cancelCampaign } from '@/lib/crm/campaigns';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// POST /api/crm/campaigns/{id}/cancel – stop a draft, scheduled or sending campaign; 409 once sent (admins)
export const POST = route({ auth: 'agent', admin: true, params, notFound: 'Campaign not found' }, async ({ access, params }) => cancelCampaign(access, params.id));
