import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { outgoingCalls } from '@/lib/db/schema';
import { retryDelayMs } from '@/lib/mail/transport';
import { CLAIM_MS, statusCallbackUrl, type TextOutcome } from '@/lib/texts/delivery';
import { failureReason, postToGateway } from '@/lib/texts/gateway';
import { voiceGatewayUrl } from './outgoing';

export type CallRow = typeof outgoingCalls.$inferSelect;
export type CallOutcome = Exclude<TextOutcome, 'sent'> | 'placed';

/** After the transaction that recorded call `id` commits: places it, unless another instance has it (the same claim as texts). */
export async function deliverCall(id: number, now = new Date()): Promise<CallOutcome> {
  if (!voiceGatewayUrl()) return 'recorded';
  const db = await getDb();
  const [row] = await db
    .update(outgoingCalls)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(outgoingCalls.id, id), eq(outgoingCalls.status, 'queued'), isNull(outgoingCalls.nextAttemptAt)))
    .returning();
  return row ? placeClaimedCall(db, row, now) : 'skipped';
}

/**
 * Asks the voice gateway (VOICE_URL, bearer VOICE_TOKEN) to place a claimed call:
 * `{ kind, to, bridge?, script?, statusCallback }` → `{ id }`; 'placed' until the gateway's
 * status call says 'completed' or 'failed'. A failed try is retried like a text.
 */
export async function placeClaimedCall(db: Db, row: CallRow, now: Date): Promise<CallOutcome> {
  const url = voiceGatewayUrl();
  if (!url) {
    await db.update(outgoingCalls).set({ status: 'recorded', nextAttemptAt: null }).where(eq(outgoingCalls.id, row.id));
    return 'recorded';
  }
  try {
    const statusCallback = await statusCallbackUrl(db, row.companyId, '/api/hooks/voice/status');
    const answer = await postToGateway(url, process.env.VOICE_TOKEN || null, {
      kind: row.kind, to: row.toPhone, ...(row.bridgePhone ? { bridge: row.bridgePhone } : {}), ...(row.script ? { script: row.script } : {}), statusCallback,
    });
    await db
      .update(outgoingCalls)
      .set({ status: 'placed', providerId: answer.id, error: null, attempts: sql`${outgoingCalls.attempts} + 1`, nextAttemptAt: null })
      .where(eq(outgoingCalls.id, row.id));
    return 'placed';
  } catch (error) {
    const attempts = row.attempts + 1;
    const retryIn = retryDelayMs(attempts);
    const reason = failureReason(error);
    console.error(`Call ${row.id} to ${row.toPhone} failed (try ${attempts}): ${reason}`);
    await db
      .update(outgoingCalls)
      .set({ attempts, error: reason, ...(retryIn === null ? { status: 'failed', nextAttemptAt: null } : { status: 'queued', nextAttemptAt: new Date(now.getTime() + retryIn) }) })
      .where(eq(outgoingCalls.id, row.id));
    return retryIn === null ? 'failed' : 'queued';
  }
}
