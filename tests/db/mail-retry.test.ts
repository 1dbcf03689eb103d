import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { seedIfEmpty } from '@/lib/seed';
import { retryQueuedMail } from '@/lib/mail/retry';
import { MAX_ATTEMPTS, retryDelayMs, sendMail, type OutgoingMessage } from '@/lib/mail/transport';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

// Mail SMTP refused is sent again later (lib/mail/retry.ts), with what it had, once.
let db: Db;
let dir: string | null;
let sink: SmtpSink;
/** A port nothing listens on: every try is refused at once. */
const DOWN = 'smtp://127.0.0.1:9';
const MINUTE = 60_000;

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 20, leadsPerCompany: 1, imageDir: TEST_IMAGE_DIR });
  sink = await startSmtpSink();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink?.close();
  await dropDatabase(dir);
});

let seq = 0;
const message = (): OutgoingMessage => ({
  companyId: 1,
  kind: 'test',
  from: { name: 'Peconic Bay Homes', address: 'hello@example.com' },
  replyTo: 'office@example.com',
  to: `retry.${++seq}@example.com`,
  subject: `Retry test ${seq}`,
  text: 'Hello',
  headers: { 'List-Unsubscribe': '<https://example.com/u>' },
});
const mailRow = async (id: number) =>
  (await rows<{ status: string; attempts: number; next_attempt_at: Date | null; error: string | null }>(db, sql`select status, attempts, next_attempt_at, error from outgoing_mail where id = ${id}`))[0]!;

test('a refused mail waits for its next try, then goes out with its headers; a sent mail is never sent again', async () => {
  process.env.SMTP_URL = DOWN;
  const original = message();
  const { id, status } = await sendMail(original);
  expect(status).toBe('queued');
  const failed = await mailRow(id);
  expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
  expect(failed.error).toBeTruthy();
  const dueAt = new Date(failed.next_attempt_at!).getTime();
  expect(dueAt - Date.now()).toBeGreaterThan(4 * MINUTE);

  process.env.SMTP_URL = sink.url;
  expect(await retryQueuedMail({ now: new Date(dueAt - MINUTE) })).toMatchObject({ sent: 0 });
  expect(await retryQueuedMail({ now: new Date(dueAt + MINUTE) })).toMatchObject({ sent: 1 });
  const received = sink.received.filter((m) => m.to.includes(original.to));
  expect(received).toHaveLength(1);
  expect(received[0]!.subject).toBe(original.subject);
  expect(received[0]!.headers['list-unsubscribe']).toBe('<https://example.com/u>');
  expect(received[0]!.headers['reply-to']).toContain('office@example.com');
  expect(await mailRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
  expect(await retryQueuedMail({ now: new Date(dueAt + 60 * MINUTE) })).toMatchObject({ sent: 0 });
});

test(`after ${MAX_ATTEMPTS} refused tries the mail is given up as failed`, async () => {
  process.env.SMTP_URL = DOWN;
  const { id } = await sendMail(message());
  let now = Date.now();
  for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
    now += retryDelayMs(attempt)! + MINUTE;
    await retryQueuedMail({ now: new Date(now) });
  }
  expect(await mailRow(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null });
  process.env.SMTP_URL = sink.url;
  expect(await retryQueuedMail({ now: new Date(now + 48 * 60 * MINUTE) })).toMatchObject({ sent: 0 });
});

test('two runs at once send a due mail once', async () => {
  process.env.SMTP_URL = DOWN;
  const original = message();
  const { id } = await sendMail(original);
  const dueAt = new Date((await mailRow(id)).next_attempt_at!).getTime();
  process.env.SMTP_URL = sink.url;
  const [a, b] = await Promise.all([retryQueuedMail({ now: new Date(dueAt + MINUTE) }), retryQueuedMail({ now: new Date(dueAt + MINUTE) })]);
  expect(a.sent + b.sent).toBe(1);
  expect(sink.received.filter((m) => m.to.includes(original.to))).toHaveLength(1);
});

test('without SMTP_URL nothing is queued or retried: mail is recorded', async () => {
  delete process.env.SMTP_URL;
  const { status } = await sendMail(message());
  expect(status).toBe('recorded');
  expect(await retryQueuedMail()).toEqual({ sent: 0, queued: 0, failed: 0, recorded: 0 });
});
