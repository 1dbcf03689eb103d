import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/db/paths';
import type { FeedAuth } from '@/lib/reso/types';

/**
 * A feed's credentials (bearer token, OAuth2 client secret) at rest: AES-256-GCM under the feed
 * key, a fresh random IV per seal, and a version prefix so a later scheme (or key) can be told
 * apart from this one. The sealed text is all the database ever holds (mls_sources.auth_sealed);
 * it is opened only where a sync needs to talk to the feed.
 *
 * The key: FEED_SECRET_KEY from the environment (32 bytes in base64, or any text of 32 or more
 * characters, stretched with SHA-256). Without it the embedded database's single process keeps a
 * generated one in DATA_DIR, as AUTH_SECRET does; with a PostgreSQL server several instances must
 * open what any of them sealed, so there it is required.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MIN_LENGTH = 32;
const KEY_FILE = 'feed-secret-key';
let cached: Buffer | undefined;

/** Seals a feed's auth settings, secrets included, for mls_sources.auth_sealed. */
export function sealFeedAuth(auth: FeedAuth): string {
  return sealSecret(JSON.stringify(auth), 'feed-auth');
}

/** Opens what sealFeedAuth sealed; throws on a wrong key, a tampered text or an unknown version. */
export function openFeedAuth(sealed: string): FeedAuth {
  return asFeedAuth(JSON.parse(openSecret(sealed, 'feed-auth')));
}

/**
 * Any other secret kept at rest (a social-login client secret …), by the same scheme and key.
 * `purpose` is bound into the ciphertext (AAD `listings:<purpose>:v1`): a text sealed for one
 * purpose cannot be opened as another's.
 */
export function sealSecret(text: string, purpose: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', feedKey(), iv);
  cipher.setAAD(aadOf(purpose));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Opens what sealSecret sealed for this purpose; throws on a wrong key or purpose, a tampered text or an unknown version. */
export function openSecret(sealed: string, purpose: string): string {
  const dot = sealed.indexOf('.');
  const version = dot > 0 ? sealed.slice(0, dot) : '';
  if (version !== VERSION) throw new Error(`Sealed secret has an unknown version "${version.slice(0, 10)}"`);
  const raw = Buffer.from(sealed.slice(dot + 1), 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) throw new Error('Sealed secret is too short');
  const decipher = crypto.createDecipheriv('aes-256-gcm', feedKey(), raw.subarray(0, IV_BYTES));
  decipher.setAAD(aadOf(purpose));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

// Binds the ciphertext to its purpose ('feed-auth' gives the original `listings:feed-auth:v1`).
function aadOf(purpose: string): Buffer {
  return Buffer.from(`listings:${purpose}:v1`);
}

/** Forgets the key read so far (tests that change FEED_SECRET_KEY or DATA_DIR). */
export function resetFeedKeyForTests(): void {
  cached = undefined;
}

function feedKey(): Buffer {
  if (cached) return cached;
  cached = keyFrom(process.env.FEED_SECRET_KEY || generatedKey(), 'FEED_SECRET_KEY');
  return cached;
}

/** 32 bytes as base64 (or base64url) are the key itself; other text of 32+ characters is hashed to one. */
function keyFrom(text: string, name: string): Buffer {
  const trimmed = text.trim();
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes;
  }
  if (trimmed.length < MIN_LENGTH) throw new Error(`${name} must be 32 bytes in base64 or at least ${MIN_LENGTH} characters`);
  return crypto.createHash('sha256').update(trimmed, 'utf8').digest();
}

function generatedKey(): string {
  if (process.env.DATABASE_URL) {
    throw new Error('FEED_SECRET_KEY is required with DATABASE_URL: every instance must open the feed secrets any of them sealed');
  }
  const file = path.join(dataDir(), KEY_FILE);
  const existing = readKey(file);
  if (existing) return existing;
  // Written whole under a temporary name, then linked into place (as lib/auth/secret.ts): a
  // crash never leaves half a key, and if another writer got there first, its key stands.
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, crypto.randomBytes(32).toString('base64'), { mode: 0o600 });
  try {
    fs.rmSync(file, { force: true }); // an empty or short leftover (a good key was returned above)
    fs.linkSync(temp, file);
  } catch {
    // Someone else's key is in place.
  } finally {
    fs.rmSync(temp, { force: true });
  }
  const key = readKey(file);
  if (!key) throw new Error(`Could not keep a generated feed key in ${file}`);
  return key;
}

function readKey(file: string): string | null {
  try {
    const value = fs.readFileSync(file, 'utf8').trim();
    return value.length >= MIN_LENGTH ? value : null;
  } catch {
    return null;
  }
}

/** The opened JSON is ours, but a key mix-up should fail here, not deep inside a sync. */
function asFeedAuth(value: unknown): FeedAuth {
  const v = value as Record<string, unknown> | null;
  if (v && v.type === 'bearer' && typeof v.token === 'string') return { type: 'bearer', token: v.token };
  if (v && v.type === 'client_credentials' && typeof v.tokenUrl === 'string' && typeof v.clientId === 'string' && typeof v.clientSecret === 'string') {
    return { type: 'client_credentials', tokenUrl: v.tokenUrl, clientId: v.clientId, clientSecret: v.clientSecret, ...(typeof v.scope === 'string' ? { scope: v.scope } : {}) };
  }
  throw new Error('Sealed feed auth holds no feed auth');
}
