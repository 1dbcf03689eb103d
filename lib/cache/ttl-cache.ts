import { processSingleton } from '@/lib/db/process-singleton';

/**
 * An entry holds its load's promise only while the load runs, then the value itself. A promise
 * made during a request carries that request's AsyncLocalStorage store (Node sets it on every
 * promise created in the context), and Next's store holds the request and its response: a
 * settled promise kept for the entry's life kept each first asker's whole request in memory
 * (~30 kB an entry, 2,000 responses for 2,000 cached searches; found in a heap snapshot).
 */
type Entry<V> = { expires: number } & ({ loading: Promise<V> } | { value: V; refreshing: boolean });

export interface TtlCacheOptions {
  /** The most entries; past it the least recently used go. */
  maxEntries?: number;
  /**
   * An expired value is still answered while one load replaces it, so no asker waits for a
   * reload of a hot key (under load, every asker of that key queued behind it for a second or
   * two). Only for caches whose lifetime bounds what announces nothing: a change that must show
   * at once moves the key (lib/cache/company-cache.ts) and is never answered stale.
   */
  staleWhileLoading?: boolean;
}

/**
 * A small in-process cache with a time to live, in-flight de-duplication (many concurrent
 * requests for one key share one load) and a bound: past `maxEntries` the least recently used
 * entry goes, so a flood of distinct keys costs one eviction each instead of the whole cache.
 * Each instance keeps its own copy, so the TTL bounds how stale another instance's write can
 * look unless the key carries a version (lib/cache/company-cache.ts).
 */
export class TtlCache<K, V> {
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest use first.
  private readonly entries = new Map<K, Entry<V>>();
  private readonly maxEntries: number;
  private readonly staleWhileLoading: boolean;

  constructor(
    private readonly ttlMs: number,
    { maxEntries = 10_000, staleWhileLoading = false }: TtlCacheOptions = {},
  ) {
    this.maxEntries = maxEntries;
    this.staleWhileLoading = staleWhileLoading;
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && (hit.expires > now || (this.staleWhileLoading && 'value' in hit))) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      if ('loading' in hit) return hit.loading;
      if (hit.expires <= now && !hit.refreshing) {
        hit.refreshing = true;
        this.settle(key, hit, load(), now);
      }
      return Promise.resolve(hit.value);
    }
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    const loading = load();
    const entry: Entry<V> = { loading, expires: now + this.ttlMs };
    this.entries.set(key, entry);
    this.settle(key, entry, loading, now);
    return loading;
  }

  /** When `loading` ends, the entry it was started for (if still there) takes its value; a failed load is not remembered. */
  private settle(key: K, entry: Entry<V>, loading: Promise<V>, startedAt: number): void {
    loading.then(
      // Set on a key already present: the entry keeps its place in the order.
      (value) => {
        if (this.entries.get(key) === entry) this.entries.set(key, { value, refreshing: false, expires: startedAt + this.ttlMs });
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose key passes the test (a company's entries of an old version). */
  deleteWhere(test: (key: K) => boolean): void {
    for (const key of [...this.entries.keys()]) if (test(key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The process-wide cache of this name (created on first use), for data that is not one
 * company's (feature ids, resized photos); a company's cached views use companyCache.
 * Process-wide through processSingleton: see there why.
 */
export function sharedCache<K, V>(name: string, ttlMs: number, options?: TtlCacheOptions): TtlCache<K, V> {
  return processSingleton(`cache:${name}`, () => new TtlCache<K, V>(ttlMs, options));
}
