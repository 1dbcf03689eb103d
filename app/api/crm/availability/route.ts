import { getAvailability, putAvailability } from '@/lib/crm/availability';
import { agentIdQuery, availabilityBody } from '@/lib/crm/calendar-query';
import { route } from '@/lib/http/route';

// GET /api/crm/availability?agentId= – weekly hours and days off (own; managers: a colleague's)
export const GET = route({ auth: 'agent', query: agentIdQuery }, ({ access, query }) => getAvailability(access, query.agentId));
// PUT /api/crm/availability?agentId= { weekly, daysOff } – replaces both
export const PUT = route({ auth: 'agent', query: agentIdQuery, body: availabilityBody }, ({ access, query, body }) => putAvailability(access, query.agentId, body));
