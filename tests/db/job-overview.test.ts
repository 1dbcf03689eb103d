import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { openDatabase, type Db } from '@/lib/db/client';
import { connectQueue } from '@/lib/jobs/boss';
import { jobsOverview } from '@/lib/jobs/overview';
import { parseJobsQuery } from '@/lib/jobs/overview-input';
import type { JobView } from '@/lib/jobs/overview-types';
import { dropDatabase, freshDatabase, rows } from './harness';

// The job queue's admin view (lib/jobs/overview.ts): exact counts and states by SQL on pg-boss's
// own table, and a company sees only the system's jobs and its own feeds' jobs.
let dir: string | null;
let db: Db;
let boss: PgBoss;
const feeds = { one: 0, two: 0, shared: 0 };
const ids = { mail: '', failed: '', retrying: '', active: '', queued: '', otherFeed: '', ownCompany: '', otherCompany: '', extraKey: '', array: '', stringSource: '' };

async function insertId(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ id: number }>(db, query);
  if (!row) throw new Error('nothing inserted');
  return Number(row.id);
}

/** Sends a job and takes it off the queue at once, as a worker would. */
async function sendAndFetch(name: string, data: object, options: { singletonKey: string; retryLimit?: number }): Promise<string> {
  const id = await boss.send(name, data, options);
  if (!id) throw new Error(`${name} was not queued`);
  const [job] = await boss.fetch(name);
  if (job?.id !== id) throw new Error(`${name}: fetched ${job?.id ?? 'nothing'}, not ${id}`);
  return id;
}

beforeAll(async () => {
  ({ dir, db } = await freshDatabase());
  for (const id of [1, 2]) await db.execute(sql`insert into companies (id, name, settings) values (${id}, ${`Company ${id}`}, '{}')`);
  feeds.one = await insertId(sql`insert into mls_sources (code, name) values ('one', 'North Fork MLS') returning id`);
  feeds.two = await insertId(sql`insert into mls_sources (code, name) values ('two', 'Second Company MLS') returning id`);
  feeds.shared = await insertId(sql`insert into mls_sources (code, name) values ('shared', 'East End MLS') returning id`);
  await db.execute(sql`insert into company_mls_sources (company_id, source_id) values (1, ${feeds.one}), (2, ${feeds.two}), (1, ${feeds.shared}), (2, ${feeds.shared})`);
  const { raw } = await openDatabase();
  boss = await connectQueue(raw);

  // A periodic job that ran well.
  ids.mail = await sendAndFetch('mail-retry', {}, { singletonKey: 'mail-retry' });
  await boss.complete('mail-retry', ids.mail, { sent: 2 });
  // Company 1's feed: failed for good (no retries left), so also dead-lettered.
  ids.failed = await sendAndFetch('feed-sync', { sourceId: feeds.one }, { singletonKey: `source-${feeds.one}`, retryLimit: 0 });
  await boss.fail('feed-sync', ids.failed, new Error('The feed answered 503 Service Unavailable'));
  // The shared feed: its first try failed, a retry is waiting.
  ids.retrying = await sendAndFetch('feed-sync', { sourceId: feeds.shared }, { singletonKey: `source-${feeds.shared}`, retryLimit: 3 });
  await boss.fail('feed-sync', ids.retrying, new Error('Token expired'));
  // A periodic job running now.
  ids.active = await sendAndFetch('deal-ratings', {}, { singletonKey: 'deal-ratings' });
  // Queued, not yet fetched: one system job, one of company 2's feed, one naming company 1.
  ids.queued = (await boss.send('session-pruning', {}, { singletonKey: 'session-pruning', startAfter: 3600 })) ?? '';
  ids.otherFeed = (await boss.send('feed-sync', { sourceId: feeds.two }, { singletonKey: `source-${feeds.two}` })) ?? '';
  ids.ownCompany = (await boss.send('e-alert-delivery', { companyId: 1 }, { singletonKey: 'company-1' })) ?? '';
  // Data the view cannot place is nobody's to see (and must not break the SQL).
  ids.otherCompany = (await boss.send('e-alert-delivery', { companyId: 2 }, { singletonKey: 'company-2' })) ?? '';
  ids.extraKey = (await boss.send('e-alert-delivery', { sourceId: feeds.one, leadId: 7 }, { singletonKey: 'lead-7' })) ?? '';
  ids.array = (await boss.send('e-alert-delivery', [1, 2] as unknown as object, { singletonKey: 'array' })) ?? '';
  ids.stringSource = (await boss.send('e-alert-delivery', { sourceId: 'x; drop table' }, { singletonKey: 'odd' })) ?? '';
}, 120_000);

afterAll(async () => {
  await boss?.stop({ graceful: false, close: true });
  await dropDatabase(dir);
});

const overview = (companyId: number, query: Record<string, string> = {}) => jobsOverview(companyId, parseJobsQuery(query));
const byId = (jobs: JobView[]) => new Map(jobs.map((job) => [`${job.state}:${job.id}`, job]));

test('every state as the view names it, newest first, with the error as a message', async () => {
  const { data, pagination } = await overview(1);
  const jobs = byId(data.jobs);
  expect(pagination.total).toBe(data.jobs.length);
  expect(jobs.get(`completed:${ids.mail}`)).toMatchObject({ queue: 'mail-retry', attempts: 1, retryLimit: expect.any(Number), error: null, subject: null, finishedAt: expect.stringMatching(/Z$/) });
  expect(jobs.get(`failed:${ids.failed}`)).toMatchObject({ queue: 'feed-sync', attempts: 1, retryLimit: 0, error: 'The feed answered 503 Service Unavailable', subject: 'North Fork MLS' });
  // The dead-letter copy is shown under the queue it failed in, with its error.
  const dead = data.jobs.find((job) => job.state === 'dead');
  expect(dead).toMatchObject({ queue: 'feed-sync', attempts: 1, retryLimit: 0, error: 'The feed answered 503 Service Unavailable', subject: 'North Fork MLS' });
  expect(jobs.get(`retrying:${ids.retrying}`)).toMatchObject({ attempts: 1, retryLimit: 3, error: 'Token expired', subject: 'East End MLS', finishedAt: null });
  expect(jobs.get(`active:${ids.active}`)).toMatchObject({ queue: 'deal-ratings', attempts: 1, startedAt: expect.any(String), error: null });
  const queued = jobs.get(`queued:${ids.queued}`);
  expect(queued).toMatchObject({ queue: 'session-pruning', attempts: 0, startedAt: null });
  expect(Date.parse(queued?.runAfter ?? '') - Date.parse(queued?.createdAt ?? '')).toBeGreaterThan(3500_000);
  expect(jobs.get(`queued:${ids.ownCompany}`)).toBeDefined();
  expect(JSON.stringify(data)).not.toMatch(/\bat .*\.(ts|js):\d+/);
  const created = data.jobs.map((job) => job.createdAt);
  expect(created).toEqual([...created].sort().reverse());
});

test("another company's jobs and jobs the view cannot place are neither listed nor counted", async () => {
  const one = await overview(1);
  const listed = new Set(one.data.jobs.map((job) => job.id));
  for (const hidden of [ids.otherFeed, ids.otherCompany, ids.extraKey, ids.array, ids.stringSource]) expect(listed.has(hidden)).toBe(false);
  const queue = (name: string) => one.data.queues.find((q) => q.name === name);
  expect(queue('feed-sync')).toMatchObject({ queued: 0, active: 0, retrying: 1, failed: 1, deadLettered: 1 });
  expect(queue('e-alert-delivery')).toMatchObject({ queued: 1 });
  expect(queue('mail-retry')).toMatchObject({ completedLastDay: 1, lastCompletedAt: expect.stringMatching(/Z$/) });
  expect(queue('deal-ratings')).toMatchObject({ active: 1 });
  expect(queue('session-pruning')).toMatchObject({ queued: 1 });

  // Company 2 sees its own feed and the shared one, not company 1's.
  const two = await overview(2);
  const seen = new Set(two.data.jobs.map((job) => job.id));
  expect(seen.has(ids.otherFeed)).toBe(true);
  expect(seen.has(ids.otherCompany)).toBe(true);
  expect(seen.has(ids.retrying)).toBe(true);
  expect(seen.has(ids.failed)).toBe(false);
  expect(two.data.queues.find((q) => q.name === 'feed-sync')).toMatchObject({ queued: 1, retrying: 1, failed: 0, deadLettered: 0 });
});

test('filters: state and queue, with exact totals and pages', async () => {
  const failed = await overview(1, { state: 'failed' });
  expect(failed.data.jobs.map((job) => job.state).sort()).toEqual(['dead', 'failed']);
  const waiting = await overview(1, { state: 'queued' });
  expect(new Set(waiting.data.jobs.map((job) => job.state))).toEqual(new Set(['queued', 'retrying']));
  const active = await overview(1, { state: 'active' });
  expect(active.data.jobs.map((job) => job.id)).toEqual([ids.active]);
  const feedJobs = await overview(1, { queue: 'feed-sync' });
  expect(feedJobs.data.jobs.every((job) => job.queue === 'feed-sync')).toBe(true);
  expect(feedJobs.pagination.total).toBe(3);
  const paged = await overview(1, { per_page: '2', page: '2' });
  expect(paged.pagination).toMatchObject({ per_page: 2, current_page: 2, count: 2 });
  expect(paged.pagination.total).toBe((await overview(1)).pagination.total);
});
