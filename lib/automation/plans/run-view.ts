import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { actionPlans, agents, dripSteps, leadActionPlans, leads } from '@/lib/db/schema';
import { renderTemplate, type TemplateValues } from '@/lib/automation/templates';
import type { Company } from '@/lib/tenancy/company';
import type { LeadPlanRun, RunStep } from './plan-types';
import { templateAgent, templateValues } from './template-values';

/** A step's one-line title as the lead will read it: the e-mail's subject, else the first line of its words. */
function stepTitle(step: { kind: string; template: { subject?: string; body: string } }, values: TemplateValues): string {
  const words = renderTemplate(step.kind === 'email' && step.template.subject ? step.template.subject : step.template.body.split('\n')[0] ?? '', values);
  return words.length > 120 ? `${words.slice(0, 119).trimEnd()}…` : words;
}

/** The lead's runs (newest first), or one run, as the lead page shows them: each step with its due time and outcome. */
export async function leadRuns(db: Db, company: Company, leadId: number, runId?: number): Promise<LeadPlanRun[]> {
  const companyId = company.id;
  const runs = await db
    .select({ run: leadActionPlans, planName: actionPlans.name, agentFirst: agents.firstName, agentLast: agents.lastName })
    .from(leadActionPlans)
    .innerJoin(actionPlans, and(eq(actionPlans.companyId, leadActionPlans.companyId), eq(actionPlans.id, leadActionPlans.planId)))
    .leftJoin(agents, eq(agents.id, leadActionPlans.appliedBy))
    .where(and(eq(leadActionPlans.companyId, companyId), eq(leadActionPlans.leadId, leadId), runId === undefined ? undefined : eq(leadActionPlans.id, runId)))
    .orderBy(desc(leadActionPlans.startedAt), desc(leadActionPlans.id));
  if (runs.length === 0) return [];
  const [lead] = await db.select().from(leads).where(and(eq(leads.companyId, companyId), eq(leads.id, leadId))).limit(1);
  const values = lead ? templateValues(lead, await templateAgent(db, companyId, lead.buyerAgentId), company) : {};
  const steps = await db
    .select()
    .from(dripSteps)
    .where(and(eq(dripSteps.companyId, companyId), inArray(dripSteps.leadPlanId, runs.map((r) => r.run.id))))
    .orderBy(asc(dripSteps.stepIndex));
  return runs.map(({ run, planName, agentFirst, agentLast }) => {
    const own: RunStep[] = steps.filter((s) => s.leadPlanId === run.id).map((s) => ({
      index: s.stepIndex,
      kind: s.step.kind,
      voiceMail: s.step.voiceMail === true,
      title: stepTitle(s.step, values),
      dueAt: s.dueAt.toISOString(),
      status: s.status,
      firedAt: s.firedAt?.toISOString() ?? null,
      error: s.error,
    }));
    return {
      id: run.id,
      planId: run.planId,
      planName,
      status: run.status,
      reason: run.reason,
      appliedBy: run.appliedBy !== null && agentFirst !== null ? { id: run.appliedBy, name: `${agentFirst} ${agentLast ?? ''}`.trim() } : null,
      startedAt: run.startedAt.toISOString(),
      pausedAt: run.pausedAt?.toISOString() ?? null,
      endedAt: run.endedAt?.toISOString() ?? null,
      done: own.filter((s) => s.status === 'fired' || s.status === 'failed').length,
      total: own.length,
      next: own.find((s) => s.status === 'scheduled') ?? null,
      steps: own,
    };
  });
}
