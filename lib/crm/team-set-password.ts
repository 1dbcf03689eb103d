import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import type { AgentClaims } from '@/lib/auth/agent-session';
import { hashPassword } from '@/lib/auth/password';
import { createSession, revokeSession, type SessionRef } from '@/lib/auth/sessions';
import { getDb } from '@/lib/db/client';
import { agentInvites, agents } from '@/lib/db/schema';
import { addressLimitKey, clientAddress } from '@/lib/http/client-address';
import { tooManyRequests, unprocessable } from '@/lib/http/errors';
import { limitFromEnv, RateLimit } from '@/lib/http/rate-limit';
import { tokenHash } from './team-invite';

type Request = { headers: Headers };

/** What an invite link is now; the set-password page words each one (components/crm/agents/set-password-form.tsx). */
export type InviteState =
  | { state: 'valid'; firstName: string; email: string }
  | { state: 'used' | 'expired' | 'replaced' | 'deactivated' | 'invalid' };

export const INVITE_STATE_MESSAGES: Record<Exclude<InviteState['state'], 'valid'>, string> = {
  used: 'This link was already used to set a password. Sign in instead.',
  expired: 'This link has expired. Ask an admin of your company to invite you again.',
  replaced: 'A newer invite replaced this link. Use the link in the latest invite e-mail.',
  deactivated: 'This account is deactivated. Ask an admin of your company.',
  invalid: 'This link is not valid. Check that you opened the whole link from the e-mail.',
};

// Every try of a link counts, 15-minute sliding window per address, in the database like the
// sign-in limits (lib/auth/sign-in-limits.ts): the tokens are unguessable (256 bits), the limit
// keeps a script from making us hash passwords in a loop.
const byAddress = new RateLimit('agent-set-password-address', limitFromEnv('AGENT_SIGN_IN_FAILURES_PER_IP', 10), 15 * 60_000);

async function lookUp(companyId: number, token: string) {
  const db = await getDb();
  const [row] = await db
    .select({ invite: agentInvites, agent: { id: agents.id, companyId: agents.companyId, type: agents.type, isAdmin: agents.isAdmin, isActive: agents.isActive, firstName: agents.firstName, email: agents.email } })
    .from(agentInvites)
    .innerJoin(agents, and(eq(agents.id, agentInvites.agentId), eq(agents.companyId, agentInvites.companyId)))
    .where(and(eq(agentInvites.companyId, companyId), eq(agentInvites.tokenHash, tokenHash(token))))
    .limit(1);
  return row ?? null;
}

function stateOf(row: Awaited<ReturnType<typeof lookUp>>, now = Date.now()): InviteState {
  if (!row) return { state: 'invalid' };
  if (row.invite.usedAt) return { state: 'used' };
  if (!row.agent.isActive) return { state: 'deactivated' };
  if (row.invite.revokedAt) return { state: 'replaced' };
  if (row.invite.expiresAt.getTime() <= now) return { state: 'expired' };
  return { state: 'valid', firstName: row.agent.firstName, email: row.agent.email };
}

/** The set-password page's first look at its link (no limit: reading states changes nothing). */
export async function inviteState(companyId: number, token: string | undefined): Promise<InviteState> {
  if (!token || token.length > 200) return { state: 'invalid' };
  return stateOf(await lookUp(companyId, token));
}

/**
 * POST /api/agents/set-password {token, password}: the invitee's password, set once through
 * their link. The link is spent, any other pending link of theirs retired, and they are signed
 * in (a new session; a session this browser held for someone else ends). A link that is not
 * valid any more is 422 naming `token` with the page's words for why.
 */
export async function acceptInvite(companyId: number, token: string, password: string, request: Request, previous: SessionRef | null): Promise<{ agent: AgentClaims; session: SessionRef }> {
  const taken = await byAddress.take(addressLimitKey(clientAddress(request)));
  if (!taken.ok) throw tooManyRequests('Too many tries. Please try again later.', taken.retryAfterSeconds);
  const refuse = (state: Exclude<InviteState['state'], 'valid'>) => unprocessable(`token: ${INVITE_STATE_MESSAGES[state]}`, { token: INVITE_STATE_MESSAGES[state] });
  const first = stateOf(await lookUp(companyId, token));
  if (first.state !== 'valid') throw refuse(first.state);
  // Hashed before the transaction: scrypt takes a while and must not hold row locks.
  const passwordHash = await hashPassword(password);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    // Spend the link first: of two submissions at once, one updates the row, the other finds it used.
    const [spent] = await tx
      .update(agentInvites)
      .set({ usedAt: new Date() })
      .where(and(eq(agentInvites.companyId, companyId), eq(agentInvites.tokenHash, tokenHash(token)), isNull(agentInvites.usedAt), isNull(agentInvites.revokedAt)))
      .returning({ agentId: agentInvites.agentId, expiresAt: agentInvites.expiresAt });
    if (!spent || spent.expiresAt.getTime() <= Date.now()) return null;
    const [agent] = await tx
      .update(agents)
      .set({ passwordHash, lastLoginAt: new Date(), updatedAt: new Date() })
      .where(and(eq(agents.id, spent.agentId), eq(agents.companyId, companyId), eq(agents.isActive, true)))
      .returning({ id: agents.id, companyId: agents.companyId, type: agents.type, isAdmin: agents.isAdmin, email: agents.email });
    if (!agent) return null;
    await tx.update(agentInvites).set({ revokedAt: new Date() }).where(and(eq(agentInvites.companyId, companyId), eq(agentInvites.agentId, agent.id), isNull(agentInvites.usedAt), isNull(agentInvites.revokedAt)));
    if (previous) await revokeSession(companyId, previous.id, 'logout', tx);
    const session = await createSession(companyId, { kind: 'agent', agentId: agent.id }, request, tx);
    await recordAudit({ companyId, agentId: agent.id, action: 'agent.set-password', outcome: 'success', subject: agent.email.toLowerCase() }, request, tx);
    return { agent: { id: agent.id, companyId: agent.companyId, type: agent.type, isAdmin: agent.isAdmin }, session };
  });
  if (!result) {
    // Changed while the password was hashed (used by a second tab, expired, or the agent switched off): say what it is now.
    const now = stateOf(await lookUp(companyId, token));
    throw refuse(now.state === 'valid' ? 'used' : now.state);
  }
  await byAddress.refund(taken.ticket);
  return result;
}
