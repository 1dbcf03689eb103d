/** The team list's URL state (?type=&status=): a value that is not one of ours is no filter. */
import type { AgentType } from '@/lib/db/schema/agents';
import { TEAM_STATUSES, TEAM_TYPES, type TeamMember, type TeamStatus } from '@/lib/crm/team-types';

export interface TeamFilters {
  type: AgentType | null;
  status: TeamStatus | null;
}

const one = (value: string | string[] | null | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export function parseTeamFilters(params: { type?: string | string[] | null; status?: string | string[] | null }): TeamFilters {
  const type = one(params.type);
  const status = one(params.status);
  return {
    type: (TEAM_TYPES as readonly string[]).includes(type ?? '') ? (type as AgentType) : null,
    status: (TEAM_STATUSES as readonly string[]).includes(status ?? '') ? (status as TeamStatus) : null,
  };
}

export function teamHref(filters: TeamFilters): string {
  const query = new URLSearchParams();
  if (filters.type) query.set('type', filters.type);
  if (filters.status) query.set('status', filters.status);
  const text = query.toString();
  return text ? `/agents?${text}` : '/agents';
}

export const filterTeam = (members: TeamMember[], filters: TeamFilters) =>
  members.filter((m) => (!filters.type || m.type === filters.type) && (!filters.status || m.status === filters.status));
