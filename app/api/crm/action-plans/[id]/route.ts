import { z } from 'zod';
import { planPatchBody } from '@/lib/automation/plans/plan-input';
import { updateActionPlan } from '@/lib/automation/plans/plans';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// PATCH /api/crm/action-plans/{id} – rename, new steps, pause or unpause (brokers and admins)
export const PATCH = route({ auth: 'agent', params, notFound: 'Action plan not found', body: planPatchBody }, async ({ access, params, body }) =>
  updateActionPlan(access, params.id, body));
