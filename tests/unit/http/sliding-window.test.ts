/** @jest-environment node */
import { estimate, fits, retryAfterMs, rolled, windowAt, type Counter } from '@/lib/http/sliding-window';

const W = 60_000;
const T0 = 1_700_000_040_000; // a window start: a multiple of W

describe('windowAt', () => {
  test('cuts time into fixed windows and says how far into one we are', () => {
    expect(windowAt(T0, W)).toEqual({ start: T0, previousStart: T0 - W, elapsed: 0 });
    expect(windowAt(T0 + 15_000, W)).toEqual({ start: T0, previousStart: T0 - W, elapsed: 0.25 });
    expect(windowAt(T0 + W - 1, W).start).toBe(T0);
    expect(windowAt(T0 + W, W).start).toBe(T0 + W);
  });
});

describe('rolled and estimate', () => {
  const counter: Counter = { windowStart: T0, count: 6, previousCount: 4 };

  test('in its own window the counter is as stored; the previous count weighs what the sliding window still covers', () => {
    expect(rolled(counter, windowAt(T0 + 30_000, W))).toEqual({ count: 6, previousCount: 4 });
    expect(estimate(counter, windowAt(T0 + 30_000, W))).toBe(4 * 0.5 + 6);
  });

  test('one window on, the current count becomes the previous one; two on, nothing is left', () => {
    expect(rolled(counter, windowAt(T0 + W + 1, W))).toEqual({ count: 0, previousCount: 6 });
    expect(estimate(counter, windowAt(T0 + W + W / 2, W))).toBe(3);
    expect(rolled(counter, windowAt(T0 + 2 * W, W))).toEqual({ count: 0, previousCount: 0 });
  });

  test('a window ahead of the clock (another instance’s clock) counts as the current one', () => {
    expect(rolled({ windowStart: T0 + W, count: 2, previousCount: 1 }, windowAt(T0 + 10, W))).toEqual({ count: 2, previousCount: 1 });
  });

  test('no row is nothing', () => {
    expect(estimate(null, windowAt(T0, W))).toBe(0);
  });
});

describe('fits and retryAfterMs', () => {
  test('exactly `limit` events fit in a fresh window', () => {
    expect(fits({ windowStart: T0, count: 2, previousCount: 0 }, windowAt(T0 + 5, W), 3)).toBe(true);
    expect(fits({ windowStart: T0, count: 3, previousCount: 0 }, windowAt(T0 + 5, W), 3)).toBe(false);
    expect(retryAfterMs({ windowStart: T0, count: 2, previousCount: 0 }, T0 + 5, W, 3)).toBe(0);
  });

  test('no reset at a window’s edge: a full window still weighs on the start of the next', () => {
    const full: Counter = { windowStart: T0, count: 10, previousCount: 0 };
    expect(fits(full, windowAt(T0 + W, W), 10)).toBe(false);
    expect(fits(full, windowAt(T0 + W + 5_000, W), 10)).toBe(false);
    expect(fits(full, windowAt(T0 + W + 6_000, W), 10)).toBe(true); // 10 × 0.9 + 1 = 10
  });

  test.each<[string, Counter, number, number]>([
    ['the current window is full', { windowStart: T0, count: 10, previousCount: 3 }, T0 + 20_000, 10],
    ['the previous window’s weight alone blocks', { windowStart: T0, count: 2, previousCount: 10 }, T0 + 1_000, 10],
    ['a limit of one', { windowStart: T0, count: 1, previousCount: 0 }, T0 + 59_000, 1],
    ['over the limit (taken before the limit was lowered)', { windowStart: T0, count: 40, previousCount: 40 }, T0 + 30_000, 30],
  ])('when %s, the wait ends exactly where one more fits', (_, counter, now, limit) => {
    const wait = retryAfterMs(counter, now, W, limit);
    expect(wait).toBeGreaterThan(0);
    expect(fits(counter, windowAt(now + wait, W), limit)).toBe(true);
    expect(fits(counter, windowAt(now + wait - 2, W), limit)).toBe(false);
  });

  test('waits are bounded by two windows', () => {
    expect(retryAfterMs({ windowStart: T0, count: 1, previousCount: 0 }, T0, W, 1)).toBe(2 * W);
    expect(retryAfterMs({ windowStart: T0, count: 10, previousCount: 10 }, T0, W, 10)).toBeLessThanOrEqual(2 * W);
  });
});
