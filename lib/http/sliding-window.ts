/**
 * The arithmetic of a sliding-window counter (the shape of table rate_limits): time is cut
 * into fixed windows; a key keeps the count of its current window and of the one before. The
 * number of events in the last `windowMs` is estimated as the previous count, weighted by how
 * much of the previous window the sliding window still covers, plus the current count. So the
 * allowance never resets all at once at a window's edge (a fixed window would let 2 × limit
 * through across it), and a key costs one row however many events it has.
 */

export interface Window {
  /** Start of the fixed window `now` falls in (ms since the epoch, a multiple of windowMs). */
  start: number;
  /** Start of the window before it. */
  previousStart: number;
  /** How far into its window `now` is, 0 ≤ elapsed < 1. */
  elapsed: number;
}

export interface Counter {
  windowStart: number;
  count: number;
  previousCount: number;
}

export function windowAt(now: number, windowMs: number): Window {
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, previousStart: start - windowMs, elapsed: (now - start) / windowMs };
}

/** The counter as seen from `now`'s window: older windows roll into `previousCount` or out. */
export function rolled(counter: Counter | null, window: Window): { count: number; previousCount: number } {
  if (!counter) return { count: 0, previousCount: 0 };
  // A window later than now's (another instance's clock slightly ahead) counts as now's.
  if (counter.windowStart >= window.start) return { count: counter.count, previousCount: counter.previousCount };
  if (counter.windowStart === window.previousStart) return { count: 0, previousCount: counter.count };
  return { count: 0, previousCount: 0 };
}

/** Estimated events in the sliding window ending now. */
export function estimate(counter: Counter | null, window: Window): number {
  const { count, previousCount } = rolled(counter, window);
  return previousCount * (1 - window.elapsed) + count;
}

/** Whether one more event fits under `limit` (the same test the database's upsert makes). */
export function fits(counter: Counter | null, window: Window, limit: number): boolean {
  return estimate(counter, window) + 1 <= limit;
}

/**
 * Milliseconds until one more event fits, 0 when it fits now. Within the current window the
 * previous count's weight falls linearly; when the current count alone is at the limit, the
 * wait runs into the next window, where today's count becomes the weighted previous one.
 */
export function retryAfterMs(counter: Counter | null, now: number, windowMs: number, limit: number): number {
  const window = windowAt(now, windowMs);
  if (fits(counter, window, limit)) return 0;
  const { count, previousCount } = rolled(counter, window);
  if (count + 1 <= limit) {
    // previousCount × (1 − e) + count + 1 ≤ limit  ⇔  e ≥ 1 − (limit − count − 1) / previousCount
    const reach = 1 - (limit - count - 1) / previousCount;
    return Math.max(1, Math.ceil((reach - window.elapsed) * windowMs));
  }
  // Next window: count × (1 − e) + 1 ≤ limit  ⇔  e ≥ 1 − (limit − 1) / count
  const reach = Math.max(0, 1 - (limit - 1) / count);
  return Math.max(1, Math.ceil((1 - window.elapsed + reach) * windowMs));
}
