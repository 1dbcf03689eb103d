/**
 * A small in-process cache with a time to live and in-flight de-duplication: many
 * concurrent requests for one key share one load. Each Next instance keeps its own copy,
 * so the TTL bounds how stale another instance's write can look.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failed load is not remembered.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

// Next compiles the proxy, route handlers and pages into separate bundles that share one
// globalThis, so a cache must live there: otherwise each bundle keeps its own copy and an
// invalidation in one never reaches the others.
const registry = globalThis as typeof globalThis & { __listingsCaches?: Map<string, TtlCache<unknown, unknown>> };

/** The process-wide cache of this name (created on first use). */
export function sharedCache<K, V>(name: string, ttlMs: number, maxEntries?: number): TtlCache<K, V> {
  registry.__listingsCaches ??= new Map();
  let cache = registry.__listingsCaches.get(name);
  if (!cache) {
    cache = new TtlCache<unknown, unknown>(ttlMs, maxEntries);
    registry.__listingsCaches.set(name, cache);
  }
  return cache as TtlCache<K, V>;
}
