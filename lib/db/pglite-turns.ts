import type { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement synchronously (WASM) behind a promise, so a chain of awaited
 * statements (a job rating hundreds of listings one by one, a page's dozen reads) runs to its
 * end in microtasks and the event loop never takes a turn: no answer is written and no request
 * is read until the chain ends, seconds later under load (docs/performance.md, "Issue 19:
 * throughput and fairness"). Each statement outside a transaction first waits one turn of the
 * loop, so other requests' statements and the sockets interleave with a long chain. Inside a
 * transaction (PGlite's own `tx`) statements run back to back as before: the transaction holds
 * the one connection either way.
 */
export function yieldBeforeStatements(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite['query'];
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    await nextTurn();
    return exec(...args);
  };
}
