import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/db/paths';

const MIN_LENGTH = 32;
let cached: Uint8Array | undefined;

/**
 * AUTH_SECRET from the environment. Without it, the embedded database's single process
 * keeps a generated one in the data directory; with a PostgreSQL server several instances
 * must share one secret, so there it is required.
 */
export function authSecret(): Uint8Array {
  if (cached) return cached;
  const secret = process.env.AUTH_SECRET ?? generatedSecret();
  if (secret.length < MIN_LENGTH) throw new Error(`AUTH_SECRET must be at least ${MIN_LENGTH} characters`);
  cached = new TextEncoder().encode(secret);
  return cached;
}

function generatedSecret(): string {
  if (process.env.DATABASE_URL) {
    throw new Error('AUTH_SECRET is required with DATABASE_URL: every instance must sign tokens with the same secret');
  }
  const file = path.join(dataDir(), 'auth-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  // Written whole under a temporary name, then linked into place: a crash never leaves a
  // half-written secret, and if another writer got there first, its secret stands.
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    fs.rmSync(file, { force: true }); // an empty or short leftover
    fs.linkSync(temp, file);
  } catch {
    // Someone else's secret is in place.
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return readSecret(file) ?? '';
}

function readSecret(file: string): string | null {
  try {
    const value = fs.readFileSync(file, 'utf8').trim();
    return value.length >= MIN_LENGTH ? value : null;
  } catch {
    return null;
  }
}
