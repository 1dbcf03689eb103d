import 'server-only';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import { getDb } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import { unprocessable } from '@/lib/http/errors';
import { authenticateAgent, recordSignIn } from './agent-login';
import type { AgentClaims } from './agent-session';
import { hashPassword, verifyPassword } from './password';
import { createSession, revokeAllSessions, revokeSession, type SessionRef } from './sessions';
import { checkCurrentPassword } from './sign-in-limits';

type Request = { headers: Headers };

/**
 * Signs an agent in: a new session row, and the attempt in the audit log either way. A browser
 * that held another session of this company gives it up (one agent per cookie jar).
 */
export async function signInAgent(
  companyId: number,
  email: string,
  password: string,
  request: Request,
  previous: SessionRef | null,
): Promise<{ agent: AgentClaims; session: SessionRef } | null> {
  const result = await authenticateAgent(companyId, email, password);
  const db = await getDb();
  const failed = async (reason: string, agentId: number | null) => {
    await recordAudit({ companyId, agentId, action: 'agent.sign-in', outcome: 'failure', subject: email.toLowerCase(), data: { reason } }, request, db);
    return null;
  };
  if (!result.ok) return failed(result.agentId ? 'password' : 'unknown-email', result.agentId);
  const signedIn = await db.transaction(async (tx) => {
    // The password changed (or the agent was switched off) while it was being checked.
    if (!(await recordSignIn(tx, result.agent, result.proof))) return null;
    if (previous) await revokeSession(companyId, previous.id, 'logout', tx);
    const session = await createSession(companyId, { kind: 'agent', agentId: result.agent.id }, request, tx);
    await recordAudit({ companyId, agentId: result.agent.id, action: 'agent.sign-in', outcome: 'success', subject: email.toLowerCase() }, request, tx);
    return { agent: result.agent, session };
  });
  return signedIn ?? failed('changed-meanwhile', result.agent.id);
}

/** Log-out: this session, or with `everywhere` every session of the agent (every device). */
export async function signOutAgent(agent: AgentClaims, session: SessionRef, everywhere: boolean, request: Request): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const ended = everywhere
      ? await revokeAllSessions(agent.companyId, { kind: 'agent', agentId: agent.id }, 'everywhere', { db: tx })
      : await revokeSession(agent.companyId, session.id, 'logout', tx);
    await recordAudit({ companyId: agent.companyId, agentId: agent.id, action: everywhere ? 'agent.sign-out-everywhere' : 'agent.sign-out', outcome: 'success', data: { sessions: ended } }, request, tx);
  });
}

/**
 * A new password: the current one must be given (a borrowed, unlocked screen is not enough).
 * Every session of the agent ends, on every device, and this browser gets a fresh one.
 */
export async function changeAgentPassword(agent: AgentClaims, current: string, next: string, request: Request): Promise<SessionRef> {
  const db = await getDb();
  const [row] = await db
    .select({ passwordHash: agents.passwordHash })
    .from(agents)
    .where(and(eq(agents.id, agent.id), eq(agents.companyId, agent.companyId)))
    .limit(1);
  const attempt = await checkCurrentPassword(agent.companyId, agent.id);
  if (!row || !(await verifyPassword(current, row.passwordHash))) {
    await recordAudit({ companyId: agent.companyId, agentId: agent.id, action: 'agent.password-change', outcome: 'failure', data: { reason: 'current-password' } }, request, db);
    throw unprocessable('currentPassword: the current password is not right', { currentPassword: 'The current password is not right' });
  }
  await attempt.succeeded();
  if (next === current) throw unprocessable('newPassword: choose a password you have not used here', { newPassword: 'Choose a password other than the current one' });
  const passwordHash = await hashPassword(next);
  return db.transaction(async (tx) => {
    await tx.update(agents).set({ passwordHash, updatedAt: new Date() }).where(and(eq(agents.id, agent.id), eq(agents.companyId, agent.companyId)));
    const ended = await revokeAllSessions(agent.companyId, { kind: 'agent', agentId: agent.id }, 'password', { db: tx });
    const session = await createSession(agent.companyId, { kind: 'agent', agentId: agent.id }, request, tx);
    await recordAudit({ companyId: agent.companyId, agentId: agent.id, action: 'agent.password-change', outcome: 'success', data: { sessionsEnded: ended } }, request, tx);
    return session;
  });
}
