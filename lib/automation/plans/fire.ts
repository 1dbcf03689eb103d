import 'server-only';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { actionPlans, activities, dripSteps, leadActionPlans, leads } from '@/lib/db/schema';
import { automationSettingsOf } from '@/lib/automation/settings';
import { deliverMail } from '@/lib/mail/transport';
import { getCompany } from '@/lib/tenancy/company';
import { fireStep, type CompanyContext, type PendingMails, type StepOutcome } from './fire-step';

/** Steps looked at per round; a round that fires nothing ends the job (what is left is another instance's, or not due). */
const BATCH = 50;
const MAX_ROUNDS = 40;

export type FireReport = Record<StepOutcome, number>;

/**
 * A step that may fire at `now`: scheduled and due, its run active (not paused, stopped or
 * finished), its plan not paused, and no earlier step of its run still waiting — so a run's
 * steps fire in order even when a delayed text holds the next e-mail back.
 */
function fireable(now: Date) {
  return and(
    eq(dripSteps.status, 'scheduled'),
    lte(dripSteps.dueAt, now),
    eq(leadActionPlans.status, 'active'),
    eq(actionPlans.active, true),
    sql`not exists (select 1 from drip_steps earlier where earlier.lead_plan_id = ${dripSteps.leadPlanId} and earlier.step_index < ${dripSteps.stepIndex} and earlier.status = 'scheduled')`,
  );
}

const stepsWithRuns = (db: Db) =>
  db
    .select({
      id: dripSteps.id, companyId: dripSteps.companyId, leadId: dripSteps.leadId, leadPlanId: dripSteps.leadPlanId,
      planId: leadActionPlans.planId, planName: actionPlans.name, stepIndex: dripSteps.stepIndex, step: dripSteps.step,
    })
    .from(dripSteps)
    .innerJoin(leadActionPlans, and(eq(leadActionPlans.companyId, dripSteps.companyId), eq(leadActionPlans.id, dripSteps.leadPlanId)))
    .innerJoin(actionPlans, and(eq(actionPlans.companyId, leadActionPlans.companyId), eq(actionPlans.id, leadActionPlans.planId)));

/**
 * The `drip-steps` periodic job (DESIGN §12): fires every action-plan step due at `now`, each
 * in its own transaction that takes it with FOR UPDATE SKIP LOCKED and moves it off
 * 'scheduled' before committing — two instances running at once fire each step exactly once.
 * The run's last step finishes it (`drip-plan-stage` {stage: 'finished'}). Mail goes to SMTP
 * after its commit (mail-retry takes what fails); texts and calls are queued for their transports.
 * `now` is a parameter: tests move the clock instead of sleeping.
 */
export async function fireDueDripSteps(now: Date, { stillHolding = async () => true }: { stillHolding?: () => Promise<boolean> } = {}): Promise<FireReport> {
  const report: FireReport = { fired: 0, failed: 0, delayed: 0 };
  const db = await getDb();
  // Loaded before any transaction: on PGlite a cache loader inside one would wait for the connection it holds.
  const contexts = new Map<number, CompanyContext | null>();
  const contextOf = async (companyId: number) => {
    if (!contexts.has(companyId)) {
      const company = await getCompany(companyId);
      contexts.set(companyId, company ? { company, settings: await automationSettingsOf(db, companyId) } : null);
    }
    return contexts.get(companyId) ?? null;
  };

  for (let round = 0; round < MAX_ROUNDS; round++) {
    const candidates = await stepsWithRuns(db).where(fireable(now)).orderBy(asc(dripSteps.dueAt), asc(dripSteps.id)).limit(BATCH);
    let progressed = 0;
    for (const candidate of candidates) {
      if (!(await stillHolding())) return report;
      const context = await contextOf(candidate.companyId);
      if (!context) continue;
      const mails: PendingMails = [];
      const outcome = await db.transaction(async (tx) => {
        const [due] = await stepsWithRuns(tx)
          .where(and(eq(dripSteps.id, candidate.id), fireable(now)))
          .limit(1)
          .for('update', { of: [dripSteps, leadActionPlans], skipLocked: true });
        // Taken by another instance, or paused or fired since the candidates were read.
        if (!due) return null;
        const [lead] = await tx.select().from(leads).where(and(eq(leads.companyId, due.companyId), eq(leads.id, due.leadId))).limit(1);
        if (!lead) return null;
        const result = await fireStep(tx, due, lead, context, now, mails);
        if (result !== 'delayed') await finishIfDone(tx, due, now);
        return result;
      });
      if (outcome === null) continue;
      report[outcome] += 1;
      progressed += 1;
      for (const mail of mails) await deliverMail(mail.id, mail.message).catch((error: unknown) => console.error('Action plan mail:', error));
    }
    // Another round: a fired step may have let the next one of its run through (same `now`).
    if (progressed === 0) break;
  }
  return report;
}

/** The run's last step done: the run is finished, with its milestone on the timeline. */
async function finishIfDone(tx: Db, due: { companyId: number; leadId: number; leadPlanId: number; planId: number; planName: string }, now: Date): Promise<void> {
  const [left] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(dripSteps)
    .where(and(eq(dripSteps.companyId, due.companyId), eq(dripSteps.leadPlanId, due.leadPlanId), eq(dripSteps.status, 'scheduled')));
  if ((left?.n ?? 0) > 0) return;
  await tx.update(leadActionPlans).set({ status: 'finished', endedAt: now, reason: 'All steps done' }).where(eq(leadActionPlans.id, due.leadPlanId));
  await tx.insert(activities).values({
    companyId: due.companyId, leadId: due.leadId, agentId: null, type: 'drip-plan-stage', occurredAt: now,
    data: { planId: due.planId, planName: due.planName, leadPlanId: due.leadPlanId, stage: 'finished' },
  });
}
