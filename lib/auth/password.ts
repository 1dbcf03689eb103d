import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

/**
 * OWASP's scrypt parameters (Password Storage Cheat Sheet): N = 2^17, r = 8, p = 1. One hash
 * takes 128 MiB and about half a second here, on purpose: a stolen table costs an attacker the
 * same per guess.
 */
export const PASSWORD_COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
// Node refuses more than 32 MiB by default; N=2^17, r=8 needs 128 MiB (128 · N · r bytes).
const maxmem = (cost: number, blockSize: number) => 128 * cost * blockSize + 1024 * 1024;

/**
 * At most two hashes at once: each holds 128 MiB, and a burst of sign-ins (or an attacker's)
 * must queue rather than take the server's memory. Waiting is fair (first come, first served).
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finished hash hands its slot straight to the first waiter (`running` stays as it is), so
  // a caller arriving in between cannot take it too.
  if (running < MAX_CONCURRENT) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, length: number, cost: number, blockSize: number, parallelism: number): Promise<Buffer> {
  return withHashSlot(() => scrypt(password, salt, length, { N: cost, r: blockSize, p: parallelism, maxmem: maxmem(cost, blockSize) }));
}

/** "scrypt$<N>$<r>$<p>$<salt>$<hash>" — the platform's scrypt, no native dependency. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await derive(password, salt, KEY_LENGTH, PASSWORD_COST, BLOCK_SIZE, PARALLELISM);
  return `scrypt$${PASSWORD_COST}$${BLOCK_SIZE}$${PARALLELISM}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

interface StoredHash {
  cost: number;
  blockSize: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
}

/** Reads both today's form and the older "scrypt$<N>$<salt>$<hash>" (r = 8, p = 1 implied). */
function parseStored(stored: string | null): StoredHash | null {
  const parts = stored?.split('$') ?? [];
  if (parts[0] !== 'scrypt') return null;
  const [cost, blockSize, parallelism, salt, hash] = parts.length === 6 ? parts.slice(1) : parts.length === 4 ? [parts[1], '8', '1', parts[2], parts[3]] : [];
  const numbers = [cost, blockSize, parallelism].map(Number);
  if (!salt || !hash || numbers.some((n) => !Number.isInteger(n) || n < 1)) return null;
  const [n, r, p] = numbers as [number, number, number];
  // A stored cost we would never write is a corrupt (or planted) row: refuse rather than burn memory on it.
  if (n > PASSWORD_COST || (n & (n - 1)) !== 0 || r > BLOCK_SIZE || p > PARALLELISM) return null;
  return { cost: n, blockSize: r, parallelism: p, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await derive(password, parsed.salt, parsed.hash.length, parsed.cost, parsed.blockSize, parsed.parallelism);
  return crypto.timingSafeEqual(actual, parsed.hash);
}

/** A hash made at a lower cost than today's: rehash it when the password is next known (at sign-in). */
export function needsRehash(stored: string | null): boolean {
  const parsed = parseStored(stored);
  return !parsed || parsed.cost < PASSWORD_COST || parsed.blockSize < BLOCK_SIZE;
}
