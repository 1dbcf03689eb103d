import { RateLimiter } from '@/lib/http/rate-limit';

describe('RateLimiter', () => {
  it('allows up to the limit in the window, then says how long to wait', () => {
    const limiter = new RateLimiter('test-a', 3, 60_000);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('k', t0 + i)).toBe(0);
      limiter.record('k', t0 + i);
    }
    expect(limiter.retryAfter('k', t0 + 10)).toBe(60);
    expect(limiter.retryAfter('other', t0 + 10)).toBe(0);
    expect(limiter.retryAfter('k', t0 + 30_000)).toBe(30);
    expect(limiter.retryAfter('k', t0 + 60_001)).toBe(0);
  });

  it('reset clears a key, and limiters of one name share their counts', () => {
    const a = new RateLimiter('test-b', 1, 60_000);
    a.record('k');
    expect(new RateLimiter('test-b', 1, 60_000).retryAfter('k')).toBeGreaterThan(0);
    a.reset('k');
    expect(a.retryAfter('k')).toBe(0);
  });
});
