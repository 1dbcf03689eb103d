import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import type { z } from 'zod';
import { authSecret } from './secret';

/**
 * Company-scoped claims in an HS256 JWT under one key (`lead`, `agent`). Lead tokens and
 * agent sessions differ only in issuer, key, schema and lifetime.
 */
interface ClaimsToken<S extends z.ZodType<{ id: number; companyId: number }>> {
  issuer: string;
  key: string;
  schema: S;
  lifetime: string;
}

export function claimsToken<S extends z.ZodType<{ id: number; companyId: number }>>({ issuer, key, schema, lifetime }: ClaimsToken<S>) {
  /** The claims and when the token was issued (seconds), or null for anything not valid for this company. */
  async function verifyIssued(token: string | undefined | null, companyId: number): Promise<{ claims: z.infer<S>; issuedAt: number } | null> {
    if (!token || token.length > 8192) return null;
    try {
      const { payload } = await jwtVerify(token, authSecret(), { issuer, algorithms: ['HS256'] });
      const parsed = schema.safeParse(payload[key]);
      if (!parsed.success || parsed.data.companyId !== companyId) return null;
      return { claims: parsed.data, issuedAt: payload.iat ?? 0 };
    } catch {
      return null;
    }
  }
  return {
    sign(claims: z.infer<S>): Promise<string> {
      return new SignJWT({ [key]: claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer)
        .setSubject(String(claims.id))
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(authSecret());
    },
    /** The claims, or null for anything not valid for this company: garbage, expired, forged or foreign. */
    async verify(token: string | undefined | null, companyId: number): Promise<z.infer<S> | null> {
      return (await verifyIssued(token, companyId))?.claims ?? null;
    },
    /** As verify, with the issue time, for checks against later revocations. */
    verifyIssued,
  };
}
