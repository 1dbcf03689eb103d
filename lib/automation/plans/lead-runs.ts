import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { actionPlans, activities, agents, dripSteps, leadActionPlans } from '@/lib/db/schema';
import type { CrmAccess } from '@/lib/crm/access';
import { lockVisibleLead } from '@/lib/crm/lead-lock';
import { requireVisibleLead } from '@/lib/crm/visible-leads';
import { conflict, notFound } from '@/lib/http/errors';
import type { Company } from '@/lib/tenancy/company';
import { applyActionPlan } from './apply';
import { requirePlanUser } from './plans';
import type { LeadPlanRun } from './plan-types';
import { leadRuns } from './run-view';

/** GET /api/crm/leads/{id}/action-plans: anyone who sees the lead sees its plans (a lender too: it explains the texts). */
export async function listLeadRuns(access: CrmAccess, company: Company, leadId: number): Promise<LeadPlanRun[]> {
  const db = await getDb();
  await requireVisibleLead(db, access, leadId);
  return leadRuns(db, company, leadId);
}

/** POST /api/crm/leads/{id}/action-plans {planId}: the agent starts a plan on a lead they see (lenders 403, a lead outside view 404). */
export async function applyPlanToLead(access: CrmAccess, company: Company, leadId: number, planId: number, now = new Date()): Promise<LeadPlanRun> {
  requirePlanUser(access);
  const db = await getDb();
  const runId = await db.transaction(async (tx) => {
    const lead = await lockVisibleLead(tx, access, leadId);
    const { leadPlanId } = await applyActionPlan(tx, { companyId: access.companyId, leadId: lead.id, planId, appliedBy: access.agentId, now });
    return leadPlanId;
  });
  const [run] = await leadRuns(db, company, leadId, runId);
  return run!;
}

export type RunChange = 'active' | 'paused' | 'stopped';

/**
 * PATCH /api/crm/leads/{id}/action-plans/{runId} {status}: resume a paused run (its remaining
 * steps move later by the time it was paused, so the gaps between them stay as planned), pause
 * an active one, or stop either (its remaining steps are cancelled). Each writes
 * `drip-plan-status` in the same transaction. A finished or stopped run is 409.
 */
export async function changeLeadRun(access: CrmAccess, company: Company, leadId: number, runId: number, status: RunChange, now = new Date()): Promise<LeadPlanRun> {
  requirePlanUser(access);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const lead = await lockVisibleLead(tx, access, leadId);
    const [found] = await tx
      .select({ run: leadActionPlans, planName: actionPlans.name })
      .from(leadActionPlans)
      .innerJoin(actionPlans, and(eq(actionPlans.companyId, leadActionPlans.companyId), eq(actionPlans.id, leadActionPlans.planId)))
      .where(and(eq(leadActionPlans.companyId, access.companyId), eq(leadActionPlans.leadId, lead.id), eq(leadActionPlans.id, runId)))
      .limit(1)
      .for('update', { of: leadActionPlans });
    if (!found) throw notFound('Action plan run not found');
    const { run, planName } = found;
    if (run.status === 'finished' || run.status === 'stopped') throw conflict(`This action plan has ${run.status === 'finished' ? 'finished' : 'been stopped'}`);
    if (run.status === status) throw conflict(status === 'active' ? 'This action plan is running already' : 'This action plan is paused already');
    const [me] = await tx.select({ firstName: agents.firstName, lastName: agents.lastName }).from(agents).where(eq(agents.id, access.agentId)).limit(1);
    const by = me ? `${me.firstName} ${me.lastName}` : 'an agent';
    const ofRun = and(eq(dripSteps.companyId, access.companyId), eq(dripSteps.leadPlanId, run.id), eq(dripSteps.status, 'scheduled'));
    let reason: string | null;
    if (status === 'active') {
      // The pause's length, added to every step still to come.
      const pausedMs = Math.max(0, now.getTime() - (run.pausedAt ?? now).getTime());
      await tx.update(dripSteps).set({ dueAt: sql`${dripSteps.dueAt} + (${pausedMs}::double precision * interval '1 millisecond')` }).where(ofRun);
      reason = `Resumed by ${by}`;
      await tx.update(leadActionPlans).set({ status: 'active', pausedAt: null, reason: null }).where(eq(leadActionPlans.id, run.id));
    } else if (status === 'paused') {
      reason = `Paused by ${by}`;
      await tx.update(leadActionPlans).set({ status: 'paused', pausedAt: now, reason }).where(eq(leadActionPlans.id, run.id));
    } else {
      reason = `Stopped by ${by}`;
      await tx.update(dripSteps).set({ status: 'cancelled' }).where(ofRun);
      await tx.update(leadActionPlans).set({ status: 'stopped', reason, endedAt: now }).where(eq(leadActionPlans.id, run.id));
    }
    await tx.insert(activities).values({
      companyId: access.companyId, leadId: lead.id, agentId: access.agentId, type: 'drip-plan-status', occurredAt: now,
      data: { planId: run.planId, planName, leadPlanId: run.id, status: status === 'active' ? 'resumed' : status, reason },
    });
  });
  const [view] = await leadRuns(db, company, leadId, runId);
  return view!;
}
