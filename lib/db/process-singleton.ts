/**
 * One value per process and name, whichever bundle asks first makes it.
 *
 * Why globalThis, once, here: Next compiles the proxy, the route handlers, the pages and
 * instrumentation.ts into separate bundles that run in ONE process and share one globalThis.
 * A module-level variable exists once per bundle, so a cache, a queue client or a database
 * handle kept in one would be made again in every bundle, and an invalidation in one would
 * never reach the others. Everything process-wide (the database handle, the job queue, the
 * SMTP transport, every cache: lib/cache/) lives in the one map below instead of each in its
 * own globalThis slot.
 *
 * In lib/db because the database client needs it and lib/db imports nothing above itself.
 */
const SLOT = '__listingsProcess';

type Registry = Map<string, unknown>;
const holder = globalThis as typeof globalThis & { [SLOT]?: Registry };

/** The process's value of this name, made by `make` the first time. Names are the caller's to keep apart. */
export function processSingleton<T>(name: string, make: () => T): T {
  const registry = (holder[SLOT] ??= new Map());
  if (!registry.has(name)) registry.set(name, make());
  return registry.get(name) as T;
}
