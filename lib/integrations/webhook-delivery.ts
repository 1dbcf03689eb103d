import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { webhookDeliveries, webhooks } from '@/lib/db/schema';
import { outboundFetch, type OutboundInit, type OutboundResponse } from '@/lib/net/outbound';
import { OutboundError } from '@/lib/net/outbound-error';
import { hydrateEventData } from './webhook-payload';
import { openWebhookSecret } from './webhook-secret';
import { webhookSignature } from './webhook-signature';

const MINUTE = 60_000;
/** Waits after the 1st, 2nd … failed attempt; after the last one the delivery is failed (6 attempts in all, over about 15 hours). */
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A taken delivery is due again only after this: a runner that died mid-post leaves it for another (at least once; receivers dedupe by X-Webhook-Delivery). */
const LEASE_MS = 2 * MINUTE;
const DEADLINE_MS = 10_000;
const SNIPPET = 1000;
const BATCH = 20;

export type Fetcher = (url: string, init: OutboundInit) => Promise<OutboundResponse>;

export interface DeliveryReport {
  delivered: number;
  retrying: number;
  failed: number;
}

/**
 * The webhooks-delivery job: posts every due delivery of an active webhook, `now` being the
 * caller's clock. Safe on two instances at once: due rows are taken with FOR UPDATE SKIP
 * LOCKED and moved off due (attempts counted, a lease on next_attempt_at) in that same short
 * transaction, so each attempt is made exactly once; the POST happens after the commit, never
 * holding a connection. 2xx is delivered; anything else waits RETRY_DELAYS_MS, then fails.
 */
export async function deliverDueWebhooks(
  now: Date,
  { stillHolding = async () => true, fetcher = outboundFetch }: { stillHolding?: () => Promise<boolean>; fetcher?: Fetcher } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { delivered: 0, retrying: 0, failed: 0 };
  const db = await getDb();
  for (;;) {
    if (!(await stillHolding())) return report;
    const taken = await db.transaction(async (tx) => {
      const due = await tx.select({ id: webhookDeliveries.id }).from(webhookDeliveries)
        .where(and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          sql`exists (select 1 from ${webhooks} where ${webhooks.id} = ${webhookDeliveries.webhookId} and ${webhooks.active})`,
        ))
        .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx.update(webhookDeliveries)
        .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS), lastAttemptAt: now })
        .where(inArray(webhookDeliveries.id, due.map((d) => d.id)))
        .returning();
    });
    if (taken.length === 0) return report;
    for (const delivery of taken) {
      const outcome = await attempt(delivery, now, fetcher);
      report[outcome] += 1;
    }
  }
}

type Delivery = typeof webhookDeliveries.$inferSelect;

async function attempt(delivery: Delivery, now: Date, fetcher: Fetcher): Promise<keyof DeliveryReport> {
  const db = await getDb();
  const [hook] = await db.select({ url: webhooks.url, secretSealed: webhooks.secretSealed }).from(webhooks).where(eq(webhooks.id, delivery.webhookId)).limit(1);
  if (!hook) return 'failed'; // deleted meanwhile: its deliveries went with it
  let payload = delivery.payload;
  if (!delivery.hydrated) {
    const full = { ...payload, data: await hydrateEventData(delivery.companyId, payload.data) };
    // Kept, so every retry sends the very same body (and the log shows what was sent). Sent as
    // stored: jsonb orders keys its own way, and the first attempt must match the retries.
    const [saved] = await db.update(webhookDeliveries).set({ payload: full, hydrated: true }).where(eq(webhookDeliveries.id, delivery.id)).returning({ payload: webhookDeliveries.payload });
    payload = saved?.payload ?? full;
  }
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  let status: number | null = null;
  let snippet: string | null = null;
  let error: string | null = null;
  let retryable = true;
  try {
    const answer = await fetcher(hook.url, {
      method: 'POST',
      body,
      timeoutMs: DEADLINE_MS,
      maxBytes: 64 * 1024,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'listings-webhooks/1',
        'x-webhook-event': delivery.event,
        'x-webhook-delivery': String(delivery.id),
        'x-webhook-timestamp': String(timestamp),
        'x-webhook-signature': webhookSignature(openWebhookSecret(hook.secretSealed), timestamp, body),
      },
    });
    status = answer.status;
    snippet = answer.body.toString('utf8').slice(0, SNIPPET);
    if (status < 200 || status >= 300) error = `The receiver answered ${status}`;
  } catch (caught) {
    error = caught instanceof Error ? caught.message.slice(0, SNIPPET) : 'The delivery failed';
    // A URL refused outright (a private address, not http) will not get better by waiting.
    if (caught instanceof OutboundError && !caught.retryable && (caught.kind === 'refused' || caught.kind === 'invalid')) retryable = false;
  }
  const ok = error === null;
  const last = !ok && (!retryable || delivery.attempts >= MAX_ATTEMPTS);
  const wait = RETRY_DELAYS_MS[Math.min(delivery.attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
  await db.update(webhookDeliveries).set({
    status: ok ? 'delivered' : last ? 'failed' : 'pending',
    nextAttemptAt: ok || last ? null : new Date(now.getTime() + wait),
    lastStatusCode: status,
    answerSnippet: snippet,
    error,
    deliveredAt: ok ? now : null,
  }).where(eq(webhookDeliveries.id, delivery.id));
  return ok ? 'delivered' : last ? 'failed' : 'retrying';
}
