import 'server-only';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import { revokeAllSessions } from '@/lib/auth/sessions';
import type { AgentClaims } from '@/lib/auth/agent-session';
import { getDb } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import { notFound } from '@/lib/http/errors';

type Request = { headers: Headers };

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
