import 'server-only';
import { z } from 'zod';
import { AGENT_TYPES } from '@/lib/db/schema/agents';
import { claimsToken } from './jwt';

export const agentClaimsSchema = z.object({
  id: z.number().int().positive(),
  companyId: z.number().int().positive(),
  type: z.enum(AGENT_TYPES),
  isAdmin: z.boolean(),
});
export type AgentClaims = z.infer<typeof agentClaimsSchema>;

const agentSession = claimsToken({ issuer: 'listings:agent', key: 'agent', schema: agentClaimsSchema, lifetime: '30d' });

export const signAgentSession = agentSession.sign;
export const verifyAgentSession = agentSession.verify;
