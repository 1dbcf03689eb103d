import 'server-only';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import type { CrmAccess } from '@/lib/crm/access';
import { getDb } from '@/lib/db/client';
import { webhookDeliveries, webhooks } from '@/lib/db/schema';
import { notFound, unprocessable } from '@/lib/http/errors';
import { paginationOf, type Pagination } from '@/lib/http/pagination';
import { publicAddressesOnly } from '@/lib/net/outbound';
import type { DeliveriesQuery, WebhookBody, WebhookPatch } from './input';
import type { WebhookEvent } from './webhook-events';
import { sealWebhookSecret } from './webhook-secret';
import { newWebhookSecret } from './webhook-signature';
import { checkWebhookUrl } from './webhook-url';
import type { CreatedWebhook, WebhookDeliveryItem, WebhookItem } from './types';

const DELIVERIES_PER_PAGE = 25;
const RECENT_MS = 7 * 86_400_000;

type Row = typeof webhooks.$inferSelect;
const itemOf = (row: Row, recent: WebhookItem['recent']): WebhookItem => ({
  id: row.id, url: row.url, events: row.events as WebhookEvent[], active: row.active, createdAt: row.createdAt.toISOString(), recent,
});

/** The URL's address rule: the product's (public addresses only) unless OUTBOUND_ALLOW_PRIVATE=1 (tests, local demos). */
async function storableUrl(raw: string): Promise<string> {
  const checked = await checkWebhookUrl(raw, process.env.OUTBOUND_ALLOW_PRIVATE === '1' ? null : publicAddressesOnly);
  if (!checked.ok) throw unprocessable(`url: ${checked.error}`, { url: checked.error });
  return checked.url;
}

async function requireWebhook(access: CrmAccess, id: number): Promise<Row> {
  const db = await getDb();
  const [row] = await db.select().from(webhooks).where(and(eq(webhooks.companyId, access.companyId), eq(webhooks.id, id))).limit(1);
  if (!row) throw notFound('Webhook not found');
  return row;
}

/** GET /api/crm/integrations/webhooks: the company's webhooks with their last week's deliveries by outcome; never the secret. */
export async function listWebhooks(access: CrmAccess, now = new Date()): Promise<WebhookItem[]> {
  const db = await getDb();
  const [rows, tallies] = await Promise.all([
    db.select().from(webhooks).where(eq(webhooks.companyId, access.companyId)).orderBy(desc(webhooks.id)),
    db.select({ webhookId: webhookDeliveries.webhookId, status: webhookDeliveries.status, n: count() }).from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.companyId, access.companyId), gte(webhookDeliveries.createdAt, new Date(now.getTime() - RECENT_MS))))
      .groupBy(webhookDeliveries.webhookId, webhookDeliveries.status),
  ]);
  return rows.map((row) => {
    const recent = { delivered: 0, pending: 0, failed: 0 };
    for (const t of tallies) if (t.webhookId === row.id) recent[t.status] = Number(t.n);
    return itemOf(row, recent);
  });
}

/** POST /api/crm/integrations/webhooks: 201 with the signing secret, this once (sealed at rest). */
export async function createWebhook(access: CrmAccess, body: WebhookBody, request: { headers: Headers }): Promise<CreatedWebhook> {
  const url = await storableUrl(body.url);
  const secret = newWebhookSecret();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(webhooks).values({
      companyId: access.companyId, url, events: body.events, secretSealed: sealWebhookSecret(secret), active: body.active ?? true, createdBy: access.agentId,
    }).returning();
    if (!row) throw new Error('The webhook was not stored');
    await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'integration.webhook.create', outcome: 'success', subject: `webhook ${row.id}`, data: { url, events: body.events } }, request, tx);
    return { ...itemOf(row, { delivered: 0, pending: 0, failed: 0 }), secret };
  });
}

/** PATCH /api/crm/integrations/webhooks/{id}: url, events, active. */
export async function updateWebhook(access: CrmAccess, id: number, patch: WebhookPatch, request: { headers: Headers }): Promise<WebhookItem> {
  await requireWebhook(access, id);
  const url = patch.url === undefined ? undefined : await storableUrl(patch.url);
  const db = await getDb();
  const [row] = await db.update(webhooks)
    .set({ ...(url === undefined ? {} : { url }), ...(patch.events ? { events: patch.events } : {}), ...(patch.active === undefined ? {} : { active: patch.active }), updatedAt: new Date() })
    .where(and(eq(webhooks.companyId, access.companyId), eq(webhooks.id, id))).returning();
  if (!row) throw notFound('Webhook not found');
  await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'integration.webhook.update', outcome: 'success', subject: `webhook ${id}`, data: { ...patch } }, request);
  return (await listWebhooks(access)).find((w) => w.id === id) ?? itemOf(row, { delivered: 0, pending: 0, failed: 0 });
}

/** DELETE /api/crm/integrations/webhooks/{id}: the webhook and its deliveries log. */
export async function deleteWebhook(access: CrmAccess, id: number, request: { headers: Headers }): Promise<{ id: number }> {
  await requireWebhook(access, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(webhooks).where(and(eq(webhooks.companyId, access.companyId), eq(webhooks.id, id)));
    await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'integration.webhook.delete', outcome: 'success', subject: `webhook ${id}` }, request, tx);
  });
  return { id };
}

const deliveryOf = (row: typeof webhookDeliveries.$inferSelect): WebhookDeliveryItem => ({
  id: row.id, event: row.event, status: row.status, attempts: row.attempts,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt?.toISOString() ?? null : null,
  lastStatusCode: row.lastStatusCode, answerSnippet: row.answerSnippet, error: row.error,
  createdAt: row.createdAt.toISOString(), lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null, deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/** GET …/webhooks/{id}/deliveries?status=&page=: newest first, 25 a page, with the receiver's answers. */
export async function listDeliveries(access: CrmAccess, id: number, query: DeliveriesQuery): Promise<{ data: WebhookDeliveryItem[]; pagination: Pagination }> {
  await requireWebhook(access, id);
  const db = await getDb();
  const where = and(eq(webhookDeliveries.companyId, access.companyId), eq(webhookDeliveries.webhookId, id), query.status ? eq(webhookDeliveries.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.id)).limit(DELIVERIES_PER_PAGE).offset((query.page - 1) * DELIVERIES_PER_PAGE),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { data: rows.map(deliveryOf), pagination: paginationOf(Number(total?.n ?? 0), rows.length, DELIVERIES_PER_PAGE, query.page) };
}

/** POST …/deliveries/{deliveryId}/retry: due at once (a failed one gets its attempts back); a delivered one is sent again. */
export async function retryDelivery(access: CrmAccess, webhookId: number, deliveryId: number, now = new Date()): Promise<WebhookDeliveryItem> {
  await requireWebhook(access, webhookId);
  const db = await getDb();
  const [row] = await db.update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, attempts: sql`case when ${webhookDeliveries.status} = 'failed' then 0 else ${webhookDeliveries.attempts} end` })
    .where(and(eq(webhookDeliveries.companyId, access.companyId), eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.id, deliveryId)))
    .returning();
  if (!row) throw notFound('Delivery not found');
  return deliveryOf(row);
}
