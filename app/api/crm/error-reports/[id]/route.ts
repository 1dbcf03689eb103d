import { z } from 'zod';
import { errorReportDetail, resolveErrorReport } from '@/lib/crm/error-reports';
import { errorReportPatchSchema } from '@/lib/crm/error-reports-types';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// GET /api/crm/error-reports/{id} – one group with its latest sample: URL, breadcrumbs, frames, release, who (admins)
export const GET = route({ auth: 'agent', admin: true, params, notFound: 'Error report not found' }, async ({ access, params }) => errorReportDetail(access, params.id));

// PATCH /api/crm/error-reports/{id} { resolved } – hide the group until it happens again, or show it again (admins)
export const PATCH = route({ auth: 'agent', admin: true, params, notFound: 'Error report not found', body: errorReportPatchSchema }, async ({ access, params, body }) =>
  resolveErrorReport(access, params.id, body.resolved),
);
