import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { activities, companyDomains, outgoingTexts } from '@/lib/db/schema';
import { retryDelayMs } from '@/lib/mail/transport';
import { siteOrigin } from '@/lib/tenancy/origin';
import { failureReason, postToGateway } from './gateway';
import { smsGatewayUrl } from './outgoing';

export type TextRow = typeof outgoingTexts.$inferSelect;
export type TextOutcome = 'sent' | 'queued' | 'failed' | 'recorded' | 'skipped';

/** A text taken for sending is not taken again for this long, whatever happens to the instance sending it. */
export const CLAIM_MS = 10 * 60_000;

/** The kind a text an agent scheduled for later carries: when it goes out it writes the `text` activity. */
export const SCHEDULED_TEXT_KIND = 'scheduled-text';

/** Where the gateway reports delivery: the company's own site, as every other hook. */
export async function statusCallbackUrl(db: Db, companyId: number, path: string): Promise<string | null> {
  const [domain] = await db
    .select({ host: companyDomains.host })
    .from(companyDomains)
    .where(eq(companyDomains.companyId, companyId))
    .orderBy(sql`${companyDomains.isPrimary} desc`, companyDomains.id)
    .limit(1);
  return domain ? `${siteOrigin(domain.host)}${path}` : null;
}

/**
 * After the transaction that recorded text `id` commits: sends it now, unless it is waiting for
 * a later time (a scheduled text) or another instance has it. The claim (next_attempt_at moved
 * on, in one UPDATE) makes sure only one sender has it; the text-delivery job picks it up again
 * if this instance dies in between.
 */
export async function deliverText(id: number, now = new Date()): Promise<TextOutcome> {
  if (!smsGatewayUrl()) return 'recorded';
  const db = await getDb();
  const [row] = await db
    .update(outgoingTexts)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(outgoingTexts.id, id), eq(outgoingTexts.status, 'queued'), isNull(outgoingTexts.nextAttemptAt)))
    .returning();
  return row ? sendClaimedText(db, row, now) : 'skipped';
}

/**
 * Sends a text this instance has claimed and notes the outcome: 'sent' with the gateway's id;
 * a failure counts a try and plans the next (the mail back-off: 5 min, 30 min, 2 h, 12 h),
 * 'failed' with its reason after the last. Without a gateway a due text is 'recorded'. A text
 * that was scheduled writes its `text` activity when it goes out (or is recorded).
 */
export async function sendClaimedText(db: Db, row: TextRow, now: Date): Promise<TextOutcome> {
  const url = smsGatewayUrl();
  if (!url) {
    await db.transaction(async (tx) => {
      await tx.update(outgoingTexts).set({ status: 'recorded', nextAttemptAt: null }).where(eq(outgoingTexts.id, row.id));
      await wentOut(tx, row, now);
    });
    return 'recorded';
  }
  try {
    const callback = await statusCallbackUrl(db, row.companyId, '/api/hooks/sms/status');
    const answer = await postToGateway(url, process.env.SMS_TOKEN || null, { from: row.fromPhone, to: row.toPhone, body: row.body, statusCallback: callback });
    if (answer.status === 'failed' || answer.status === 'undelivered') throw new Error(`Gateway refused the text (${answer.status})`);
    await db.transaction(async (tx) => {
      await tx
        .update(outgoingTexts)
        .set({ status: 'sent', providerId: answer.id, sentAt: now, error: null, attempts: sql`${outgoingTexts.attempts} + 1`, nextAttemptAt: null })
        .where(eq(outgoingTexts.id, row.id));
      await wentOut(tx, row, now);
    });
    return 'sent';
  } catch (error) {
    const attempts = row.attempts + 1;
    const retryIn = retryDelayMs(attempts);
    const reason = failureReason(error);
    console.error(`Text ${row.id} to ${row.toPhone} failed (try ${attempts}): ${reason}`);
    await db
      .update(outgoingTexts)
      .set({ attempts, error: reason, ...(retryIn === null ? { status: 'failed', nextAttemptAt: null } : { status: 'queued', nextAttemptAt: new Date(now.getTime() + retryIn) }) })
      .where(eq(outgoingTexts.id, row.id));
    return retryIn === null ? 'failed' : 'queued';
  }
}

/** A scheduled text's `text` activity {body, textId}, written by the agent who scheduled it, when it goes out. */
async function wentOut(tx: Db, row: TextRow, now: Date): Promise<void> {
  if (row.kind !== SCHEDULED_TEXT_KIND || row.leadId === null) return;
  await tx.insert(activities).values({ companyId: row.companyId, leadId: row.leadId, agentId: row.agentId, type: 'text', occurredAt: now, data: { body: row.body, textId: row.id, scheduled: true } });
}
