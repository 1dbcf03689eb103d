import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { authSecret } from './secret';

/**
 * Company-scoped claims in an HS256 JWT under one key (`lead`, `agent`, `link`). Lead tokens,
 * agent sessions and sign-in links differ only in issuer, key, schema and lifetime.
 */
interface ClaimsToken<S extends z.ZodType<{ id: number; companyId: number }>> {
  issuer: string;
  key: string;
  schema: S;
  lifetime: string;
}

/** The server-side session a token belongs to (lib/auth/sessions.ts): its row id and version. */
export interface SessionRef {
  id: string;
  version: number;
}

const sessionRefSchema = z.object({ sid: z.string().min(16).max(64), sv: z.number().int().positive().max(2_147_483_647) });

export function claimsToken<S extends z.ZodType<{ id: number; companyId: number }>>({ issuer, key, schema, lifetime }: ClaimsToken<S>) {
  /** The claims and the token's session, or null for anything not valid for this company: garbage, expired, forged or foreign. */
  async function verifyRaw(token: string | undefined | null, companyId: number): Promise<{ claims: z.infer<S>; session: SessionRef | null } | null> {
    if (!token || token.length > 8192) return null;
    try {
      const { payload } = await jwtVerify(token, authSecret(), { issuer, algorithms: ['HS256'] });
      const parsed = schema.safeParse(payload[key]);
      if (!parsed.success || parsed.data.companyId !== companyId) return null;
      const ref = sessionRefSchema.safeParse(payload);
      return { claims: parsed.data, session: ref.success ? { id: ref.data.sid, version: ref.data.sv } : null };
    } catch {
      return null;
    }
  }

  function sign(claims: z.infer<S>, session?: SessionRef): Promise<string> {
    const payload: Record<string, unknown> = { [key]: claims };
    if (session) Object.assign(payload, { sid: session.id, sv: session.version });
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(issuer)
      .setSubject(String(claims.id))
      .setIssuedAt()
      .setExpirationTime(lifetime)
      .sign(authSecret());
  }

  return {
    /** A self-contained token (sign-in links: they name what they unlock). */
    sign: (claims: z.infer<S>) => sign(claims),
    /** A token bound to a session row: worth nothing once the session ends or moves on. */
    signForSession: (claims: z.infer<S>, session: SessionRef) => sign(claims, session),
    /** The claims of a self-contained token, or null. */
    async verify(token: string | undefined | null, companyId: number): Promise<z.infer<S> | null> {
      return (await verifyRaw(token, companyId))?.claims ?? null;
    },
    /** The claims and session of a session-bound token (null when it names none: such a token is refused). */
    async verifyWithSession(token: string | undefined | null, companyId: number): Promise<{ claims: z.infer<S>; session: SessionRef } | null> {
      const raw = await verifyRaw(token, companyId);
      return raw?.session ? { claims: raw.claims, session: raw.session } : null;
    },
  };
}
