import { z } from 'zod';
import { reportQuerySchema } from '@/lib/crm/reports/query';
import { reportCsvFile, runReport } from '@/lib/crm/reports/run-report';
import { REPORT_NAMES } from '@/lib/crm/reports/types';
import { route } from '@/lib/http/route';

// GET /api/crm/reports/{sources|speed|conversion|leaderboard|engagement}?from=&to=&agentId=&format=csv –
// a report over the leads the caller sees (lib/crm/reports/*); format=csv downloads the same rows
export const GET = route(
  { auth: 'agent', params: z.object({ name: z.enum(REPORT_NAMES) }), notFound: 'Report not found', query: reportQuerySchema },
  async ({ access, params, query }) => {
    if (query.format !== 'csv') return runReport(access, params.name, query);
    const file = await reportCsvFile(access, params.name, query);
    return new Response(file.body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file.filename}"`,
        'cache-control': 'private, no-store',
      },
    });
  },
);
