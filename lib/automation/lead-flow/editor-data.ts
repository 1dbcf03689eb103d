import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { CrmAccess } from '@/lib/crm/access';
import { getDb } from '@/lib/db/client';
import { actionPlans, agents } from '@/lib/db/schema';
import { readLeadFlow } from './store';
import type { LeadFlowAnswer } from './types';

export interface LeadFlowEditorData {
  flow: LeadFlowAnswer;
  /** Active agents who may take leads (no lenders), by name. */
  agents: { id: number; name: string }[];
  lenders: { id: number; name: string }[];
  plans: { id: number; name: string; active: boolean }[];
}

/** What /settings?section=lead-flow shows on its first render: the flow and what its rules may name (managers only, as GET). */
export async function leadFlowEditorData(access: CrmAccess): Promise<LeadFlowEditorData> {
  const db = await getDb();
  const [flow, people, plans] = await Promise.all([
    readLeadFlow(access),
    db.select({ id: agents.id, type: agents.type, firstName: agents.firstName, lastName: agents.lastName, isActive: agents.isActive }).from(agents)
      .where(eq(agents.companyId, access.companyId)).orderBy(asc(agents.lastName), asc(agents.firstName), asc(agents.id)),
    db.select({ id: actionPlans.id, name: actionPlans.name, active: actionPlans.active }).from(actionPlans).where(eq(actionPlans.companyId, access.companyId)).orderBy(asc(actionPlans.name)),
  ]);
  const active = people.filter((p) => p.isActive);
  const option = (p: (typeof people)[number]) => ({ id: p.id, name: `${p.firstName} ${p.lastName}` });
  return { flow, agents: active.filter((p) => p.type !== 'lender').map(option), lenders: active.filter((p) => p.type === 'lender').map(option), plans };
}
