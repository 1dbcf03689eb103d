import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { applyActionPlan } from '@/lib/automation/plans/apply';
import type { AfterCommit } from '@/lib/automation/new-lead';
import type { Db } from '@/lib/db/client';
import { actionPlans, activities, agents, leadFlowCursors, leads } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/errors';
import type { Company } from '@/lib/tenancy/company';
import { agentForTurn } from './match';
import { offerLead } from './offers';
import type { AssignMode, DefaultRule, FlowRule } from './schema';

/** The rule that decides, with the id and name the activity and the cursor use. */
export interface RuleToApply {
  ruleId: string;
  ruleName: string;
  rule: FlowRule | DefaultRule;
}

export interface Assignment {
  companyId: number;
  lead: { id: number; firstName: string | null; lastName: string | null; email: string | null; phone: string | null };
  now: Date;
  after: AfterCommit;
  /** Needed to mail a first-to-claim group; null where no offer may be made (the expiry's default rule). */
  company: Company | null;
  /** Why this rule decides when it is not the first pass (a claim window ran out). */
  reason?: string;
}

const MODE_WORDS: Record<AssignMode, string> = { 'round-robin': 'round robin', 'first-to-claim': 'first to claim', pond: 'pond' };

/** The rule's agents who may take a lead now, in the rule's order: deactivated agents and lenders since the save drop out. */
async function eligibleAgents(tx: Db, companyId: number, agentIds: number[]) {
  if (agentIds.length === 0) return [];
  const rows = await tx.select({ id: agents.id, firstName: agents.firstName, lastName: agents.lastName, email: agents.email, phone: agents.phone }).from(agents)
    .where(and(eq(agents.companyId, companyId), inArray(agents.id, agentIds), eq(agents.isActive, true), ne(agents.type, 'lender')));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return agentIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Round robin's next turn for a rule, shared by every instance: the upsert takes the cursor
 * row's lock, so two leads routed at once by two processes get consecutive turns.
 */
async function nextTurn(tx: Db, companyId: number, ruleId: string): Promise<number> {
  const [row] = await tx.insert(leadFlowCursors).values({ companyId, ruleId, turns: 1 })
    .onConflictDoUpdate({ target: [leadFlowCursors.companyId, leadFlowCursors.ruleId], set: { turns: sql`${leadFlowCursors.turns} + 1` } })
    .returning({ turns: leadFlowCursors.turns });
  return row?.turns ?? 1;
}

/**
 * Applies one rule to a lead inside its transaction: the buyer agent (round robin, an offer
 * to a group, or the pond), then the rule's lender and action plan, and one `lead-routing`
 * activity {rule, ruleId, ruleName, mode, agentId, agentName, …} that the timeline words.
 * A lender or plan no longer fit (deactivated, paused) is left out and said so in the
 * activity: a sign-up never fails because of the lead flow.
 */
export async function applyRule(tx: Db, a: Assignment, chosen: RuleToApply): Promise<void> {
  const { rule } = chosen;
  let mode: AssignMode = rule.assignTo.mode;
  const data: Record<string, unknown> = { ruleId: chosen.ruleId, ruleName: chosen.ruleName };
  const notes: string[] = a.reason ? [a.reason] : [];
  let agentId: number | null = null;

  if (mode !== 'pond') {
    const group = await eligibleAgents(tx, a.companyId, rule.assignTo.agentIds);
    if (group.length === 0) {
      notes.push('none of its agents is active now, so the lead waits in the pond');
      mode = 'pond';
    } else if (mode === 'round-robin') {
      const turn = await nextTurn(tx, a.companyId, chosen.ruleId);
      const picked = group.find((g) => g.id === agentForTurn(group.map((m) => m.id), turn));
      if (picked) {
        agentId = picked.id;
        data.agentName = `${picked.firstName} ${picked.lastName}`;
        data.turn = turn;
      }
    } else if (a.company === null) {
      // The default rule after a claim window is itself first-to-claim: no second offer, no loop.
      notes.push('the default rule is first to claim too, so the lead waits in the pond');
      mode = 'pond';
    } else {
      const offer = await offerLead(tx, { company: a.company, lead: a.lead, ruleId: chosen.ruleId, ruleName: chosen.ruleName, group, now: a.now, after: a.after });
      Object.assign(data, { offerId: offer.id, agentIds: group.map((g) => g.id), expiresAt: offer.expiresAt.toISOString() });
    }
  }
  if (agentId !== null) {
    await tx.update(leads).set({ buyerAgentId: agentId, updatedAt: a.now }).where(and(eq(leads.companyId, a.companyId), eq(leads.id, a.lead.id)));
  }

  if (rule.lenderId !== null) {
    const [lender] = await tx.select({ id: agents.id }).from(agents)
      .where(and(eq(agents.companyId, a.companyId), eq(agents.id, rule.lenderId), eq(agents.type, 'lender'), eq(agents.isActive, true))).limit(1);
    if (lender) {
      await tx.update(leads).set({ lenderId: lender.id, updatedAt: a.now }).where(and(eq(leads.companyId, a.companyId), eq(leads.id, a.lead.id)));
      data.lenderId = lender.id;
    } else notes.push('its lender is no longer an active lender, so none was set');
  }

  if (rule.actionPlanId !== null) {
    const [plan] = await tx.select({ id: actionPlans.id, active: actionPlans.active, steps: actionPlans.steps }).from(actionPlans)
      .where(and(eq(actionPlans.companyId, a.companyId), eq(actionPlans.id, rule.actionPlanId))).limit(1);
    if (plan?.active && plan.steps.length > 0) {
      try {
        const run = await applyActionPlan(tx, { companyId: a.companyId, leadId: a.lead.id, planId: plan.id, appliedBy: null, now: a.now });
        Object.assign(data, { actionPlanId: plan.id, planName: run.planName });
      } catch (error) {
        // Refusals are checks made before any failing statement, so the transaction goes on.
        if (!(error instanceof HttpError)) throw error;
        notes.push(`its action plan was not started: ${error.message}`);
      }
    } else notes.push('its action plan is paused or gone, so none was started');
  }

  Object.assign(data, { rule: `${chosen.ruleName}: ${MODE_WORDS[mode]}`, mode, agentId });
  if (notes.length) data.reason = notes.join('; ');
  await tx.insert(activities).values({ companyId: a.companyId, leadId: a.lead.id, agentId: null, type: 'lead-routing', data, occurredAt: a.now });
}

/** The site agent kept a lead who signed up on their site, or the adder kept the lead they added: said on the timeline the same way. */
export async function recordKeptAgent(tx: Db, a: Pick<Assignment, 'companyId' | 'lead' | 'now'>, kept: { agentId: number; agentName: string; why: 'agent site' | 'added by hand' | 'import file' }): Promise<void> {
  await tx.insert(activities).values({
    companyId: a.companyId, leadId: a.lead.id, agentId: null, type: 'lead-routing', occurredAt: a.now,
    data: { rule: kept.why, ruleId: null, ruleName: kept.why, mode: kept.why === 'agent site' ? 'agent-site' : 'assigned', agentId: kept.agentId, agentName: kept.agentName },
  });
}
