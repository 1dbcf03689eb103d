import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AGENT_TYPES } from '@/lib/db/schema/agents';
import { authSecret } from './secret';

export const agentClaimsSchema = z.object({
  id: z.number().int().positive(),
  companyId: z.number().int().positive(),
  type: z.enum(AGENT_TYPES),
  isAdmin: z.boolean(),
});
export type AgentClaims = z.infer<typeof agentClaimsSchema>;

const ISSUER = 'listings:agent';
const LIFETIME = '30d';

export async function signAgentSession(claims: AgentClaims): Promise<string> {
  return new SignJWT({ agent: claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(String(claims.id))
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(authSecret());
}

export async function verifyAgentSession(token: string | undefined | null, companyId: number): Promise<AgentClaims | null> {
  if (!token || token.length > 8192) return null;
  try {
    const { payload } = await jwtVerify(token, authSecret(), { issuer: ISSUER, algorithms: ['HS256'] });
    const parsed = agentClaimsSchema.safeParse(payload.agent);
    if (!parsed.success || parsed.data.companyId !== companyId) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
