import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { actionPlans, activities, dripSteps, leadActionPlans } from '@/lib/db/schema';
import { conflict, notFound, unprocessable } from '@/lib/http/errors';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface PlanApplication {
  companyId: number;
  leadId: number;
  planId: number;
  /** The agent who applied it; null when the lead flow did. */
  appliedBy: number | null;
  now: Date;
}

/**
 * Starts an action plan for a lead inside the caller's transaction (the lead flow's, or an
 * agent's `POST /api/crm/leads/{id}/action-plans`): one run row, one `drip_steps` row per step
 * due `afterDays`/`afterMinutes` after now, and a `scheduled-drip-plan` activity. The steps are
 * copied, so editing the plan later leaves runs under way as they were. A plan already
 * running (or paused) for the lead is 409; a paused plan is 422; another company's is 404.
 */
export async function applyActionPlan(tx: Db, input: PlanApplication): Promise<{ leadPlanId: number; planName: string }> {
  const [plan] = await tx.select().from(actionPlans).where(and(eq(actionPlans.companyId, input.companyId), eq(actionPlans.id, input.planId))).limit(1);
  if (!plan) throw notFound('No such action plan');
  if (!plan.active) throw unprocessable('This action plan is paused', { planId: 'This action plan is paused' });
  if (plan.steps.length === 0) throw unprocessable('This action plan has no steps', { planId: 'This action plan has no steps' });
  const [run] = await tx
    .insert(leadActionPlans)
    .values({ companyId: input.companyId, leadId: input.leadId, planId: plan.id, appliedBy: input.appliedBy, startedAt: input.now })
    // The partial unique index (one live run per plan and lead) decides; no row back means one is running.
    .onConflictDoNothing()
    .returning({ id: leadActionPlans.id });
  if (!run) throw conflict('This action plan is already running for this lead');
  const due = plan.steps.map((step) => new Date(input.now.getTime() + step.afterDays * DAY_MS + (step.afterMinutes ?? 0) * MINUTE_MS));
  await tx.insert(dripSteps).values(plan.steps.map((step, stepIndex) => ({
    companyId: input.companyId, leadId: input.leadId, leadPlanId: run.id, stepIndex, step, dueAt: due[stepIndex]!,
  })));
  const startsAt = new Date(Math.min(...due.map((d) => d.getTime())));
  await tx.insert(activities).values({
    companyId: input.companyId, leadId: input.leadId, agentId: input.appliedBy, type: 'scheduled-drip-plan', occurredAt: input.now,
    data: { planId: plan.id, planName: plan.name, leadPlanId: run.id, steps: plan.steps.length, startsAt: startsAt.toISOString() },
  });
  return { leadPlanId: run.id, planName: plan.name };
}
