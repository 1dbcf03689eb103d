import { z } from 'zod';
import { patchOpportunityBody } from '@/lib/crm/opportunity-input';
import { updateOpportunity } from '@/lib/crm/opportunity-write';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// PATCH /api/crm/opportunities/{id} – move (stage, position), revalue or reschedule a deal; a move writes the lead's activity
export const PATCH = route({ auth: 'agent', params, notFound: 'Opportunity not found', body: patchOpportunityBody }, ({ access, params, body, request }) =>
  updateOpportunity(access, params.id, body, request),
);
