import 'server-only';
import { agentUrl } from './agent-json';
import { agentPathId } from './agent-path';
import { findAgent } from './directory';

export type AgentGateAnswer = { kind: 'page' } | { kind: 'not-found' } | { kind: 'redirect'; url: string };

/**
 * DESIGN §4/§8 for /agent-page, decided in the proxy before anything renders (as detailsGate
 * does for listings): a page that has started streaming can no longer answer 404 or 308. An
 * unknown or malformed id, or another company's agent, is a 404; another slug a 308 to the
 * agent's own URL (the query kept, so agentSite and tracking survive).
 */
export async function agentGate(companyId: number, pathname: string, search: string): Promise<AgentGateAnswer> {
  const id = agentPathId(pathname);
  const agent = id === null ? null : await findAgent(companyId, id);
  if (agent === null) return { kind: 'not-found' };
  const own = agentUrl(agent.id, `${agent.firstName} ${agent.lastName}`.trim());
  return pathname === own ? { kind: 'page' } : { kind: 'redirect', url: own + search };
}
