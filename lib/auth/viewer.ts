import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { getCurrentCompany } from '@/lib/tenancy/current';
import type { Company } from '@/lib/tenancy/company';
import { activeAgentClaims } from './agent-login';
import { verifyAgentSession, type AgentClaims } from './agent-session';
import { AGENT_SESSION_COOKIE, LEAD_TOKEN_COOKIE } from './cookies';
import { verifyCurrentLeadToken, type LeadClaims } from './lead-token';

export interface Viewer {
  company: Company;
  lead: LeadClaims | null;
  agent: AgentClaims | null;
  /** How the lead authenticated: the cookie (needs the CSRF header on writes) or a bearer token. */
  leadVia: 'cookie' | 'bearer' | null;
  /** A JWT cookie came that is no good (forged, expired, void, or naming no lead): answers forget it. */
  staleLeadCookie: boolean;
}

function bearerToken(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** Who is asking, for this company. An invalid, expired or foreign token is simply a visitor. */
export const getViewer = cache(async (): Promise<Viewer> => {
  const company = await getCurrentCompany();
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const bearer = bearerToken(head.get('authorization'));
  const fromBearer = bearer ? await verifyCurrentLeadToken(bearer, company.id) : null;
  const fromCookie = fromBearer ? null : await verifyCurrentLeadToken(jar.get(LEAD_TOKEN_COOKIE)?.value, company.id);
  const session = await verifyAgentSession(jar.get(AGENT_SESSION_COOKIE)?.value, company.id);
  const agent = session ? await activeAgentClaims(company.id, session.id) : null;
  return {
    company,
    lead: fromBearer ?? fromCookie,
    agent,
    leadVia: fromBearer ? 'bearer' : fromCookie ? 'cookie' : null,
    staleLeadCookie: !fromBearer && !fromCookie && Boolean(jar.get(LEAD_TOKEN_COOKIE)?.value),
  };
});
