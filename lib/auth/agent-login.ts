import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { sharedCache } from '@/lib/cache/ttl-cache';
import { getDb } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import { hashPassword, verifyPassword } from './password';
import type { AgentClaims } from './agent-session';

// Checked when the e-mail is unknown, so both failures cost one scrypt and look alike from outside.
let dummyHash: Promise<string> | undefined;

/** The agent for these credentials in this company, or null (same answer for unknown e-mail and wrong password). */
export async function authenticateAgent(companyId: number, email: string, password: string): Promise<AgentClaims | null> {
  const db = await getDb();
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.companyId, companyId), sql`lower(${agents.email}) = ${email.toLowerCase()}`, eq(agents.isActive, true)))
    .limit(1);
  const valid = await verifyPassword(password, agent?.passwordHash ?? (await (dummyHash ??= hashPassword('not a real password'))));
  if (!agent || !valid) return null;
  await db.update(agents).set({ lastLoginAt: new Date() }).where(eq(agents.id, agent.id));
  return { id: agent.id, companyId: agent.companyId, type: agent.type, isAdmin: agent.isAdmin };
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

// The proxy and the page both ask on every CRM request; a few seconds' memory answers both
// with one query and still lets a deactivation take hold almost at once.
const activeAgents = sharedCache<string, AgentClaims | null>('active-agent', 5_000);

/**
 * The role an agent session has now: the row decides (a deactivated or demoted agent
 * loses rights within seconds), the token only says who it is.
 */
export function activeAgentClaims(companyId: number, agentId: number): Promise<AgentClaims | null> {
  return activeAgents.get(`${companyId}:${agentId}`, async () => {
    const db = await getDb();
    const [a] = await db
      .select({ id: agents.id, companyId: agents.companyId, type: agents.type, isAdmin: agents.isAdmin })
      .from(agents)
      .where(and(eq(agents.id, agentId), eq(agents.companyId, companyId), eq(agents.isActive, true)))
      .limit(1);
    return a ?? null;
  });
}
