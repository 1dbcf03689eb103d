import { parseRowId } from '@/lib/http/ids';

const PAGE = '/agent-page';

export const isAgentPagePath = (pathname: string) => pathname === PAGE || pathname.startsWith(`${PAGE}/`);

/** `/agent-page/{slug}/{id}` (or `/agent-page/{id}`) → the id; null for anything else under /agent-page. */
export function agentPathId(pathname: string): number | null {
  if (!isAgentPagePath(pathname)) return null;
  const match = /^\/(?:[^/]+\/)?([^/]+)\/?$/.exec(pathname.slice(PAGE.length));
  return match?.[1] === undefined ? null : parseRowId(match[1]);
}
