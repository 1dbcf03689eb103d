import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { RateLimit } from '@/lib/http/rate-limit';
import { dropDatabase, freshDatabase, rows } from './harness';

// The database-backed limiter (lib/http/rate-limit.ts) on PGlite, and on PostgreSQL when
// DATABASE_URL is set. Time is injected: nothing here waits for a window to pass.
let db: Db;
let dir: string | null;
beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
});
afterAll(() => dropDatabase(dir));
afterEach(() => {
  delete process.env.RATE_LIMIT_PRUNE_CHANCE;
});

const W = 60_000;
const T0 = Date.UTC(2026, 0, 5, 10, 0, 0); // a window start for W
const at = (ms: number) => ({ now: new Date(T0 + ms) });
let n = 0;
const limit = (max: number) => new RateLimit(`test-${++n}`, max, W);
const stored = (name: string, key: string) =>
  rows<{ count: number; previous_count: number }>(db, sql`select count, previous_count from rate_limits where name = ${name} and key = ${key}`).then((r) => r[0] ?? null);

test('counts up to the limit, then refuses with a wait; refused attempts are not counted; other keys are their own', async () => {
  const l = limit(3);
  for (let i = 0; i < 3; i++) expect((await l.take('a', at(1_000 + i))).ok).toBe(true);
  const refused = await l.take('a', at(2_000));
  // The current window is full: 58 s to its end, then 20 s until its weight (3 × 2/3) lets one more in.
  expect(refused).toEqual({ ok: false, retryAfterSeconds: 78 });
  expect(await stored(l.name, 'a')).toEqual({ count: 3, previous_count: 0 });
  expect((await l.take('b', at(2_000))).ok).toBe(true);
});

test('the window slides: a full window still weighs on the next, and lets go gradually', async () => {
  const l = limit(4);
  for (let i = 0; i < 4; i++) expect((await l.take('k', at(50_000))).ok).toBe(true);
  // One second into the next window: 4 × 59/60 + 1 > 4.
  const early = await l.take('k', at(W + 1_000));
  expect(early.ok).toBe(false);
  expect(early.ok ? 0 : early.retryAfterSeconds).toBe(14); // at a quarter of the window, 4 × 0.75 + 1 = 4 fits
  expect((await l.take('k', at(W + 15_000))).ok).toBe(true);
  expect((await l.take('k', at(W + 15_000))).ok).toBe(false);
  expect(await stored(l.name, 'k')).toEqual({ count: 1, previous_count: 4 });
  // Two windows on, the old events are gone.
  expect((await l.take('k', at(3 * W))).ok).toBe(true);
  expect(await stored(l.name, 'k')).toEqual({ count: 1, previous_count: 0 });
  expect(await l.count('k', at(3 * W + 1))).toBe(1);
});

test('a refund gives an event back, in the window it was taken or after it rolled into the previous one', async () => {
  const l = limit(2);
  const first = await l.take('k', at(1_000));
  const second = await l.take('k', at(2_000));
  if (!first.ok || !second.ok) throw new Error('both fit');
  await l.refund(first.ticket);
  expect(await stored(l.name, 'k')).toEqual({ count: 1, previous_count: 0 });
  // The refunded event weighs nothing in the next window: 1 × 0.998 + 1 ≤ 2.
  expect((await l.take('k', at(W + 100))).ok).toBe(true);
  await l.refund(second.ticket);
  expect(await stored(l.name, 'k')).toEqual({ count: 1, previous_count: 0 });
});

test('requests racing for the last places get exactly the limit, however many come at once', async () => {
  const l = limit(10);
  const results = await Promise.all(Array.from({ length: 40 }, () => l.take('race', at(5_000))));
  expect(results.filter((r) => r.ok)).toHaveLength(10);
  expect(await stored(l.name, 'race')).toEqual({ count: 10, previous_count: 0 });
});

test('reset forgets one key, never the others', async () => {
  const l = limit(1);
  await l.take('x', at(0));
  await l.take('y', at(0));
  await l.reset('x');
  expect((await l.take('x', at(1))).ok).toBe(true);
  expect((await l.take('y', at(1))).ok).toBe(false);
});

test('a flood of new keys into a full table never resets a key that is still counting; only idle rows are pruned', async () => {
  const l = limit(2);
  // 60,000 rows already there (past the old in-memory limiter's 50,000, where it forgot everyone):
  // half idle (both windows over), half counting now.
  await db.execute(sql`
    insert into rate_limits (name, key, window_start, count, previous_count)
    select ${l.name}, 'filler-' || i, case when i % 2 = 0 then ${new Date(T0 - 5 * W).toISOString()}::timestamptz else ${new Date(T0).toISOString()}::timestamptz end, 1, 0
    from generate_series(1, 60000) as i`);
  for (let i = 0; i < 2; i++) expect((await l.take('attacker', at(1_000))).ok).toBe(true);
  expect((await l.take('attacker', at(1_000))).ok).toBe(false);

  // Every take prunes now: the flood drives pruning as hard as it can go.
  process.env.RATE_LIMIT_PRUNE_CHANCE = '1';
  for (let i = 0; i < 70; i++) expect((await l.take(`flood-${i}`, at(2_000))).ok).toBe(true);

  expect((await l.take('attacker', at(3_000))).ok).toBe(false);
  expect(await stored(l.name, 'attacker')).toEqual({ count: 2, previous_count: 0 });
  const [left] = await rows<{ idle: number; counting: number }>(
    db,
    sql`select count(*) filter (where window_start < ${new Date(T0 - W).toISOString()}::timestamptz)::int as idle, count(*) filter (where window_start >= ${new Date(T0).toISOString()}::timestamptz)::int as counting from rate_limits where name = ${l.name}`,
  );
  expect(left).toEqual({ idle: 0, counting: 30_000 + 1 + 70 });
});

test('pruning keeps the previous window, which still weighs on the current one', async () => {
  const l = limit(5);
  await l.take('previous', at(-W + 1_000));
  await l.take('older', at(-2 * W));
  expect(await l.prune(at(1_000))).toBe(1);
  expect(await stored(l.name, 'previous')).not.toBeNull();
  expect(await stored(l.name, 'older')).toBeNull();
});
