import crypto from 'node:crypto';
import type { SessionKind } from '@/lib/db/schema';

/**
 * The demo seed signs every seeded agent and lead in once: a session row each, whose id is an
 * HMAC of who it is under AUTH_SECRET. Whoever holds the secret (the tests) can name the
 * session and so act as a seeded person, exactly as a signed-in browser would; nobody else can
 * (the id is not guessable, and a token for it needs the secret anyway). Never used outside
 * the demo seed and the tests.
 */
export function seededSessionId(kind: SessionKind, companyId: number, subjectId: number, secret: Uint8Array): string {
  return crypto.createHmac('sha256', secret).update(`seeded-session:${kind}:${companyId}:${subjectId}`).digest('base64url').slice(0, 22);
}
