import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import { conflict, forbidden } from '@/lib/http/errors';
import type { CrmAccess } from './access';

/** Only admins change the team (brokers who are not admins read it). */
export function requireTeamAdmin(access: CrmAccess): void {
  if (!access.isAdmin) throw forbidden('Only admins change the team');
}

/**
 * Locks the company's active admins (FOR UPDATE) for a change that could take one away — a
 * removed admin flag, a deactivation — and returns the ids still admin. Two admins demoting
 * each other at the same moment then run one after the other, and the second sees the first's
 * change. The caller must still be one of them (their flag may have gone meanwhile).
 */
export async function lockAdmins(tx: Db, access: CrmAccess): Promise<Set<number>> {
  await tx
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.companyId, access.companyId), eq(agents.isAdmin, true), eq(agents.isActive, true)))
    .orderBy(agents.id)
    .for('update');
  // Read again once the lock is held: what committed while we waited (READ COMMITTED) counts.
  const now = await tx.select({ id: agents.id }).from(agents).where(and(eq(agents.companyId, access.companyId), sql`${agents.isAdmin} and ${agents.isActive}`));
  const admins = new Set(now.map((r) => r.id));
  if (!admins.has(access.agentId)) throw forbidden('Only admins change the team');
  return admins;
}

/** The company keeps at least one active admin: 409 when taking `agentId` away would leave none. */
export function keepAnAdmin(admins: Set<number>, agentId: number): void {
  if (admins.has(agentId) && admins.size <= 1) throw conflict('The company must keep at least one active admin');
}
