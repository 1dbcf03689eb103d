import 'server-only';
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { outgoingCalls, outgoingTexts } from '@/lib/db/schema';
import { placeClaimedCall, type CallRow } from '@/lib/voice/delivery';
import { CLAIM_MS, sendClaimedText, type TextRow } from './delivery';

/** A text left 'queued' with no try planned this long is a crash's leftover (its instance died before sending): tried again. */
const STRANDED_MS = 10 * 60_000;
const BATCH = 50;

export interface DeliveryReport {
  texts: Record<string, number>;
  calls: Record<string, number>;
}

/**
 * The text-delivery job (every round, on one instance at a time, and safe on two at once):
 * texts and calls whose next try is due — failed tries backing off, texts an agent scheduled
 * for now, leftovers of a crash — are taken with FOR UPDATE SKIP LOCKED and moved off "due"
 * (next_attempt_at = now + 10 min) in the same transaction, then sent. Each goes out once:
 * another instance skips the locked rows and then no longer finds them due. `now` is the
 * caller's clock (the job passes new Date(); tests pass their own).
 */
export async function retryQueuedTexts({ now = new Date(), stillHolding = async () => true } = {}): Promise<DeliveryReport> {
  const db = await getDb();
  const report: DeliveryReport = { texts: {}, calls: {} };
  const textDue = or(lte(outgoingTexts.nextAttemptAt, now), and(isNull(outgoingTexts.nextAttemptAt), lte(outgoingTexts.createdAt, new Date(now.getTime() - STRANDED_MS))));
  const texts: TextRow[] = await db.transaction(async (tx) => {
    const due = await tx.select().from(outgoingTexts).where(and(eq(outgoingTexts.status, 'queued'), textDue)).orderBy(asc(outgoingTexts.id)).limit(BATCH).for('update', { skipLocked: true });
    for (const row of due) await tx.update(outgoingTexts).set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) }).where(eq(outgoingTexts.id, row.id));
    return due;
  });
  for (const row of texts) {
    if (!(await stillHolding())) break;
    const outcome = await sendClaimedText(db, row, now);
    report.texts[outcome] = (report.texts[outcome] ?? 0) + 1;
  }
  const callDue = or(lte(outgoingCalls.nextAttemptAt, now), and(isNull(outgoingCalls.nextAttemptAt), lte(outgoingCalls.createdAt, new Date(now.getTime() - STRANDED_MS))));
  const calls: CallRow[] = await db.transaction(async (tx) => {
    const due = await tx.select().from(outgoingCalls).where(and(eq(outgoingCalls.status, 'queued'), callDue)).orderBy(asc(outgoingCalls.id)).limit(BATCH).for('update', { skipLocked: true });
    for (const row of due) await tx.update(outgoingCalls).set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) }).where(eq(outgoingCalls.id, row.id));
    return due;
  });
  for (const row of calls) {
    if (!(await stillHolding())) break;
    const outcome = await placeClaimedCall(db, row, now);
    report.calls[outcome] = (report.calls[outcome] ?? 0) + 1;
  }
  return report;
}
