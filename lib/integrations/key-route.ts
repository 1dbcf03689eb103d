import 'server-only';
import type { NextRequest } from 'next/server';
import type { Viewer } from '@/lib/auth/viewer';
import { forbidden } from '@/lib/http/errors';
import { keyRefusal } from './key-scopes';

/**
 * route()'s one step for integration keys: a call the key's scopes do not cover is 403 naming
 * the scope (any route, CRM or not, that the scope table does not name is refused), and one they
 * do acts as the key's creator. The viewer's cookies play no part in a key's call: the key
 * alone says who it is.
 */
export function keyViewer(request: NextRequest, viewer: Viewer): Viewer {
  const key = viewer.integrationKey;
  if (!key) return viewer;
  const refusal = keyRefusal(key.scopes, request.method, request.nextUrl.pathname);
  if (refusal) throw forbidden(refusal);
  return { ...viewer, agent: key.agent, agentSession: null, lead: null, leadSession: null, leadVia: null, staleLeadCookie: false, staleAgentCookie: false };
}
