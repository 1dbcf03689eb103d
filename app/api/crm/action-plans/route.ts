import { NextResponse } from 'next/server';
import { planCreateBody } from '@/lib/automation/plans/plan-input';
import { createActionPlan, listActionPlans } from '@/lib/automation/plans/plans';
import { route } from '@/lib/http/route';

// GET /api/crm/action-plans – the company's plans (every agent type but lenders)
export const GET = route({ auth: 'agent' }, async ({ access }) => listActionPlans(access));

// POST /api/crm/action-plans – a new plan (brokers and admins)
export const POST = route({ auth: 'agent', body: planCreateBody }, async ({ access, body }) =>
  NextResponse.json({ data: await createActionPlan(access, body) }, { status: 201 }));
