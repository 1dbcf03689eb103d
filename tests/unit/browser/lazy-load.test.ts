import { ChunkLoadFailed, LAZY_RETRY_DELAYS_MS, loadWithRetry, requestOf } from '@/lib/browser/lazy-load';

describe('loadWithRetry (SPEC §4 lazy screen loads, §8 chunk error)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('retries up to 3 times, first after 2 s, then after 5 s', async () => {
    const started: number[] = [];
    const load = jest.fn(() => {
      started.push(Date.now());
      return started.length < 3 ? Promise.reject(new Error('Failed to load chunk /_next/static/chunks/abc123.js')) : Promise.resolve('screen');
    });
    const t0 = Date.now();
    const result = loadWithRetry(load);
    await jest.advanceTimersByTimeAsync(2_000);
    await jest.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toBe('screen');
    expect(started.map((t) => t - t0)).toEqual([0, 2_000, 7_000]);
    expect(LAZY_RETRY_DELAYS_MS).toEqual([2_000, 5_000, 5_000]);
  });

  test('after the fourth failure: "Loading chunk {n} failed." with type and request address', async () => {
    const load = jest.fn(() => Promise.reject(new Error('Failed to load chunk /_next/static/chunks/abc123.js from module 42')));
    const result = loadWithRetry(load);
    const caught = result.catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(12_000);
    const error = (await caught) as ChunkLoadFailed;
    expect(load).toHaveBeenCalledTimes(4);
    expect(error).toBeInstanceOf(ChunkLoadFailed);
    expect(error.message).toBe('Loading chunk abc123.js failed.');
    expect(error.type).toBe('error');
    expect(error.request).toBe('/_next/static/chunks/abc123.js');
  });

  test('a load that hangs times out after 120 s, and is tried again', async () => {
    let calls = 0;
    const load = () => (++calls === 1 ? new Promise<string>(() => {}) : Promise.resolve('late screen'));
    const result = loadWithRetry(load);
    await jest.advanceTimersByTimeAsync(120_000 + 2_000);
    await expect(result).resolves.toBe('late screen');
    expect(calls).toBe(2);
  });

  test('requestOf finds the script address in a bundler error', () => {
    expect(requestOf(new Error('Loading chunk 12 failed. (error: http://x.test/_next/static/chunks/9f.js)'))).toBe('http://x.test/_next/static/chunks/9f.js');
    expect(requestOf('boom')).toBe('unknown');
  });
});
