import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import type { CrmAccess } from '@/lib/crm/access';
import { getDb, type Db } from '@/lib/db/client';
import { actionPlans, agents, leadFlows } from '@/lib/db/schema';
import { forbidden, unprocessable } from '@/lib/http/errors';
import type { LeadFlowAnswer } from './types';
import { EMPTY_LEAD_FLOW, leadFlowBody, type FlowRule, type LeadFlow, type LeadFlowInput } from './schema';

export type { LeadFlowAnswer };

/**
 * The company's lead flow as stored, or the pond default when it never saved one. It was
 * checked on the way in; a stored value that no longer parses (a shape changed since) reads
 * as the default rather than stopping every new lead.
 */
export async function leadFlowOf(db: Db, companyId: number): Promise<LeadFlowAnswer> {
  const [row] = await db.select().from(leadFlows).where(eq(leadFlows.companyId, companyId)).limit(1);
  if (!row) return { ...EMPTY_LEAD_FLOW, updatedAt: null };
  const parsed = leadFlowBody.safeParse({ rules: row.rules, default: row.defaultRule });
  if (!parsed.success) {
    console.warn(`Company ${companyId}'s stored lead flow no longer parses; using the pond default`);
    return { ...EMPTY_LEAD_FLOW, updatedAt: row.updatedAt.toISOString() };
  }
  return { ...withIds(parsed.data), updatedAt: row.updatedAt.toISOString() };
}

/** GET /api/crm/lead-flow: managers read it (brokers without changing it); others 403. */
export async function readLeadFlow(access: CrmAccess): Promise<LeadFlowAnswer> {
  if (!access.canManage) throw forbidden('Only brokers and admins see the lead flow');
  return leadFlowOf(await getDb(), access.companyId);
}

/** A new rule's id: short, URL-safe, never 'default'. */
const newRuleId = () => `r-${randomBytes(6).toString('base64url')}`;

function withIds(input: LeadFlowInput): LeadFlow {
  return {
    rules: input.rules.map((rule, index): FlowRule => ({
      id: rule.id ?? newRuleId(),
      name: rule.name || `Rule ${index + 1}`,
      match: rule.match,
      assignTo: rule.assignTo,
      lenderId: rule.lenderId ?? null,
      actionPlanId: rule.actionPlanId ?? null,
    })),
    default: { assignTo: input.default.assignTo, lenderId: input.default.lenderId ?? null, actionPlanId: input.default.actionPlanId ?? null },
  };
}

/**
 * Every agent, lender and plan the flow names must be the company's, active, and of the right
 * kind; all problems are collected, the first names the 422. An id of another company's agent
 * reads exactly like an unknown one, so the answer never tells that it exists.
 */
async function checkReferences(db: Db, companyId: number, flow: LeadFlow): Promise<void> {
  const parts = [...flow.rules.map((rule, index) => ({ at: `rules.${index}`, rule })), { at: 'default', rule: flow.default }];
  const agentIds = [...new Set(parts.flatMap(({ rule }) => [...rule.assignTo.agentIds, ...(rule.lenderId === null ? [] : [rule.lenderId])]))];
  const planIds = [...new Set(parts.flatMap(({ rule }) => (rule.actionPlanId === null ? [] : [rule.actionPlanId])))];
  const [people, plans] = await Promise.all([
    agentIds.length ? db.select({ id: agents.id, type: agents.type, isActive: agents.isActive, firstName: agents.firstName, lastName: agents.lastName }).from(agents).where(and(eq(agents.companyId, companyId), inArray(agents.id, agentIds))) : [],
    planIds.length ? db.select({ id: actionPlans.id }).from(actionPlans).where(and(eq(actionPlans.companyId, companyId), inArray(actionPlans.id, planIds))) : [],
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const planSet = new Set(plans.map((p) => p.id));
  const errors: Record<string, string> = {};
  for (const { at, rule } of parts) {
    for (const id of rule.assignTo.agentIds) {
      const agent = byId.get(id);
      const why = !agent ? `Agent #${id} is not an agent of your company`
        : !agent.isActive ? `${agent.firstName} ${agent.lastName} is deactivated`
          : agent.type === 'lender' ? `${agent.firstName} ${agent.lastName} is a lender: lenders cannot take leads as buyer agent` : null;
      if (why) {
        errors[`${at}.assignTo.agentIds`] ??= why;
      }
    }
    if (rule.lenderId !== null) {
      const lender = byId.get(rule.lenderId);
      const why = !lender ? 'No such lender in your company' : lender.type !== 'lender' ? `${lender.firstName} ${lender.lastName} is not a lender` : !lender.isActive ? `${lender.firstName} ${lender.lastName} is deactivated` : null;
      if (why) errors[`${at}.lenderId`] = why;
    }
    if (rule.actionPlanId !== null && !planSet.has(rule.actionPlanId)) errors[`${at}.actionPlanId`] = 'No such action plan in your company';
  }
  const first = Object.entries(errors)[0];
  if (first) throw unprocessable(`${first[0]}: ${first[1]}`, errors);
}

/**
 * PUT /api/crm/lead-flow (admins; the route answers 403 to everyone else): the whole flow
 * replaces the stored one, rules in the order given. A rule keeps the id the client sent back
 * (its round-robin cursor goes on where it was); a new rule gets one. Nothing is saved unless
 * everything passes. The change is audited in the same transaction.
 */
export async function saveLeadFlow(access: CrmAccess, input: LeadFlowInput, request: { headers: Headers }): Promise<LeadFlowAnswer> {
  if (!access.isAdmin) throw forbidden('Only admins change the lead flow');
  const flow = withIds(input);
  const db = await getDb();
  await checkReferences(db, access.companyId, flow);
  const saved = await db.transaction(async (tx) => {
    const values = { companyId: access.companyId, rules: flow.rules, defaultRule: flow.default, updatedBy: access.agentId, updatedAt: new Date() };
    const [row] = await tx.insert(leadFlows).values(values)
      .onConflictDoUpdate({ target: leadFlows.companyId, set: { rules: values.rules, defaultRule: values.defaultRule, updatedBy: values.updatedBy, updatedAt: values.updatedAt } })
      .returning({ updatedAt: leadFlows.updatedAt });
    await recordAudit({
      companyId: access.companyId, agentId: access.agentId, action: 'crm.lead-flow.update', outcome: 'success', subject: 'lead flow',
      data: { rules: flow.rules.length, defaultMode: flow.default.assignTo.mode },
    }, request, tx);
    return row;
  });
  return { ...flow, updatedAt: saved?.updatedAt.toISOString() ?? new Date().toISOString() };
}
