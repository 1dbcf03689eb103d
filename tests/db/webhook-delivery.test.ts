import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { webhooks } from '@/lib/db/schema';
import { deliverDueWebhooks, MAX_ATTEMPTS, RETRY_DELAYS_MS } from '@/lib/integrations/webhook-delivery';
import { queueWebhookEvent } from '@/lib/integrations/webhook-outbox';
import { sealWebhookSecret } from '@/lib/integrations/webhook-secret';
import { verifyWebhookSignature } from '@/lib/integrations/webhook-signature';
import { seedIfEmpty } from '@/lib/seed';
import { startWebhookReceiver, type WebhookReceiver } from '../fakes/webhook-receiver';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';

/**
 * The webhook-deliveries job with a clock the test holds (lib/integrations/webhook-delivery.ts):
 * each attempt once with two runners at once; a failing receiver retried after 1, 5, 30 min …
 * then failed; the outbox row written only when the change's transaction commits.
 */
let db: Db;
let dir: string | null;
let receiver: WebhookReceiver;
let company = 0;
let lead = 0;
let hook = 0;
const MINUTE = 60_000;
const T0 = new Date('2026-11-16T19:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => {
  process.env.OUTBOUND_ALLOW_PRIVATE = '1';
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 10, leadsPerCompany: 5, imageDir: TEST_IMAGE_DIR });
  receiver = await startWebhookReceiver();
  const [row] = await rows<{ company_id: number; id: number }>(db, sql`select company_id, id from leads order by company_id, id limit 1`);
  company = row!.company_id;
  lead = row!.id;
  const [created] = await db.insert(webhooks).values({ companyId: company, url: `${receiver.url}/in`, events: ['lead.stage_changed'], secretSealed: sealWebhookSecret('whsec_db_test') }).returning({ id: webhooks.id });
  hook = created!.id;
});
afterAll(async () => {
  delete process.env.OUTBOUND_ALLOW_PRIVATE;
  await receiver?.close();
  await dropDatabase(dir);
});

const deliveries = () => rows<{ id: number; status: string; attempts: number; next_attempt_at: Date | string | null; last_status_code: number | null }>(db, sql`select id, status, attempts, next_attempt_at, last_status_code from webhook_deliveries where webhook_id = ${hook} order by id`);
async function twoRunners(now: Date) {
  const [a, b] = await Promise.all([deliverDueWebhooks(now), deliverDueWebhooks(now)]);
  return { delivered: a.delivered + b.delivered, retrying: a.retrying + b.retrying, failed: a.failed + b.failed };
}

test('an event is queued only when its transaction commits, and only for subscribed events', async () => {
  await db.transaction(async (tx) => {
    await queueWebhookEvent(tx, company, 'lead.created', { leadId: lead }, T0);
  });
  await db.transaction(async (tx) => {
    await queueWebhookEvent(tx, company, 'lead.stage_changed', { leadId: lead, change: { from: 'new', to: 'lost' } }, T0);
    tx.rollback();
  }).catch(() => undefined);
  expect(await deliveries()).toEqual([]);
});

test('delivered once with two runners at once, signed, with the lead as the CRM shows it', async () => {
  await db.transaction((tx) => queueWebhookEvent(tx, company, 'lead.stage_changed', { leadId: lead, change: { from: 'new', to: 'active' } }, T0));
  expect(await twoRunners(T0)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
  expect(receiver.received).toHaveLength(1);
  const got = receiver.received[0]!;
  expect(verifyWebhookSignature('whsec_db_test', String(got.headers['x-webhook-timestamp']), got.body, String(got.headers['x-webhook-signature']), T0.getTime())).toBe(true);
  expect(got.json).toMatchObject({ event: 'lead.stage_changed', occurredAt: T0.toISOString(), data: { id: lead, change: { from: 'new', to: 'active' } } });
  expect(await twoRunners(at(MINUTE))).toEqual({ delivered: 0, retrying: 0, failed: 0 });
});

test('a failing receiver is retried after 1, 5, 30, 120 and 720 minutes, then failed; the body never changes', async () => {
  receiver.received.length = 0;
  receiver.failNext(100, 500);
  await db.transaction((tx) => queueWebhookEvent(tx, company, 'lead.stage_changed', { leadId: lead, change: { from: 'active', to: 'lost' } }, T0));
  let now = T0;
  expect(await twoRunners(now)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
  for (const [i, wait] of RETRY_DELAYS_MS.entries()) {
    // Not a moment before it is due.
    expect(await twoRunners(new Date(now.getTime() + wait - 1000))).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    now = new Date(now.getTime() + wait);
    const last = i === RETRY_DELAYS_MS.length - 1;
    expect(await twoRunners(now)).toEqual({ delivered: 0, retrying: last ? 0 : 1, failed: last ? 1 : 0 });
  }
  const [row] = (await deliveries()).slice(-1);
  expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null, last_status_code: 500 });
  expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
  expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
  expect(await twoRunners(at(30 * 86_400_000))).toEqual({ delivered: 0, retrying: 0, failed: 0 });
});

test('a receiver that recovers gets the retry and the delivery is delivered', async () => {
  receiver.received.length = 0;
  receiver.failNext(1, 503);
  await db.transaction((tx) => queueWebhookEvent(tx, company, 'lead.stage_changed', { leadId: lead, change: { from: 'lost', to: 'new' } }, T0));
  expect(await twoRunners(T0)).toMatchObject({ retrying: 1 });
  expect(await twoRunners(at(MINUTE))).toMatchObject({ delivered: 1 });
  const [row] = (await deliveries()).slice(-1);
  expect(row).toMatchObject({ status: 'delivered', attempts: 2, last_status_code: 200 });
});
