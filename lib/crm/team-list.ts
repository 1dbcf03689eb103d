import 'server-only';
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import { forbidden } from '@/lib/http/errors';
import type { CrmAccess } from './access';
import type { TeamQuery } from './team-input';
import { teamStatusOf, type TeamMember } from './team-types';

/** Managers (brokers and admins) see the team; everyone else is 403, as the /agents screen is (lib/crm/routes.ts). */
export function requireTeamReader(access: CrmAccess): void {
  if (!access.canManage) throw forbidden('Only brokers and admins see the team');
}

// Correlated subqueries spell the outer row as "agents"."…": drizzle writes a column in a select's sql
// unqualified, and inside the subquery an unqualified "id" would be the inner table's own.
const leadCount = (column: 'buyer_agent_id' | 'listing_agent_id' | 'lender_id') =>
  sql<number>`(select count(*)::int from leads l where l.company_id = "agents"."company_id" and l.${sql.raw(column)} = "agents"."id")`;

/**
 * GET /api/crm/agents: every agent of the caller's company, deactivated ones too, ordered by
 * name. A team is tens of people, so no paging; the lead counts are three index lookups a row
 * (leads' agent indexes).
 */
export async function listTeam(access: CrmAccess, query: TeamQuery = {}, onlyId?: number): Promise<TeamMember[]> {
  requireTeamReader(access);
  const db = await getDb();
  const where: SQL[] = [eq(agents.companyId, access.companyId)];
  if (onlyId !== undefined) where.push(eq(agents.id, onlyId));
  if (query.type) where.push(eq(agents.type, query.type));
  if (query.status === 'deactivated') where.push(eq(agents.isActive, false));
  if (query.status === 'active') where.push(eq(agents.isActive, true), isNotNull(agents.passwordHash));
  if (query.status === 'invited') where.push(eq(agents.isActive, true), isNull(agents.passwordHash));
  const rows = await db
    .select({
      id: agents.id,
      type: agents.type,
      isAdmin: agents.isAdmin,
      isActive: agents.isActive,
      hasPassword: sql<boolean>`${agents.passwordHash} is not null`,
      firstName: agents.firstName,
      lastName: agents.lastName,
      email: agents.email,
      phone: agents.phone,
      photoUrl: agents.photoUrl,
      bio: agents.bio,
      site: agents.site,
      lastLoginAt: agents.lastLoginAt,
      inviteExpiresAt: sql<string | Date | null>`(select max(i.expires_at) from agent_invites i where i.company_id = "agents"."company_id" and i.agent_id = "agents"."id" and i.used_at is null and i.revoked_at is null)`,
      buyer: leadCount('buyer_agent_id'),
      listing: leadCount('listing_agent_id'),
      lender: leadCount('lender_id'),
    })
    .from(agents)
    .where(and(...where))
    .orderBy(asc(agents.lastName), asc(agents.firstName), asc(agents.id));
  const now = Date.now();
  return rows.map((r) => {
    const expires = r.inviteExpiresAt === null ? null : new Date(r.inviteExpiresAt);
    return {
      id: r.id,
      type: r.type,
      isAdmin: r.isAdmin,
      isActive: r.isActive,
      status: teamStatusOf(r.isActive, Boolean(r.hasPassword)),
      firstName: r.firstName,
      lastName: r.lastName,
      fullName: `${r.firstName} ${r.lastName}`,
      email: r.email,
      phone: r.phone,
      photoUrl: r.photoUrl,
      bio: r.bio,
      site: r.site,
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
      invitePending: !r.hasPassword && expires !== null && expires.getTime() > now,
      inviteExpiresAt: expires?.toISOString() ?? null,
      leads: { buyer: Number(r.buyer), listing: Number(r.listing), lender: Number(r.lender) },
    };
  });
}

/** One member, as the list shows them (the answer of every team write). */
export async function teamMember(access: CrmAccess, agentId: number): Promise<TeamMember | null> {
  const [member] = await listTeam(access, {}, agentId);
  return member ?? null;
}
