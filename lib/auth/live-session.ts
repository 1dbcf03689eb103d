import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents, sessions } from '@/lib/db/schema';
import type { AgentClaims } from './agent-session';
import { liveSessionCondition, touchSession, type SessionRef } from './sessions';

// Not cached: one indexed read per signed-in request is what lets a log-out, a password change
// or a deactivation end a session at once on every instance (DESIGN §11, §13). Pages and
// route handlers resolve the viewer once per request (lib/auth/viewer.ts).

/** The agent a session-bound token speaks for, with the role the agents row gives it now; null when the session or the agent is over. */
export async function liveAgent(companyId: number, agentId: number, ref: SessionRef): Promise<AgentClaims | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: agents.id, companyId: agents.companyId, type: agents.type, isAdmin: agents.isAdmin, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(agents, and(eq(agents.id, sessions.agentId), eq(agents.companyId, sessions.companyId)))
    .where(and(liveSessionCondition(ref), eq(sessions.companyId, companyId), eq(sessions.kind, 'agent'), eq(sessions.agentId, agentId), eq(agents.isActive, true)))
    .limit(1);
  if (!row) return null;
  await touchSession(ref.id, row.lastSeenAt);
  return { id: row.id, companyId: row.companyId, type: row.type, isAdmin: row.isAdmin };
}

/** Whether a lead's session is live (the foreign key ends it with the lead). */
export async function liveLeadSession(companyId: number, leadId: number, ref: SessionRef): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(liveSessionCondition(ref), eq(sessions.companyId, companyId), eq(sessions.kind, 'lead'), eq(sessions.leadId, leadId)))
    .limit(1);
  if (!row) return false;
  await touchSession(ref.id, row.lastSeenAt);
  return true;
}
