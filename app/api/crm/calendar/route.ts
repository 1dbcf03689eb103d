import { listCalendar } from '@/lib/crm/calendar';
import { calendarQuery } from '@/lib/crm/calendar-query';
import { route } from '@/lib/http/route';

// GET /api/crm/calendar?from=&to=&agentId= – showings, to-dos and open houses of one agent (DESIGN §9, issue 15)
export const GET = route({ auth: 'agent', query: calendarQuery }, ({ viewer, access, query }) => listCalendar(access, viewer.company, query));
