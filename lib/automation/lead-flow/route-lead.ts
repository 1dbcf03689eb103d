import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { NewLeadStep } from '@/lib/automation/new-lead';
import { agents, leads } from '@/lib/db/schema';
import { applyRule, recordKeptAgent } from './assign';
import { leadFacts } from './facts';
import { chooseRule } from './match';
import { DEFAULT_RULE_ID } from './schema';
import { leadFlowOf } from './store';

/** The default rule's name on the timeline and in mails. */
export const DEFAULT_RULE_NAME = 'Default rule';

/**
 * The lead flow, the first step of every new lead (lib/automation/new-lead.ts), inside the
 * transaction that created it. A lead who already has a buyer agent keeps them: the company's
 * site agent for a sign-up on their own site (registration sets it), or the agent who added
 * the lead by hand with "assign to me". Everyone else gets the first matching rule, else the
 * default rule; either way one `lead-routing` activity says what happened.
 */
export const routeNewLead: NewLeadStep = async (tx, lead, after) => {
  const companyId = lead.company.id;
  const [row] = await tx.select().from(leads).where(and(eq(leads.companyId, companyId), eq(leads.id, lead.leadId))).limit(1);
  if (!row) return;
  const target = { companyId, lead: row, now: lead.now };
  if (row.buyerAgentId !== null) {
    const [agent] = await tx.select({ firstName: agents.firstName, lastName: agents.lastName }).from(agents).where(eq(agents.id, row.buyerAgentId)).limit(1);
    const why = lead.via === 'import' ? 'import file' : lead.via === 'api' && lead.addedBy === row.buyerAgentId ? 'added by hand' : 'agent site';
    await recordKeptAgent(tx, target, { agentId: row.buyerAgentId, agentName: agent ? `${agent.firstName} ${agent.lastName}` : `Agent #${row.buyerAgentId}`, why });
    return;
  }
  const [flow, facts] = await Promise.all([leadFlowOf(tx, companyId), leadFacts(tx, row)]);
  const chosen = chooseRule(flow, facts);
  await applyRule(tx, { ...target, after, company: lead.company }, chosen.kind === 'rule'
    ? { ruleId: chosen.rule.id, ruleName: chosen.rule.name, rule: chosen.rule }
    : { ruleId: DEFAULT_RULE_ID, ruleName: DEFAULT_RULE_NAME, rule: chosen.rule });
};
