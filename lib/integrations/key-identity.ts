import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AgentClaims } from '@/lib/auth/agent-session';
import { getDb } from '@/lib/db/client';
import { agents, integrationKeys } from '@/lib/db/schema';
import { keyHash, looksLikeKey } from './key-format';

/** An integration key a request came with, as route() needs it. */
export interface KeyIdentity {
  keyId: number;
  scopes: string[];
  /**
   * Who the key acts as: the admin who created it (DESIGN §11; docs/integrations.md). Company-wide
   * lead scope, narrowed by the key's scopes. A creator deactivated, or no longer an admin,
   * leaves the key without anyone to act as: it stops working until an admin makes a new one.
   */
  agent: AgentClaims;
}

/** last_used_at moves at most once a minute: one write per busy minute, not one per call. */
const TOUCH_MS = 60_000;

/**
 * The key a bearer token names, for THIS company (the host's): another company's key, a revoked
 * one, or one whose creator may no longer act is simply not a key (401 where one is needed).
 */
export async function keyIdentity(token: string, companyId: number, now = new Date()): Promise<KeyIdentity | null> {
  if (!looksLikeKey(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: integrationKeys.id, scopes: integrationKeys.scopes, lastUsedAt: integrationKeys.lastUsedAt, agentId: agents.id, type: agents.type, isAdmin: agents.isAdmin })
    .from(integrationKeys)
    .innerJoin(agents, and(eq(agents.id, integrationKeys.createdBy), eq(agents.companyId, integrationKeys.companyId)))
    .where(and(eq(integrationKeys.keyHash, keyHash(token)), eq(integrationKeys.companyId, companyId), isNull(integrationKeys.revokedAt), eq(agents.isActive, true)))
    .limit(1);
  if (!row || !row.isAdmin) return null;
  // Read first: most calls of a busy key write nothing. The update's own condition settles two racing instances.
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= TOUCH_MS) await db.update(integrationKeys).set({ lastUsedAt: now })
    .where(and(eq(integrationKeys.id, row.id), or(isNull(integrationKeys.lastUsedAt), lt(integrationKeys.lastUsedAt, new Date(now.getTime() - TOUCH_MS)))));
  return { keyId: row.id, scopes: row.scopes, agent: { id: row.agentId, companyId, type: row.type, isAdmin: row.isAdmin } };
}
