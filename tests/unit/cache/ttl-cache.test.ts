import { AsyncLocalStorage } from 'node:async_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sharedCache, TtlCache } from '@/lib/cache/ttl-cache';
import { processSingleton } from '@/lib/db/process-singleton';

// A real collection, to see what an entry keeps alive.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** The process-wide cache (lib/cache/ttl-cache.ts) that every per-company cache sits on. */
describe('TtlCache', () => {
  test('concurrent gets of one key share one load', async () => {
    const cache = new TtlCache<string, number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  test('past its bound the least recently USED entry goes, not the whole cache', async () => {
    const cache = new TtlCache<string, string>(60_000, { maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a used again: b is now the oldest
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  test('a failed load is not remembered; an expired entry loads again', async () => {
    const cache = new TtlCache<string, string>(0);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
    expect(await cache.get('k', async () => 'again')).toBe('again');
  });

  test("a loaded entry keeps its value, not the first asker's request (its async context)", async () => {
    // As Next keeps a request and its response in an AsyncLocalStorage store for the request's life.
    const requestContext = new AsyncLocalStorage<{ response: Uint8Array }>();
    const cache = new TtlCache<string, number>(60_000);
    let response: WeakRef<Uint8Array> | null = null;
    await (async () => {
      const store = { response: new Uint8Array(1_000_000) };
      response = new WeakRef(store.response);
      await requestContext.run(store, () => cache.get('k', async () => 1));
    })();
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(response!.deref()).toBeUndefined();
    expect(await cache.get('k', async () => 2)).toBe(1);
  });

  test('staleWhileLoading: an expired value is answered while ONE load replaces it; a failed reload is dropped', async () => {
    const cache = new TtlCache<string, string>(0, { staleWhileLoading: true });
    expect(await cache.get('k', async () => 'first')).toBe('first');
    let loads = 0;
    let finish: (value: string) => void = () => {};
    const slow = () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    // Expired (ttl 0): answered at once, stale, while one reload runs for every asker.
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual(['first', 'first']);
    expect(loads).toBe(1);
    finish('second');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe('second');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The reload failed: nothing stale is kept past it; the next asker loads.
    expect(await cache.get('k', async () => 'third')).toBe('third');
    // Without the option an expired entry is never answered.
    const strict = new TtlCache<string, string>(0);
    await strict.get('k', async () => 'old');
    expect(await strict.get('k', async () => 'new')).toBe('new');
  });

  test('deleteWhere drops the matching keys only (a company\'s old version)', async () => {
    const cache = new TtlCache<string, number>(60_000);
    for (const key of ['1@0:x', '1@0:y', '1@1:x', '2@0:x']) await cache.get(key, async () => 1);
    cache.deleteWhere((key) => key.startsWith('1@0:'));
    expect(cache.size).toBe(2);
  });
});

describe('processSingleton', () => {
  test('one value per name for the whole process (every bundle), made once', () => {
    let made = 0;
    const first = processSingleton('test-singleton', () => ({ n: ++made }));
    const second = processSingleton('test-singleton', () => ({ n: ++made }));
    expect(second).toBe(first);
    expect(made).toBe(1);
  });

  test('sharedCache of one name is one cache', () => {
    expect(sharedCache('test-cache', 1_000)).toBe(sharedCache('test-cache', 5_000));
  });
});
