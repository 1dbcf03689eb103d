import 'server-only';
import crypto from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { authSecret } from '@/lib/auth/secret';
import { SOCIAL_PROVIDERS } from './providers';

/**
 * What a sign-in with a provider must remember between leaving for the provider and coming
 * back: the state, the PKCE verifier, the OIDC nonce, where to go next and why the form opened.
 * Kept in the visitor's browser, in an HttpOnly cookie limited to the OAuth paths that lives
 * ten minutes, encrypted and authenticated (JWE, A256GCM under a key derived from AUTH_SECRET):
 * nobody can read the verifier from it or forge one. Nothing is stored server-side, so any
 * instance can finish a flow another started.
 */
export const FLOW_COOKIE = 'oauthFlow';
export const FLOW_COOKIE_PATH = '/api/auth/oauth/';
export const FLOW_LIFETIME_SECONDS = 600;

const flowSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  companyId: z.number().int().positive(),
  state: z.string().min(16).max(200),
  verifier: z.string().min(43).max(128),
  nonce: z.string().max(200).nullable(),
  next: z.string().max(2048),
  signUpType: z.string().max(40).nullable(),
  propertyId: z.number().int().positive().nullable(),
  forceFacebook: z.boolean(),
});
export type OAuthFlow = z.infer<typeof flowSchema>;

const ISSUER = 'listings:oauth-flow';

function flowKey(): Uint8Array {
  return new Uint8Array(crypto.createHash('sha256').update('listings:oauth-flow:v1:').update(authSecret()).digest());
}

export function sealFlow(flow: OAuthFlow): Promise<string> {
  return new EncryptJWT({ flow })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${FLOW_LIFETIME_SECONDS}s`)
    .encrypt(flowKey());
}

/** The flow, or null for a missing, expired, forged or foreign cookie. */
export async function openFlow(value: string | undefined, companyId: number): Promise<OAuthFlow | null> {
  if (!value || value.length > 8192) return null;
  try {
    const { payload } = await jwtDecrypt(value, flowKey(), { issuer: ISSUER });
    const parsed = flowSchema.safeParse(payload.flow);
    return parsed.success && parsed.data.companyId === companyId ? parsed.data : null;
  } catch {
    return null;
  }
}

export function flowCookieOptions(secure: boolean, maxAge = FLOW_LIFETIME_SECONDS) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: FLOW_COOKIE_PATH, maxAge };
}
