import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { estimate, retryAfterMs, windowAt, type Counter } from './sliding-window';

/** One counted event, to give back when it turns out not to count (a sign-in that succeeded). */
export interface Ticket {
  key: string;
  windowStart: number;
}

export type Taken = { ok: true; ticket: Ticket } | { ok: false; retryAfterSeconds: number };

export interface RateLimitOptions {
  /** Injected clock, for tests; the app uses the server's. */
  now?: Date;
}

/** Idle rows (both windows over) are deleted now and then, a batch at a time: never all keys at once. */
const PRUNE_BATCH = 500;
const pruneChance = () => {
  const configured = Number(process.env.RATE_LIMIT_PRUNE_CHANCE);
  return Number.isFinite(configured) && configured >= 0 && configured <= 1 ? configured : 0.01;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/**
 * A limit of `limit` events per `windowMs` per key, kept in table rate_limits so that every
 * instance on one database counts together (DESIGN §11, §13), as a sliding-window counter
 * (lib/http/sliding-window.ts). `take` counts an event only if it fits, in one statement, so
 * requests racing on several instances cannot get past the limit together.
 */
export class RateLimit {
  constructor(
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one event for `key` if it fits under the limit; otherwise says how long to wait. */
  async take(key: string, { now = new Date() }: RateLimitOptions = {}): Promise<Taken> {
    const db = await getDb();
    const at = now.getTime();
    const w = windowAt(at, this.windowMs);
    const start = new Date(w.start).toISOString();
    const previousStart = new Date(w.previousStart).toISOString();
    // The row as seen from now's window (the same rule as rolled() in sliding-window.ts).
    const current = sql`r.window_start >= ${start}::timestamptz`;
    const previousCount = sql`case when ${current} then r.previous_count when r.window_start = ${previousStart}::timestamptz then r.count else 0 end`;
    const result = await db.execute(sql`
      insert into rate_limits as r (name, key, window_start, count, previous_count)
      values (${this.name}, ${key}, ${start}::timestamptz, 1, 0)
      on conflict (name, key) do update set
        previous_count = ${previousCount},
        count = case when ${current} then r.count + 1 else 1 end,
        window_start = greatest(r.window_start, ${start}::timestamptz)
      where ${previousCount} * ${1 - w.elapsed}::float8 + case when ${current} then r.count else 0 end + 1 <= ${this.limit}::int
      returning r.window_start`);
    if (Math.random() < pruneChance()) await this.prune({ now });
    const [row] = rowsOf<{ window_start: Date | string }>(result);
    if (row) return { ok: true, ticket: { key, windowStart: new Date(row.window_start).getTime() } };
    return { ok: false, retryAfterSeconds: Math.ceil(retryAfterMs(await this.counter(key), at, this.windowMs, this.limit) / 1000) };
  }

  /** Estimated events for `key` in the sliding window ending now. */
  async count(key: string, { now = new Date() }: RateLimitOptions = {}): Promise<number> {
    return estimate(await this.counter(key), windowAt(now.getTime(), this.windowMs));
  }

  /** Gives back an event taken by `take` (in whichever of the two windows it now sits). */
  async refund(ticket: Ticket): Promise<void> {
    const db = await getDb();
    const taken = new Date(ticket.windowStart).toISOString();
    const next = new Date(ticket.windowStart + this.windowMs).toISOString();
    await db.execute(sql`
      update rate_limits set
        count = case when window_start = ${taken}::timestamptz then greatest(count - 1, 0) else count end,
        previous_count = case when window_start = ${next}::timestamptz then greatest(previous_count - 1, 0) else previous_count end
      where name = ${this.name} and key = ${ticket.key}`);
  }

  /** Forgets one key (never the others). */
  async reset(key: string): Promise<void> {
    const db = await getDb();
    await db.delete(rateLimits).where(and(eq(rateLimits.name, this.name), eq(rateLimits.key, key)));
  }

  /**
   * Deletes up to a batch of this limit's rows whose windows are both over: such a row says
   * nothing a missing row would not. Keys still counting are never touched, so a flood of
   * new keys cannot wipe anyone's count; it only makes rows, which this removes once idle.
   */
  async prune({ now = new Date() }: RateLimitOptions = {}): Promise<number> {
    const db = await getDb();
    const idleBefore = new Date(windowAt(now.getTime(), this.windowMs).previousStart).toISOString();
    const result = await db.execute(sql`
      delete from rate_limits where name = ${this.name} and key in (
        select key from rate_limits where name = ${this.name} and window_start < ${idleBefore}::timestamptz limit ${PRUNE_BATCH}
      ) and window_start < ${idleBefore}::timestamptz
      returning key`);
    return rowsOf(result).length;
  }

  private async counter(key: string): Promise<Counter | null> {
    const db = await getDb();
    const [row] = await db
      .select({ windowStart: rateLimits.windowStart, count: rateLimits.count, previousCount: rateLimits.previousCount })
      .from(rateLimits)
      .where(and(eq(rateLimits.name, this.name), eq(rateLimits.key, key)))
      .limit(1);
    return row ? { windowStart: row.windowStart.getTime(), count: row.count, previousCount: row.previousCount } : null;
  }
}

/** A positive whole number from the environment (at most a billion: the column is an int4), else the fallback. */
export function limitFromEnv(name: string, fallback: number): number {
  const configured = Number(process.env[name]);
  return Number.isInteger(configured) && configured > 0 && configured <= 1e9 ? configured : fallback;
}
