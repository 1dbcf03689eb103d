import { z } from 'zod';
import { readJsonBody } from '@/lib/http/body';
import { pathText } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { runAdminAction } from '@/lib/property/admin-actions';

const params = z.object({ source: pathText(), id: pathText(), action: pathText() });

// PUT /api/admin/sources/{source}/properties/{id}/{action} – an admin corrects a listing of one
// of the company's feeds for the company's own site (SPEC §6, §7; lib/property/admin-actions.ts).
// Visitors 401; agents who are not admins 403, recorded in the audit log like every attempt.
export const PUT = route({ auth: 'agent', params }, async ({ request, viewer, params }) =>
  runAdminAction(viewer, request, { ...params, body: () => readJsonBody(request) }),
);
