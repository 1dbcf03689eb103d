import { NextResponse } from 'next/server';
import { z } from 'zod';
import { applyBody } from '@/lib/automation/plans/plan-input';
import { applyPlanToLead, listLeadRuns } from '@/lib/automation/plans/lead-runs';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// GET /api/crm/leads/{id}/action-plans – the lead's plan runs: steps done, next, when
export const GET = route({ auth: 'agent', params, notFound: 'Lead not found' }, async ({ access, viewer, params }) => listLeadRuns(access, viewer.company, params.id));

// POST /api/crm/leads/{id}/action-plans {planId} – start a plan on the lead (not lenders)
export const POST = route({ auth: 'agent', params, notFound: 'Lead not found', body: applyBody }, async ({ access, viewer, params, body }) =>
  NextResponse.json({ data: await applyPlanToLead(access, viewer.company, params.id, body.planId) }, { status: 201 }));
