import 'server-only';
import { z } from 'zod';
import { AGENT_TYPES } from '@/lib/db/schema/agents';
import { claimsToken, type SessionRef } from './jwt';
import { liveAgent } from './live-session';

export const agentClaimsSchema = z.object({
  id: z.number().int().positive(),
  companyId: z.number().int().positive(),
  type: z.enum(AGENT_TYPES),
  isAdmin: z.boolean(),
});
export type AgentClaims = z.infer<typeof agentClaimsSchema>;

const agentSession = claimsToken({ issuer: 'listings:agent', key: 'agent', schema: agentClaimsSchema, lifetime: '30d' });

/** The `agentSession` cookie's value for a session row (lib/auth/sessions.ts). */
export const signAgentSession = agentSession.signForSession;
/** Signature, expiry, company and session reference only; requests use currentAgent. */
export const decodeAgentSession = agentSession.verifyWithSession;

/**
 * The signed-in agent for a session cookie: well signed, of this company, its session live
 * and the agent active. The role comes from the agents row now, never from the token.
 */
export async function currentAgent(token: string | undefined | null, companyId: number): Promise<{ agent: AgentClaims; session: SessionRef } | null> {
  const verified = await agentSession.verifyWithSession(token, companyId);
  if (!verified) return null;
  const agent = await liveAgent(companyId, verified.claims.id, verified.session);
  return agent ? { agent, session: verified.session } : null;
}
