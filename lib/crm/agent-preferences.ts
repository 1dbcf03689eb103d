import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agentPreferences } from '@/lib/db/schema';
import type { CrmAccess } from './access';

/**
 * The signed-in agent's own settings, by key (agent_preferences). Always the caller's row in
 * the caller's company: there is no way to name another agent's. Callers validate the value
 * with their own schema before writing and again when reading (a stored value may predate it).
 */
export async function readPreference(access: CrmAccess, key: string): Promise<unknown> {
  const db = await getDb();
  const [row] = await db
    .select({ value: agentPreferences.value })
    .from(agentPreferences)
    .where(and(eq(agentPreferences.companyId, access.companyId), eq(agentPreferences.agentId, access.agentId), eq(agentPreferences.key, key)));
  return row?.value;
}

export async function writePreference(access: CrmAccess, key: string, value: unknown): Promise<void> {
  const db = await getDb();
  await db
    .insert(agentPreferences)
    .values({ companyId: access.companyId, agentId: access.agentId, key, value })
    .onConflictDoUpdate({ target: [agentPreferences.agentId, agentPreferences.key], set: { value, updatedAt: sql`now()` } });
}
