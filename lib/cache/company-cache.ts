import 'server-only';
import { companyVersion, onCompanyVersionChange, syncCompanyVersions } from '@/lib/tenancy/cache-versions';
import { sharedCache } from './ttl-cache';

export interface CompanyCacheOptions {
  /**
   * How long an entry is answered before it is loaded again (and answered while it reloads: a
   * hot key never makes its askers wait): what a change made outside the app (by hand in SQL)
   * can leave stale. A change made through the app moves the key instead, at once.
   */
  ttlMs: number;
  /** The most entries over all companies; past it the least recently used go. */
  max: number;
}

export interface CompanyCache<V> {
  /** The value for this company and key: cached under the company's current version, loaded once for concurrent callers. */
  get: (companyId: number, key: string, load: () => Promise<V>) => Promise<V>;
}

/**
 * A named cache of per-company views (DESIGN §11). Every key carries the company's cache
 * version (lib/tenancy/cache-versions.ts): a change on ANY instance bumps it in the database,
 * every instance sees the new version within about a second, and from then on reads a new key,
 * so nothing built under the old settings or data is served again. The old version's entries
 * are dropped at once rather than left to the LRU. One map per process (sharedCache).
 */
export function companyCache<V>(name: string, options: CompanyCacheOptions): CompanyCache<V> {
  const cache = sharedCache<string, V>(`company:${name}`, options.ttlMs, { maxEntries: options.max, staleWhileLoading: true });
  onCompanyVersionChange(`company-cache:${name}`, (companyId, previous) => {
    const stale = `${companyId}@${previous}:`;
    cache.deleteWhere((key) => key.startsWith(stale));
  });
  return {
    get: async (companyId, key, load) => {
      await syncCompanyVersions();
      return cache.get(`${companyId}@${companyVersion(companyId)}:${key}`, load);
    },
  };
}
