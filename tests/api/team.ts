import type { AgentType } from '@/lib/db/schema/agents';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { seededSessionId } from '@/lib/auth/seeded-sessions';
import { seededAgentCookie } from './fixtures';
import { API_AUTH_SECRET } from './server';

const SECRET = new TextEncoder().encode(API_AUTH_SECRET);
const DAY = 86_400_000;

export type TeamMember = { id: number; companyId: number; type: AgentType; isAdmin: boolean };
/** A member to add: its key (also its first name), company, type and whether an admin. */
export type MemberSpec = [key: string, companyId: number, type: AgentType, isAdmin: boolean];

/**
 * Agents of a test's own (in startServer's `prepare`), each with a live session of the kind
 * the seed gives its people, so `teamCookies` can sign them in without a password. `names`
 * sets them apart from other files' agents (last name, e-mail domain).
 */
export async function insertTeam(db: Db, members: readonly MemberSpec[], names: { lastName: string; domain: string }): Promise<Record<string, TeamMember>> {
  const team: Record<string, TeamMember> = {};
  for (const [key, companyId, type, isAdmin] of members) {
    const [row] = await db.insert(t.agents).values({ companyId, type, isAdmin, firstName: key, lastName: names.lastName, email: `${key}@${names.domain}` }).returning({ id: t.agents.id });
    if (!row) throw new Error(`Agent ${key} was not inserted`);
    team[key] = { id: row.id, companyId, type, isAdmin };
    await db.insert(t.sessions).values({ id: seededSessionId('agent', companyId, row.id, SECRET), companyId, kind: 'agent', agentId: row.id, expiresAt: new Date(Date.now() + DAY), createdAt: new Date(), lastSeenAt: new Date() });
  }
  return team;
}

/** Each member's agentSession cookie. */
export async function teamCookies(team: Record<string, TeamMember>): Promise<Record<string, string>> {
  const cookies: Record<string, string> = {};
  for (const [key, who] of Object.entries(team)) cookies[key] = await seededAgentCookie(who);
  return cookies;
}
