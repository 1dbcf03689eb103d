import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { keyIdentity, type KeyIdentity } from '@/lib/integrations/key-identity';
import { looksLikeKey } from '@/lib/integrations/key-format';
import { getCurrentCompany } from '@/lib/tenancy/current';
import type { Company } from '@/lib/tenancy/company';
import { currentAgent, type AgentClaims } from './agent-session';
import { AGENT_SESSION_COOKIE, LEAD_TOKEN_COOKIE } from './cookies';
import { verifyCurrentLeadToken, type LeadClaims } from './lead-token';
import type { SessionRef } from './sessions';

export interface Viewer {
  company: Company;
  lead: LeadClaims | null;
  /** The session the lead's token belongs to (log-out ends it, a refresh moves it on). */
  leadSession: SessionRef | null;
  agent: AgentClaims | null;
  agentSession: SessionRef | null;
  /** How the lead authenticated: the cookie (needs the CSRF header on writes) or a bearer token. */
  leadVia: 'cookie' | 'bearer' | null;
  /** A JWT cookie came that is no good (forged, expired, ended, or naming no lead): answers forget it. */
  staleLeadCookie: boolean;
  /** Likewise for the agent session cookie (ended by log-out elsewhere, a password change, deactivation). */
  staleAgentCookie: boolean;
  /**
   * An integration key of this company sent as `Authorization: Bearer lk_…` (DESIGN §11). Only
   * route() acts on it (as the key's creator, within its scopes); pages ignore it, so a key never
   * opens a CRM page.
   */
  integrationKey: KeyIdentity | null;
}

function bearerToken(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

// SPEC §5 "Setting an empty token fails": the client's token holder and the server say it alike.
export { EMPTY_TOKEN_ERROR } from '@/lib/api/token';

/**
 * `Authorization: Bearer` with nothing after it: a client that meant to send a token and has
 * none. Refused (route() answers 401 with EMPTY_TOKEN_ERROR) rather than quietly served as a
 * visitor, which would hide the client's bug behind "signed out".
 */
export function hasEmptyBearer(authorization: string | null): boolean {
  return authorization !== null && /^\s*Bearer\s*$/i.test(authorization);
}

/** Who is asking, for this company. An invalid, expired, ended or foreign token is simply a visitor. */
export const getViewer = cache(async (): Promise<Viewer> => {
  const company = await getCurrentCompany();
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const bearer = bearerToken(head.get('authorization'));
  const leadCookie = jar.get(LEAD_TOKEN_COOKIE)?.value;
  const agentCookie = jar.get(AGENT_SESSION_COOKIE)?.value;
  // An integration key is not a lead's token: it is resolved on its own, and never read as a JWT.
  const key = bearer && looksLikeKey(bearer) ? bearer : null;
  const leadBearer = key ? null : bearer;
  // A bearer token wins over the cookie. The lead's and the agent's session reads are independent: run together.
  const readLead = async () => {
    const fromBearer = leadBearer ? await verifyCurrentLeadToken(leadBearer, company.id) : null;
    if (fromBearer) return { ...fromBearer, via: 'bearer' as const };
    const fromCookie = await verifyCurrentLeadToken(leadCookie, company.id);
    return fromCookie ? { ...fromCookie, via: 'cookie' as const } : null;
  };
  const [lead, agent, integrationKey] = await Promise.all([readLead(), currentAgent(agentCookie, company.id), key ? keyIdentity(key, company.id) : null]);
  return {
    company,
    lead: lead?.lead ?? null,
    leadSession: lead?.session ?? null,
    agent: agent?.agent ?? null,
    agentSession: agent?.session ?? null,
    leadVia: lead?.via ?? null,
    staleLeadCookie: !lead && Boolean(leadCookie),
    staleAgentCookie: !agent && Boolean(agentCookie),
    integrationKey,
  };
});

/** A visitor of this company (no lead, no agent), for work done on nobody's behalf (benchmarks, jobs). */
export function visitorOf(company: Company): Viewer {
  return { company, lead: null, leadSession: null, agent: null, agentSession: null, leadVia: null, staleLeadCookie: false, staleAgentCookie: false, integrationKey: null };
}
