import { signAgentSession, type AgentClaims } from '@/lib/auth/agent-session';
import { signLeadToken, type LeadClaims } from '@/lib/auth/lead-token';
import { API_AUTH_SECRET } from './server';

// Tests sign tokens with the server's secret, through the app's own code.
process.env.AUTH_SECRET = API_AUTH_SECRET;

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
 * A token for a lead the demo seed made, as the server would sign it. Always use these (not
 * signLeadToken / signAgentSession directly): sessions become server-side rows, and these
 * helpers are where a test gets one for a seeded person.
 */
export const seededLeadToken = (claims: LeadClaims): Promise<string> => signLeadToken(claims);
export const seededAgentSession = (claims: AgentClaims): Promise<string> => signAgentSession(claims);
export const seededAgentCookie = async (claims: AgentClaims): Promise<string> => `agentSession=${await seededAgentSession(claims)}`;
