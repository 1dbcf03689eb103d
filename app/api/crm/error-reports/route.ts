import { listErrorReports } from '@/lib/crm/error-reports';
import { errorReportsQuerySchema } from '@/lib/crm/error-reports-types';
import { route } from '@/lib/http/route';

// GET /api/crm/error-reports?surface=all|site|crm&period=1|7|30&resolved=0|1&page= – the company's error groups, newest first (admins)
export const GET = route({ auth: 'agent', admin: true, query: errorReportsQuerySchema }, async ({ access, query }) => listErrorReports(access, query));
