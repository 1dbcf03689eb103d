import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import { forbidden } from '@/lib/http/errors';
import type { CrmAccess } from './access';

/** Only admins change the team (brokers who are not admins read it). */
export function requireTeamAdmin(access: CrmAccess): void {
  if (!access.isAdmin) throw forbidden('Only admins change the team');
}

/**
 * Locks the company's active admins (FOR UPDATE) before a team change and checks that the
 * caller is still one of them (their flag may have gone since the request began). With the
 * two rules on oneself (an admin can neither remove their own flag nor deactivate themselves)
 * this keeps the company an active admin: the caller stays one. Two admins demoting each other
 * at the same moment run one after the other, and the second is no admin any more: 403.
 */
export async function lockAdmins(tx: Db, access: CrmAccess): Promise<void> {
  await tx
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.companyId, access.companyId), eq(agents.isAdmin, true), eq(agents.isActive, true)))
    .orderBy(agents.id)
    .for('update');
  // Read again once the lock is held: what committed while we waited (READ COMMITTED) counts.
  const now = await tx.select({ id: agents.id }).from(agents).where(and(eq(agents.companyId, access.companyId), sql`${agents.isAdmin} and ${agents.isActive}`));
  if (!now.some((r) => r.id === access.agentId)) throw forbidden('Only admins change the team');
}
