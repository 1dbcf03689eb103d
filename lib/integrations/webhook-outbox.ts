import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { webhookDeliveries, webhooks } from '@/lib/db/schema';
import type { WebhookEvent } from './webhook-events';

/** What the change knew: the lead or inbox item it touched, and (for a move) from and to. The first attempt fills in the rest. */
export type EventRef = { leadId: number; change?: Record<string, unknown> } | { inboxItemId: number; leadId: number };

/**
 * The outbox (DESIGN §11): one delivery row per active webhook of the company subscribed to
 * the event, written IN THE CALLER'S TRANSACTION, so a change that rolls back announces nothing
 * and one that commits is announced even if the process dies right after. The webhooks-delivery
 * job posts them (lib/integrations/webhook-delivery.ts). One indexed read when nobody listens.
 */
export async function queueWebhookEvent(tx: Db, companyId: number, event: WebhookEvent, ref: EventRef, now: Date): Promise<number> {
  const targets = await tx.select({ id: webhooks.id }).from(webhooks)
    .where(and(eq(webhooks.companyId, companyId), eq(webhooks.active, true), sql`${event} = any(${webhooks.events})`));
  if (targets.length === 0) return 0;
  const payload = { event, occurredAt: now.toISOString(), data: { ...ref } };
  await tx.insert(webhookDeliveries).values(targets.map((t) => ({ companyId, webhookId: t.id, event, payload, nextAttemptAt: now })));
  return targets.length;
}
