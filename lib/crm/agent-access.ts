import 'server-only';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import { revokeAllSessions } from '@/lib/auth/sessions';
import type { AgentClaims } from '@/lib/auth/agent-session';
import { getDb } from '@/lib/db/client';
import { agents, leads } from '@/lib/db/schema';
import { notFound, unprocessable } from '@/lib/http/errors';

type Request = { headers: Headers };

/**
 * An admin turns a colleague's access on or off. Off ends every session of theirs at once, on
 * every instance (the session check also reads `is_active`), and the leads they were buyer
 * agent of go to the pond (DESIGN §9: leads with no buyer agent, for anyone to claim). An admin
 * cannot switch themselves off (the company could be left with no one to switch them back on).
 */
export async function setAgentActive(admin: AgentClaims, agentId: number, isActive: boolean, request: Request) {
  if (agentId === admin.id && !isActive) throw unprocessable('isActive: you cannot deactivate yourself', { isActive: 'You cannot deactivate yourself' });
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [agent] = await tx
      .update(agents)
      .set({ isActive, updatedAt: new Date() })
      .where(and(eq(agents.id, agentId), eq(agents.companyId, admin.companyId)))
      .returning({ id: agents.id, isActive: agents.isActive, email: agents.email });
    if (!agent) throw notFound('Agent not found');
    const ended = isActive ? 0 : await revokeAllSessions(admin.companyId, { kind: 'agent', agentId }, 'deactivated', { db: tx });
    const toPond = isActive ? [] : await tx
      .update(leads)
      .set({ buyerAgentId: null, updatedAt: new Date() })
      .where(and(eq(leads.companyId, admin.companyId), eq(leads.buyerAgentId, agentId)))
      .returning({ id: leads.id });
    await recordAudit(
      { companyId: admin.companyId, agentId: admin.id, action: isActive ? 'admin.agent.activate' : 'admin.agent.deactivate', outcome: 'success', subject: agent.email, data: { agentId, sessionsEnded: ended, leadsToPond: toPond.length } },
      request,
      tx,
    );
    return { id: agent.id, isActive: agent.isActive, leadsToPond: toPond.length };
  });
}

/** An admin signs a colleague out everywhere (a lost phone, a shared password). */
export async function endAgentSessions(admin: AgentClaims, agentId: number, request: Request) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [agent] = await tx.select({ email: agents.email }).from(agents).where(and(eq(agents.id, agentId), eq(agents.companyId, admin.companyId))).limit(1);
    if (!agent) throw notFound('Agent not found');
    const ended = await revokeAllSessions(admin.companyId, { kind: 'agent', agentId }, 'admin', { db: tx });
    await recordAudit({ companyId: admin.companyId, agentId: admin.id, action: 'admin.agent.sign-out-everywhere', outcome: 'success', subject: agent.email, data: { agentId, sessionsEnded: ended } }, request, tx);
    return { id: agentId, sessionsEnded: ended };
  });
}
