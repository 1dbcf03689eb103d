import { listTeam } from '@/lib/crm/team-list';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { parseTeamFilters, teamHref } from './team-filters';
import { TeamList } from './team-list';

type SearchParams = Record<string, string | string[] | undefined>;

/** /agents?type=&status=: the whole team rendered on the server (a team is small; the filters narrow it in the browser). */
export async function TeamScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const filters = parseTeamFilters(await searchParams);
  const { access } = await requireCrmAgent(teamHref(filters));
  // The layout shows the 403 to anyone else (lib/crm/routes.ts: managers); this says it for the page's own call.
  if (!access.canManage) return null;
  const team = await listTeam(access);
  return (
    <div className="page" data-testid="team-page">
      <TeamList initial={team} initialFilters={filters} viewerId={access.agentId} isAdmin={access.isAdmin} />
    </div>
  );
}
