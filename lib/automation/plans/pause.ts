import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { actionPlans, activities, leadActionPlans } from '@/lib/db/schema';

/**
 * DESIGN §12: a reply from the lead (an e-mail or text reply) pauses the lead's running plans,
 * inside the transaction that records the reply, each with a `drip-plan-status` activity.
 * Their remaining steps wait (the firing job skips paused runs) until an agent resumes or stops them.
 */
export async function pauseLeadPlans(tx: Db, input: { companyId: number; leadId: number; reason: string; now: Date }): Promise<number> {
  const paused = await tx
    .update(leadActionPlans)
    .set({ status: 'paused', pausedAt: input.now, reason: input.reason })
    .where(and(eq(leadActionPlans.companyId, input.companyId), eq(leadActionPlans.leadId, input.leadId), eq(leadActionPlans.status, 'active')))
    .returning({ id: leadActionPlans.id, planId: leadActionPlans.planId });
  for (const run of paused) {
    const [plan] = await tx.select({ name: actionPlans.name }).from(actionPlans).where(and(eq(actionPlans.companyId, input.companyId), eq(actionPlans.id, run.planId))).limit(1);
    await tx.insert(activities).values({
      companyId: input.companyId, leadId: input.leadId, type: 'drip-plan-status', occurredAt: input.now,
      data: { planId: run.planId, planName: plan?.name ?? 'Action plan', leadPlanId: run.id, status: 'paused', reason: input.reason },
    });
  }
  return paused.length;
}
