import { bulkBodySchema, bulkUpdateLeads } from '@/lib/crm/bulk-actions';
import { route } from '@/lib/http/route';

// POST /api/crm/leads/bulk { ids, action: assign|stage|tag|untag, agentId?, stage?, tag? } –
// brokers and admins change many leads in one transaction; answers { updated }
export const POST = route({ auth: 'agent', body: bulkBodySchema }, async ({ access, body }) => bulkUpdateLeads(access, body));
