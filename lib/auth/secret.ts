import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/db/paths';

let cached: Uint8Array | undefined;

/** AUTH_SECRET from the environment, else one generated once and kept in the data directory. */
export function authSecret(): Uint8Array {
  if (cached) return cached;
  let secret = process.env.AUTH_SECRET;
  if (!secret) {
    const file = path.join(dataDir(), 'auth-secret');
    try {
      secret = fs.readFileSync(file, 'utf8').trim();
    } catch {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      secret = crypto.randomBytes(32).toString('base64url');
      try {
        fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      } catch {
        // Another bundle of this process wrote it first: use theirs.
        secret = fs.readFileSync(file, 'utf8').trim();
      }
    }
  }
  if (secret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
  cached = new TextEncoder().encode(secret);
  return cached;
}
