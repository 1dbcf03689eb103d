import { parseRetryAfter } from '@/lib/net/retry-after';

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('3', 120_000, now)).toBe(3000);
    expect(parseRetryAfter(' 0 ', 120_000, now)).toBe(0);
  });

  it('reads an HTTP date, never a negative wait', () => {
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:05 GMT', 120_000, now)).toBe(5000);
    expect(parseRetryAfter('Sun, 01 Jun 2025 11:00:00 GMT', 120_000, now)).toBe(0);
  });

  it('caps a long wait', () => {
    expect(parseRetryAfter('86400', 120_000, now)).toBe(120_000);
    expect(parseRetryAfter('Mon, 02 Jun 2025 12:00:00 GMT', 120_000, now)).toBe(120_000);
  });

  it('answers null when absent or unreadable', () => {
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('')).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter('-5')).toBeNull();
  });
});
