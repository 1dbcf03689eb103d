import { z } from 'zod';
import { runPatchBody } from '@/lib/automation/plans/plan-input';
import { changeLeadRun } from '@/lib/automation/plans/lead-runs';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId(), runId: pathId() });

// PATCH /api/crm/leads/{id}/action-plans/{runId} {status: active|paused|stopped} – resume, pause or stop a run
export const PATCH = route({ auth: 'agent', params, notFound: 'Action plan run not found', body: runPatchBody }, async ({ access, viewer, params, body }) =>
  changeLeadRun(access, viewer.company, params.id, params.runId, body.status));
