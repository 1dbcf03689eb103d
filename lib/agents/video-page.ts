import 'server-only';
import { parseRowId } from '@/lib/http/ids';
import { agentJson } from './agent-json';
import { agentsWithVideoUrl, findAgent, findAgentIdBySite } from './directory';
import { parseAgentVideo, type AgentVideo } from './video';

export type AgentVideoPage =
  | { kind: 'agent'; agent: ReturnType<typeof agentJson> & { bio: string | null }; video: AgentVideo | null }
  | { kind: 'list'; agents: { agent: ReturnType<typeof agentJson>; video: AgentVideo }[] }
  | { kind: 'not-found' };

/**
 * SPEC §2 /agent-video. `?agent={id}` (what an agent sends a lead) shows that agent; without it,
 * `?agentSite={site}` (which the menu adds on an agent's site, SPEC §2) names the agent; with
 * neither, the company's agents who have a playable video. An id or site that is not an active
 * agent of this company is a 404; an agent whose video is missing or not allowed still gets a
 * page (their card and a way to ask), since a lead may hold a link made before it was removed.
 */
export async function agentVideoPage(companyId: number, idText: string | undefined, site: string | undefined): Promise<AgentVideoPage> {
  if (idText !== undefined || site !== undefined) {
    const id = idText !== undefined ? parseRowId(idText) : await findAgentIdBySite(companyId, site!);
    const row = id === null ? null : await findAgent(companyId, id);
    if (row === null) return { kind: 'not-found' };
    return { kind: 'agent', agent: { ...agentJson(row), bio: row.bio }, video: parseAgentVideo(row.videoUrl) };
  }
  const rows = await agentsWithVideoUrl(companyId);
  const agents = rows.flatMap((row) => {
    const video = parseAgentVideo(row.videoUrl);
    return video ? [{ agent: agentJson(row), video }] : [];
  });
  return { kind: 'list', agents };
}
