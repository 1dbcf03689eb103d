import type { LeadClaims } from '@/lib/auth/lead-token';
import { isFullyAuthorized } from '@/lib/leads/confirmation';
import { leadClaims, XHR, type Json, seededLeadToken, seededAgentSession } from './fixtures';
import type { Reply, TestServer } from './server';

export interface TestLead {
  id: number;
  token: string;
}

/** Seeded leads of a company, found by what GET /api/leads/me accepts (ids are seeded per company). */
export async function seededLeads(server: TestServer, companyId: number, count: number, host?: string): Promise<TestLead[]> {
  const found: TestLead[] = [];
  for (let id = 1; id < 400 && found.length < count; id++) {
    const probe = await seededLeadToken(leadClaims(id, companyId));
    const r = await server.request('/api/leads/me', { host, headers: { authorization: `Bearer ${probe}` } });
    if (r.status !== 200) continue;
    // Fully signed-up leads only (saving searches needs it, SPEC §6), with a token as the server would sign it.
    const lead = r.json<{ data: LeadClaims & { completed: boolean } }>().data;
    if (!isFullyAuthorized(lead)) continue;
    const { email, emailStatus, phone, phoneStatus, firstName, lastName, completed } = lead;
    found.push({ id, token: await seededLeadToken(leadClaims(id, companyId, { email, emailStatus, phone, phoneStatus, firstName, lastName, completed })) });
  }
  if (found.length < count) throw new Error(`only ${found.length} seeded leads of company ${companyId}`);
  return found;
}

export const agentCookie = async (companyId = 1) => `agentSession=${await seededAgentSession({ id: 1, companyId, type: 'broker', isAdmin: false })}`;

type Who = { token: string } | { cookie: string } | null;

/** A JSON call as the site's client makes it: XHR header, bearer token (or a cookie), JSON body. */
export function caller(server: TestServer) {
  return (method: string, path: string, who: Who, body?: unknown, host?: string): Promise<Reply> => {
    const headers: Record<string, string> = { ...XHR };
    if (who && 'token' in who) headers.authorization = `Bearer ${who.token}`;
    if (who && 'cookie' in who) headers.cookie = who.cookie;
    return server.request(path, { method, host, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  };
}

export const dataOf = <T = Json>(r: Reply): T => r.json<{ data: T }>().data;
