import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { seedIfEmpty } from '@/lib/seed';
import { updateTextStatus } from '@/lib/hooks/sms';
import { MAX_ATTEMPTS } from '@/lib/mail/transport';
import { deliverText, SCHEDULED_TEXT_KIND } from '@/lib/texts/delivery';
import { recordText } from '@/lib/texts/outgoing';
import { retryQueuedTexts } from '@/lib/texts/retry';
import { recordCall } from '@/lib/voice/outgoing';
import { deliverCall } from '@/lib/voice/delivery';
import { startSmsGateway, type SmsGateway } from '../fakes/sms-gateway';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';

// Texts through the SMS gateway (DESIGN §12): a failed send is retried on the text-delivery
// job's clock (the test's own `now`, never a sleep), exactly once, and its status reported.
let db: Db;
let dir: string | null;
let gateway: SmsGateway;
let leadId: number;
const MINUTE = 60_000;
const T0 = new Date('2026-11-26T15:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 20, leadsPerCompany: 1, imageDir: TEST_IMAGE_DIR });
  gateway = await startSmsGateway();
  Object.assign(process.env, { SMS_URL: gateway.smsUrl, SMS_TOKEN: gateway.token, VOICE_URL: gateway.voiceUrl, VOICE_TOKEN: gateway.token });
  const [lead] = await db.insert(t.leads).values({ companyId: 1, firstName: 'Tess', lastName: 'Texter', phone: '+16315550177' }).returning({ id: t.leads.id });
  leadId = lead!.id;
});
afterAll(async () => {
  for (const name of ['SMS_URL', 'SMS_TOKEN', 'VOICE_URL', 'VOICE_TOKEN']) delete process.env[name];
  await gateway?.close();
  await dropDatabase(dir);
});

const textRow = async (id: number) => (await db.select().from(t.outgoingTexts).where(eq(t.outgoingTexts.id, id)))[0]!;
const newText = (body: string) => db.transaction((tx) => recordText(tx, { companyId: 1, leadId, agentId: null, kind: 'text', to: '+16315550177', from: '+16315550900', body }));
const taken = (body: string) => gateway.requests.filter((r) => r.body.body === body);

test('the gateway failing twice, then taking it: queued with back-off, sent on the third try, then delivered by its status call', async () => {
  const id = await newText('Three tries');
  gateway.failNext(2);
  expect(await deliverText(id, T0)).toBe('queued');
  let row = await textRow(id);
  expect(row).toMatchObject({ status: 'queued', attempts: 1 });
  expect(row.error).toContain('503');
  expect(row.nextAttemptAt?.getTime()).toBe(at(5).getTime());

  // Not due yet: nothing is tried.
  expect((await retryQueuedTexts({ now: at(4) })).texts).toEqual({});
  expect(await retryQueuedTexts({ now: at(6) })).toMatchObject({ texts: { queued: 1 } });
  row = await textRow(id);
  expect(row).toMatchObject({ status: 'queued', attempts: 2 });
  expect(row.nextAttemptAt?.getTime()).toBe(at(6 + 30).getTime());

  expect(await retryQueuedTexts({ now: at(37) })).toMatchObject({ texts: { sent: 1 } });
  row = await textRow(id);
  expect(row).toMatchObject({ status: 'sent', attempts: 3, error: null, nextAttemptAt: null });
  expect(row.providerId).toMatch(/^SM/);
  const requests = taken('Three tries');
  expect(requests).toHaveLength(3);
  expect(requests[2]!.authorization).toBe(`Bearer ${gateway.token}`);
  expect(requests[2]!.body).toMatchObject({ from: '+16315550900', to: '+16315550177', body: 'Three tries' });
  expect(String(requests[2]!.body.statusCallback)).toMatch(/\/api\/hooks\/sms\/status$/);

  // A sent text is never sent again, whatever the clock says.
  expect((await retryQueuedTexts({ now: at(24 * 60) })).texts).toEqual({});
  expect(taken('Three tries')).toHaveLength(3);

  await updateTextStatus({ id: row.providerId!, status: 'delivered' }, at(38));
  expect(await textRow(id)).toMatchObject({ status: 'delivered', deliveredAt: at(38) });
  // A late 'sent' does not move it back.
  await updateTextStatus({ id: row.providerId!, status: 'sent' }, at(39));
  expect((await textRow(id)).status).toBe('delivered');
});

test('two job runs at once send a due text exactly once', async () => {
  const id = await newText('Only once');
  gateway.failNext(1);
  expect(await deliverText(id, T0)).toBe('queued');
  const outcomes = await Promise.all([retryQueuedTexts({ now: at(10) }), retryQueuedTexts({ now: at(10) })]);
  expect(outcomes.map((o) => o.texts.sent ?? 0).reduce((a, b) => a + b, 0)).toBe(1);
  expect(taken('Only once').filter((r) => r.id !== null)).toHaveLength(1);
  expect((await textRow(id)).status).toBe('sent');
});

test('a gateway that keeps failing: failed with its reason after the last try, and shown so', async () => {
  const id = await newText('Never');
  gateway.failNext(MAX_ATTEMPTS, 500);
  expect(await deliverText(id, T0)).toBe('queued');
  let now = T0;
  for (let i = 1; i < MAX_ATTEMPTS; i += 1) {
    now = new Date((await textRow(id)).nextAttemptAt!.getTime() + 1000);
    await retryQueuedTexts({ now });
  }
  const row = await textRow(id);
  expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
  expect(row.error).toContain('500');
  expect(taken('Never')).toHaveLength(MAX_ATTEMPTS);
});

test('a status call failing the text marks it failed with the carrier’s reason', async () => {
  const id = await newText('Bounced');
  expect(await deliverText(id, T0)).toBe('sent');
  const { providerId } = await textRow(id);
  await updateTextStatus({ id: providerId!, status: 'undelivered', error: '30003: unreachable handset' }, at(1));
  expect(await textRow(id)).toMatchObject({ status: 'failed', error: '30003: unreachable handset' });
  await expect(updateTextStatus({ id: 'SM-nobody', status: 'delivered' }, at(1))).rejects.toMatchObject({ status: 404 });
});

test('a scheduled text waits for its time, then goes out once and writes its `text` activity', async () => {
  const [row] = await db.insert(t.outgoingTexts).values({
    companyId: 1, leadId, agentId: null, kind: SCHEDULED_TEXT_KIND, toPhone: '+16315550177', body: 'Later', status: 'queued', nextAttemptAt: at(120),
  }).returning({ id: t.outgoingTexts.id });
  // The after-commit send leaves a scheduled text alone.
  expect(await deliverText(row!.id, T0)).toBe('skipped');
  await retryQueuedTexts({ now: at(119) });
  expect(taken('Later')).toHaveLength(0);
  await retryQueuedTexts({ now: at(121) });
  expect(taken('Later')).toHaveLength(1);
  const written = await db.select().from(t.activities).where(and(eq(t.activities.leadId, leadId), eq(t.activities.type, 'text'), sql`${t.activities.data}->>'textId' = ${String(row!.id)}`));
  expect(written).toHaveLength(1);
  expect(written[0]!.data).toMatchObject({ body: 'Later', textId: row!.id });
  expect(written[0]!.occurredAt.getTime()).toBe(at(121).getTime());
});

test('calls go to the voice gateway the same way, retried on failure', async () => {
  const id = await db.transaction((tx) => recordCall(tx, { companyId: 1, leadId, kind: 'auto-call', to: '+16315550177', bridge: '+16315550123' }));
  gateway.failNext(1);
  expect(await deliverCall(id, T0)).toBe('queued');
  expect(await retryQueuedTexts({ now: at(6) })).toMatchObject({ calls: { placed: 1 } });
  const [call] = await rows<{ status: string; attempts: number; provider_id: string }>(db, sql`select status, attempts, provider_id from outgoing_calls where id = ${id}`);
  expect(call).toMatchObject({ status: 'placed', attempts: 2 });
  expect(call!.provider_id).toMatch(/^CA/);
  const placed = gateway.requests.filter((r) => r.path === '/calls' && r.id !== null);
  expect(placed.at(-1)!.body).toMatchObject({ kind: 'auto-call', to: '+16315550177', bridge: '+16315550123' });
});

test('without a gateway, a due scheduled text is recorded (and its activity written), never lost', async () => {
  const url = process.env.SMS_URL;
  delete process.env.SMS_URL;
  try {
    const [row] = await db.insert(t.outgoingTexts).values({
      companyId: 1, leadId, agentId: null, kind: SCHEDULED_TEXT_KIND, toPhone: '+16315550177', body: 'Recorded later', status: 'queued', nextAttemptAt: at(5),
    }).returning({ id: t.outgoingTexts.id });
    await retryQueuedTexts({ now: at(6) });
    expect((await textRow(row!.id)).status).toBe('recorded');
    const written = await db.select().from(t.activities).where(and(eq(t.activities.leadId, leadId), sql`${t.activities.data}->>'textId' = ${String(row!.id)}`));
    expect(written).toHaveLength(1);
  } finally {
    process.env.SMS_URL = url;
  }
});
