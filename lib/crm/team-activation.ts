import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import { revokeAllSessions } from '@/lib/auth/sessions';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { activities, agentInvites, agents, leads } from '@/lib/db/schema';
import type { AgentType } from '@/lib/db/schema/agents';
import { notFound, unprocessable } from '@/lib/http/errors';
import type { CrmAccess } from './access';
import { lockAdmins, requireTeamAdmin } from './team-rules';
import type { ActivationResult } from './team-types';
import { TRANSFER_ELIGIBLE } from './transfer-rules';
import type { TransferType } from './types';

type Request = { headers: Headers };
const COLUMN = { agent: leads.buyerAgentId, listingAgent: leads.listingAgentId, lender: leads.lenderId } as const;
const KEY = { agent: 'buyerAgentId', listingAgent: 'listingAgentId', lender: 'lenderId' } as const;
type Colleague = { id: number; firstName: string; lastName: string; type: AgentType };

/**
 * The leads `from` holds as `type` go to `to` (null: no one), each with a `transfer`
 * activity {type, from, to, toName} by the admin, in the caller's transaction.
 */
async function moveLinks(tx: Db, access: CrmAccess, type: TransferType, from: number, to: Colleague | null): Promise<number> {
  const moved = await tx
    .update(leads)
    .set({ [KEY[type]]: to?.id ?? null, updatedAt: new Date() })
    .where(and(eq(leads.companyId, access.companyId), eq(COLUMN[type], from)))
    .returning({ id: leads.id });
  if (moved.length === 0) return 0;
  const toName = to ? `${to.firstName} ${to.lastName}` : null;
  // In slices: one INSERT's parameters stay far below PostgreSQL's 65,535 however many leads an agent held.
  for (let i = 0; i < moved.length; i += 2000) {
    await tx.insert(activities).values(
      moved.slice(i, i + 2000).map((lead) => ({ companyId: access.companyId, leadId: lead.id, agentId: access.agentId, type: 'transfer' as const, data: { type, from, to: to?.id ?? null, toName } })),
    );
  }
  return moved.length;
}

/**
 * PATCH /api/crm/agents/{id} {isActive, reassignTo?} (admins). Off: every session of theirs ends
 * at once, on every instance (the session check reads `is_active`), their unused invite links
 * stop working, and the leads they hold move, each with a `transfer` activity:
 * - as buyer agent: to `reassignTo` when given, else to the pond (no buyer agent, DESIGN §9);
 * - as listing agent or lender: to `reassignTo` when the transfer rules allow that colleague
 *   the role (a broker or realtor lists, a lender lends), else the link is cleared, so no lead
 *   keeps pointing at someone who can no longer work it; brokers and admins see those leads
 *   and transfer them.
 * On: they may sign in again (ended sessions stay ended); nothing moves back. An admin cannot
 * switch themselves off, and the company keeps an active admin.
 */
export async function setAgentActive(access: CrmAccess, agentId: number, isActive: boolean, reassignTo: number | null | undefined, request: Request): Promise<ActivationResult> {
  requireTeamAdmin(access);
  if (agentId === access.agentId && !isActive) throw unprocessable('isActive: you cannot deactivate yourself', { isActive: 'You cannot deactivate yourself' });
  if (reassignTo === agentId) throw unprocessable('reassignTo: choose someone other than the agent you deactivate', { reassignTo: 'Choose someone other than the agent you deactivate' });
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockAdmins(tx, access);
    const [agent] = await tx
      .update(agents)
      .set({ isActive, updatedAt: new Date() })
      .where(and(eq(agents.id, agentId), eq(agents.companyId, access.companyId)))
      .returning({ id: agents.id, isActive: agents.isActive, email: agents.email });
    if (!agent) throw notFound('Agent not found');
    if (isActive) {
      await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'admin.agent.activate', outcome: 'success', subject: agent.email, data: { agentId } }, request, tx);
      return { id: agent.id, isActive: true, leadsToPond: 0 };
    }
    let target: Colleague | null = null;
    if (typeof reassignTo === 'number') {
      const [row] = await tx
        .select({ id: agents.id, firstName: agents.firstName, lastName: agents.lastName, type: agents.type, isActive: agents.isActive })
        .from(agents)
        .where(and(eq(agents.id, reassignTo), eq(agents.companyId, access.companyId)))
        .for('update')
        .limit(1);
      if (!row || !row.isActive) {
        const why = row ? 'This agent is deactivated' : 'No such agent in your company';
        throw unprocessable(`reassignTo: ${why}`, { reassignTo: why });
      }
      target = row;
    }
    const ended = await revokeAllSessions(access.companyId, { kind: 'agent', agentId }, 'deactivated', { db: tx });
    await tx.update(agentInvites).set({ revokedAt: new Date() }).where(and(eq(agentInvites.companyId, access.companyId), eq(agentInvites.agentId, agentId), isNull(agentInvites.usedAt), isNull(agentInvites.revokedAt)));
    const eligible = (type: TransferType) => (target && TRANSFER_ELIGIBLE[type].includes(target.type) ? target : null);
    const buyer = await moveLinks(tx, access, 'agent', agentId, target);
    const listing = await moveLinks(tx, access, 'listingAgent', agentId, eligible('listingAgent'));
    const lender = await moveLinks(tx, access, 'lender', agentId, eligible('lender'));
    const data = { agentId, sessionsEnded: ended, reassignTo: target?.id ?? null, buyerLeads: buyer, listingLeads: listing, lenderLeads: lender, leadsToPond: target ? 0 : buyer };
    await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'admin.agent.deactivate', outcome: 'success', subject: agent.email, data }, request, tx);
    if (!target) return { id: agent.id, isActive: false, leadsToPond: buyer };
    const reassigned = buyer + (eligible('listingAgent') ? listing : 0) + (eligible('lender') ? lender : 0);
    return { id: agent.id, isActive: false, leadsToPond: 0, leadsReassigned: reassigned, reassignedTo: target.id };
  });
}
