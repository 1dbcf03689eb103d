import type { AgentClaims } from '@/lib/auth/agent-session';
import type { AgentType } from '@/lib/db/schema/agents';

/**
 * Which leads an agent sees (DESIGN §9, "Who sees what"):
 * - `company`: every lead of the company (brokers, and any agent with is_admin);
 * - `own-and-pond`: leads they are buyer or listing agent of, and the pond (no buyer agent) — agents and realtors;
 * - `lender`: leads they are the lender of.
 */
export type LeadScope = 'company' | 'own-and-pond' | 'lender';

/** The signed-in agent as every CRM service receives it: who, of which company, and what they may see and do. */
export interface CrmAccess {
  agentId: number;
  companyId: number;
  type: AgentType;
  isAdmin: boolean;
  scope: LeadScope;
  /** Assign, transfer and bulk actions (brokers and admins). */
  canManage: boolean;
  /** Take a lead from the pond (agents and realtors; brokers and admins assign instead, and may claim too). */
  canClaim: boolean;
}

export function leadScopeOf(agent: Pick<AgentClaims, 'type' | 'isAdmin'>): LeadScope {
  if (agent.isAdmin || agent.type === 'broker') return 'company';
  return agent.type === 'lender' ? 'lender' : 'own-and-pond';
}

export function crmAccessOf(agent: AgentClaims): CrmAccess {
  const scope = leadScopeOf(agent);
  return {
    agentId: agent.id,
    companyId: agent.companyId,
    type: agent.type,
    isAdmin: agent.isAdmin,
    scope,
    canManage: scope === 'company',
    canClaim: agent.type !== 'lender',
  };
}
