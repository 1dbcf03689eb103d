import type { PgBoss } from 'pg-boss';
import { openDatabase } from '@/lib/db/client';
import { connectQueue } from '@/lib/jobs/boss';
import { DEAD_LETTER_QUEUE } from '@/lib/jobs/queues';
import { dropDatabase, freshDatabase } from './harness';

// The job queue (pg-boss over our own database): what the app relies on, on PGlite and PostgreSQL.
let dir: string | null;
let a: PgBoss;
let b: PgBoss;

beforeAll(async () => {
  ({ dir } = await freshDatabase());
  const { raw } = await openDatabase();
  // Two clients over one database: two app instances.
  a = await connectQueue(raw);
  b = await connectQueue(raw);
});

afterAll(async () => {
  await Promise.all([a, b].map((boss) => boss?.stop({ graceful: false, close: true })));
  await dropDatabase(dir);
});

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

test('an exclusive queue keeps one job per key queued or running, whichever instance asks', async () => {
  const first = await a.send('feed-sync', { sourceId: 1 }, { singletonKey: 'source-1' });
  const again = await b.send('feed-sync', { sourceId: 1 }, { singletonKey: 'source-1' });
  const other = await b.send('feed-sync', { sourceId: 2 }, { singletonKey: 'source-2' });
  expect(first).toEqual(expect.any(String));
  expect(again).toBeNull();
  expect(other).toEqual(expect.any(String));
  await a.deleteJob('feed-sync', [first!, other!]);
});

test('each job runs exactly once though two instances fetch from the queue', async () => {
  const ran: string[] = [];
  for (const [name, boss] of [['a', a], ['b', b]] as const) {
    await boss.work<{ n: number }>('mail-retry', { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) => {
      ran.push(`${job!.data.n}@${name}`);
      await new Promise((r) => setTimeout(r, 50));
    });
  }
  const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => a.send('mail-retry', { n }, { singletonKey: `k${n}` })));
  await until(async () => {
    const jobs = await Promise.all(ids.map((id) => a.getJobById('mail-retry', id!)));
    return jobs.every((job) => job?.state === 'completed');
  }, 'six jobs to complete');
  expect(ran.map((r) => r.split('@')[0]).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
  await Promise.all([a.offWork('mail-retry'), b.offWork('mail-retry')]);
});

test('a job that keeps failing is retried, then lands in the dead-letter queue with its data', async () => {
  await a.createQueue('flaky', { retryLimit: 2, retryDelay: 1, retryBackoff: false, deadLetter: DEAD_LETTER_QUEUE });
  const attempts: number[] = [];
  await a.work('flaky', { pollingIntervalSeconds: 0.5, includeMetadata: true }, async ([job]) => {
    attempts.push(job!.retryCount);
    throw new Error('the feed answered 503');
  });
  const id = await a.send('flaky', { sourceId: 9 });
  await until(async () => (await a.getJobById('flaky', id!))?.state === 'failed', 'the job to fail for good');
  expect(attempts).toEqual([0, 1, 2]);
  const dead = await a.findJobs<{ sourceId: number }>(DEAD_LETTER_QUEUE);
  expect(dead.map((job) => job.data)).toContainEqual({ sourceId: 9 });
  const failed = await a.getJobById('flaky', id!);
  expect(JSON.stringify(failed?.output)).toContain('503');
});
