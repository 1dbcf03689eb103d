import 'server-only';
import { crmAccessOf } from './access';
import type { CrmViewer } from './types';

/** The agent profile fields the viewer is made of (lib/auth/agent-login.ts getAgentProfile). */
interface AgentProfileFacts {
  id: number;
  fullName: string;
  type: CrmViewer['type'];
  isAdmin: boolean;
}

/** The signed-in agent as the CRM's client components see them: who, and what their role may do. */
export function crmViewerOf(companyId: number, agent: AgentProfileFacts): CrmViewer {
  const access = crmAccessOf({ id: agent.id, companyId, type: agent.type, isAdmin: agent.isAdmin });
  return { id: agent.id, fullName: agent.fullName, type: agent.type, isAdmin: agent.isAdmin, canManage: access.canManage, canClaim: access.canClaim };
}
