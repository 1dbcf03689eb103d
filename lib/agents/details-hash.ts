import { parseRowId } from '@/lib/http/ids';

/**
 * SPEC §2 "#agent-details restores the agent-details modal" on /company-agents. The hash says
 * the modal is open; which agent it shows rides in the query, `?agent={id}#agent-details`, so a
 * reload or a shared link restores the same modal (history state does not survive sharing).
 */
export const AGENT_DETAILS_HASH = '#agent-details';
const PARAM = 'agent';

/** The agent whose modal this URL opens; null when the hash or the id is missing or malformed. */
export function agentDetailsTarget(url: URL): number | null {
  if (url.hash !== AGENT_DETAILS_HASH) return null;
  return parseRowId(url.searchParams.get(PARAM) ?? '');
}

/** The URL with the modal open on this agent (other query parameters, e.g. agentSite, kept). */
export function withAgentDetails(url: URL, id: number): string {
  const next = new URL(url);
  next.searchParams.set(PARAM, String(id));
  next.hash = AGENT_DETAILS_HASH;
  return next.pathname + next.search + next.hash;
}

/** The URL with the modal closed: no hash, no agent parameter. */
export function withoutAgentDetails(url: URL): string {
  const next = new URL(url);
  next.searchParams.delete(PARAM);
  next.hash = '';
  return next.pathname + next.search;
}
