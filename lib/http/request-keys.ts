import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { requestKeys } from '@/lib/db/schema';

const KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;
/** Answers larger than this are not kept for replay (a retry then learns only that it was done). */
const MAX_STORED = 64 * 1024;

export interface StoredAnswer {
  status: number;
  response: string;
  setCookie: string[];
}

export type Claim = { claimed: true } | { claimed: false; answer: StoredAnswer | null };

/** Who sent a keyed request: a lead, an agent, or a browser by its visitor id (lib/http/visitor-id.ts). */
export type Caller = { lead: number } | { agent: number } | { visitor: string };

/**
 * The scope a key is claimed in: the caller and the endpoint (method and path). Another
 * caller sending the same key, or the same caller sending it to another endpoint, is a
 * request of its own, never a replay of this one. The endpoint is hashed so that a long path
 * cannot make the key too long to index.
 */
export function requestScope(caller: Caller, method: string, path: string): string {
  const who = 'lead' in caller ? `l${caller.lead}` : 'agent' in caller ? `a${caller.agent}` : `v${caller.visitor}`;
  const endpoint = createHash('sha256').update(`${method} ${path}`).digest('base64url').slice(0, 22);
  return `${who}:${endpoint}`;
}

/**
 * Claims a write's Idempotency-Key (the browser's API client sends one per call, the same
 * on every retry of it) in its scope (requestScope). Not claimed: this exact request was made
 * already by this caller; its answer comes back when it has finished (null while it runs).
 */
export async function claimRequestKey(companyId: number, scope: string, key: string): Promise<Claim> {
  if (!KEY_PATTERN.test(key)) return { claimed: true };
  const db = await getDb();
  const scoped = `${scope}:${key}`;
  const claimed = await db.insert(requestKeys).values({ companyId, key: scoped }).onConflictDoNothing().returning({ key: requestKeys.key });
  // Now and then, forget day-old keys: a retry comes within seconds or minutes.
  if (Math.random() < 0.01) await db.delete(requestKeys).where(lt(requestKeys.createdAt, new Date(Date.now() - KEEP_MS)));
  if (claimed.length > 0) return { claimed: true };
  const [row] = await db.select().from(requestKeys).where(and(eq(requestKeys.companyId, companyId), eq(requestKeys.key, scoped))).limit(1);
  const answer = row?.status != null ? { status: row.status, response: row.response ?? '', setCookie: row.setCookie ?? [] } : null;
  return { claimed: false, answer };
}

/** Keeps a successful answer for a retry of the same call. */
export async function storeAnswer(companyId: number, scope: string, key: string, answer: StoredAnswer): Promise<void> {
  const db = await getDb();
  const fits = answer.response.length <= MAX_STORED;
  await db
    .update(requestKeys)
    .set({ status: answer.status, response: fits ? answer.response : 'null', setCookie: answer.setCookie })
    .where(and(eq(requestKeys.companyId, companyId), eq(requestKeys.key, `${scope}:${key}`)));
}

/** A failed request may be retried with its key: the failure changed nothing. */
export async function releaseRequestKey(companyId: number, scope: string, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(requestKeys).where(and(eq(requestKeys.companyId, companyId), eq(requestKeys.key, `${scope}:${key}`)));
}
