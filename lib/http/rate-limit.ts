const registry = globalThis as typeof globalThis & { __listingsRateLimits?: Map<string, Map<string, number[]>> };

/**
 * Counts events per key in a sliding window, in this process (one instance's view; a
 * shared store is the path when several instances serve one site). Shared by every
 * bundle through globalThis, like the caches.
 */
export class RateLimiter {
  private readonly hits: Map<string, number[]>;

  constructor(
    name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    registry.__listingsRateLimits ??= new Map();
    let hits = registry.__listingsRateLimits.get(name);
    if (!hits) registry.__listingsRateLimits.set(name, (hits = new Map()));
    this.hits = hits;
  }

  /** Seconds until the key may try again, or 0 when it is under the limit. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
  }

  record(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    // Keep memory bounded under a flood of distinct keys.
    if (this.hits.size > 50_000) this.hits.clear();
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
  }
}
