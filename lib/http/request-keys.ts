import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { requestKeys } from '@/lib/db/schema';

const KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Claims a write's Idempotency-Key (the browser's API client sends one per call, the same
 * on every retry of it). False: this exact request was done already, so it must not run
 * again. The key is scoped to who sent it, so one person's keys never block another's.
 */
export async function claimRequestKey(companyId: number, who: string, key: string): Promise<boolean> {
  if (!KEY_PATTERN.test(key)) return true;
  const db = await getDb();
  const claimed = await db.insert(requestKeys).values({ companyId, key: `${who}:${key}` }).onConflictDoNothing().returning({ key: requestKeys.key });
  // Now and then, forget day-old keys: a retry comes within seconds or minutes.
  if (Math.random() < 0.01) await db.delete(requestKeys).where(lt(requestKeys.createdAt, new Date(Date.now() - KEEP_MS)));
  return claimed.length > 0;
}

/** A failed request may be retried with its key: the failure changed nothing. */
export async function releaseRequestKey(companyId: number, who: string, key: string): Promise<void> {
  const db = await getDb();
  await db.delete(requestKeys).where(and(eq(requestKeys.companyId, companyId), eq(requestKeys.key, `${who}:${key}`)));
}
