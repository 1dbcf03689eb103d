import { z } from 'zod';
import { importErrorsCsv } from '@/lib/crm/imports/status';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// GET /api/crm/imports/{id}/errors.csv – the rows the import refused, why, and their cells (admins; formula-safe)
export const GET = route({ auth: 'agent', admin: true, params, notFound: 'Import not found' }, async ({ access, params }) => {
  const { fileName, csv } = await importErrorsCsv(access.companyId, params.id);
  return new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'private, no-store' } });
});
