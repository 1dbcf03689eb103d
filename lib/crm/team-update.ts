import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import { getDb } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import { HttpError, notFound, unprocessable } from '@/lib/http/errors';
import { invalidateCompany, type Company } from '@/lib/tenancy/company';
import type { CrmAccess } from './access';
import type { TeamPatch } from './team-input';
import { teamMember } from './team-list';
import { lockAdmins, requireTeamAdmin } from './team-rules';
import type { TeamMember } from './team-types';

type Request = { headers: Headers };
type ProfilePatch = Omit<TeamPatch, 'isActive' | 'reassignTo'>;
const FIELDS = ['type', 'isAdmin', 'firstName', 'lastName', 'phone', 'bio', 'site'] as const;

/**
 * PATCH /api/crm/agents/{id} with profile fields (admins). A new type or admin flag counts from
 * the agent's next request: the session check reads the role from the agents row
 * (lib/auth/live-session.ts), never from the cookie. Links to leads stay as they are when the
 * type changes; the transfer rules apply to new transfers. An admin cannot take away their own
 * admin flag, and the company keeps an active admin. Every change is in the audit log with
 * its old and new value.
 */
export async function updateTeamMember(access: CrmAccess, company: Company, agentId: number, patch: ProfilePatch, request: Request): Promise<TeamMember> {
  requireTeamAdmin(access);
  if (patch.isAdmin === false && agentId === access.agentId) {
    throw unprocessable('isAdmin: you cannot remove your own admin flag', { isAdmin: 'You cannot remove your own admin flag: ask another admin' });
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockAdmins(tx, access);
    const [agent] = await tx.select().from(agents).where(and(eq(agents.id, agentId), eq(agents.companyId, access.companyId))).for('update').limit(1);
    if (!agent) throw notFound('Agent not found');
    if (patch.site) {
      const [other] = await tx.select({ id: agents.id }).from(agents).where(and(eq(agents.companyId, access.companyId), ne(agents.id, agentId), sql`lower(${agents.site}) = ${patch.site}`)).limit(1);
      if (other) throw new HttpError(409, 'site: another agent of your company has this site value', { site: 'Another agent of your company has this site value' });
    }
    const changes: Partial<typeof agents.$inferInsert> = {};
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of FIELDS) {
      const value = patch[field];
      if (value === undefined || value === agent[field]) continue;
      Object.assign(changes, { [field]: value });
      changed[field] = { from: field === 'bio' ? undefined : agent[field], to: field === 'bio' ? undefined : value };
    }
    if (Object.keys(changes).length === 0) return;
    await tx.update(agents).set({ ...changes, updatedAt: new Date() }).where(and(eq(agents.id, agentId), eq(agents.companyId, access.companyId)));
    await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'admin.agent.update', outcome: 'success', subject: agent.email, data: { agentId, changed } }, request, tx);
  });
  // The company's site agent is part of the cached company (header, contact links).
  if (company.agent?.id === agentId) await invalidateCompany(access.companyId);
  const member = await teamMember(access, agentId);
  if (!member) throw notFound('Agent not found');
  return member;
}
