import crypto from 'node:crypto';

/**
 * The shape of an integration key: `lk_` and 32 random bytes (base64url). With that much
 * entropy a plain SHA-256 is the right hash at rest (a slow password hash buys nothing against
 * guessing 256 bits, and would cost every API call).
 */
export const KEY_PREFIX = 'lk_';
const VISIBLE = KEY_PREFIX.length + 8;

export function newKey(): string {
  return `${KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
}

export function keyHash(key: string): string {
  return crypto.createHash('sha256').update(key, 'utf8').digest('hex');
}

/** What the list shows of a key ("lk_AbCd1234…"). */
export function visiblePrefix(key: string): string {
  return key.slice(0, VISIBLE);
}

/** Whether a bearer token is meant as an integration key (not a lead's JWT). */
export function looksLikeKey(token: string): boolean {
  return token.startsWith(KEY_PREFIX) && /^lk_[A-Za-z0-9_-]{20,100}$/.test(token);
}
