import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getAgentProfile } from '@/lib/auth/agent-login';
import { getViewer } from '@/lib/auth/viewer';
import { crmAccessOf, type CrmAccess } from './access';
import type { CrmViewer } from './types';

export interface CrmAgent {
  access: CrmAccess;
  /** The signed-in agent as the CRM's client components see them: who, and what their role may do. */
  viewer: CrmViewer;
}

/**
 * The signed-in, active agent of this request, for the CRM layout and its pages: their access
 * (DESIGN §9) and their profile, read once per request however many of them ask. Null for a
 * visitor or an agent switched off since their session began.
 */
export const currentCrmAgent = cache(async (): Promise<CrmAgent | null> => {
  const viewer = await getViewer();
  if (!viewer.agent) return null;
  const profile = await getAgentProfile(viewer.company.id, viewer.agent.id);
  if (!profile) return null;
  const access = crmAccessOf(viewer.agent);
  return {
    access,
    viewer: { id: access.agentId, fullName: profile.fullName, type: access.type, isAdmin: access.isAdmin, canManage: access.canManage, canClaim: access.canClaim },
  };
});

/**
 * A CRM page's agent. The (crm) layout already sends visitors to sign in; this says it again
 * for the page's own types (no `!`), with the page's own path to come back to.
 */
export async function requireCrmAgent(next: string): Promise<CrmAgent> {
  const agent = await currentCrmAgent();
  if (!agent) redirect(`/login?next=${encodeURIComponent(next)}`);
  return agent;
}
