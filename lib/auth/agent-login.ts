import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import { hashPassword, needsRehash, verifyPassword } from './password';
import type { AgentClaims } from './agent-session';

// Checked when the e-mail is unknown, so both failures cost one scrypt and look alike from outside.
let dummyHash: Promise<string> | undefined;

export type Authentication = { ok: true; agent: AgentClaims; proof: PasswordProof } | { ok: false; agentId: number | null };

/** The stored hash the password was checked against, and its replacement when it was made at a lower cost. */
export interface PasswordProof {
  checked: string;
  rehashed?: string;
}

/**
 * Checks an agent's e-mail and password in this company: the same answer outside for an
 * unknown e-mail and a wrong password (`agentId`, for the audit log, says which it was). A hash
 * made at a lower cost than today's is rehashed while the password is known (DESIGN §13);
 * `recordSignIn` stores it.
 */
export async function authenticateAgent(companyId: number, email: string, password: string): Promise<Authentication> {
  const db = await getDb();
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.companyId, companyId), sql`lower(${agents.email}) = ${email.toLowerCase()}`, eq(agents.isActive, true)))
    .limit(1);
  const valid = await verifyPassword(password, agent?.passwordHash ?? (await (dummyHash ??= hashPassword('not a real password'))));
  if (!agent?.passwordHash || !valid) return { ok: false, agentId: agent?.id ?? null };
  const rehashed = needsRehash(agent.passwordHash) ? await hashPassword(password) : undefined;
  return { ok: true, agent: { id: agent.id, companyId: agent.companyId, type: agent.type, isAdmin: agent.isAdmin }, proof: { checked: agent.passwordHash, rehashed } };
}

/**
 * Notes the sign-in on the agent's row, only if the password checked is still the stored one
 * and the agent still active: false when a password change or a deactivation committed while
 * the hash was being checked. Run in the transaction that creates the session: the row lock
 * taken here orders it with a password change's, whose revocation then sees the new session.
 */
export async function recordSignIn(db: Db, agent: AgentClaims, proof: PasswordProof): Promise<boolean> {
  const updated = await db
    .update(agents)
    .set({ lastLoginAt: new Date(), ...(proof.rehashed ? { passwordHash: proof.rehashed } : {}) })
    .where(and(eq(agents.id, agent.id), eq(agents.companyId, agent.companyId), eq(agents.passwordHash, proof.checked), eq(agents.isActive, true)))
    .returning({ id: agents.id });
  return updated.length > 0;
}

/** GET /api/agents/me: the signed-in agent's own profile (never the password hash). */
export async function getAgentProfile(companyId: number, agentId: number) {
  const db = await getDb();
  const [a] = await db.select().from(agents).where(and(eq(agents.id, agentId), eq(agents.companyId, companyId), eq(agents.isActive, true))).limit(1);
  if (!a) return null;
  return {
    id: a.id,
    type: a.type,
    isAdmin: a.isAdmin,
    firstName: a.firstName,
    lastName: a.lastName,
    fullName: `${a.firstName} ${a.lastName}`,
    email: a.email,
    phone: a.phone,
    primaryPhone: a.primaryPhone,
    site: a.site,
    title: a.title,
    photoUrl: a.photoUrl,
  };
}
