import { signAgentSession, type AgentClaims } from '@/lib/auth/agent-session';
import { signLeadToken, type LeadClaims } from '@/lib/auth/lead-token';
import { seededSessionId } from '@/lib/auth/seeded-sessions';
import { API_AUTH_SECRET } from './server';

// Tests sign tokens with the server's secret, through the app's own code.
process.env.AUTH_SECRET = API_AUTH_SECRET;
const SECRET = new TextEncoder().encode(API_AUTH_SECRET);

export const TENANT_2 = 'second.localhost';
export const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
/** Loosely typed on purpose: a test reads JSON as a client would. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A lead's token claims as the server would put them (the names differ from any seeded lead's). */
export const leadClaims = (id: number, companyId: number, overrides: Partial<LeadClaims> = {}): LeadClaims => ({
  id, companyId, lenderId: null, completed: true, email: null, emailStatus: 'valid', phone: null, phoneStatus: 'valid',
  firstName: 'T', lastName: 'L', agentId: null, relatedLeadFirstName: null, hasCoBuyer: false, isEngaged: false, stage: 'new',
  ...overrides,
});

/**
 * A token for a person the demo seed made, in their seeded session (lib/auth/seeded-sessions.ts),
 * as the server would sign it. Tests get a seeded person's session only here.
 */
export const seededLeadToken = (claims: LeadClaims): Promise<string> =>
  signLeadToken(claims, { id: seededSessionId('lead', claims.companyId, claims.id, SECRET), version: 1 });
export const seededAgentSession = (claims: AgentClaims): Promise<string> =>
  signAgentSession(claims, { id: seededSessionId('agent', claims.companyId, claims.id, SECRET), version: 1 });
export const seededAgentCookie = async (claims: AgentClaims): Promise<string> => `agentSession=${await seededAgentSession(claims)}`;
