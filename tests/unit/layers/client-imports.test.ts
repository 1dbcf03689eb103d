import { importsOf, read, walk } from './imports';

/**
 * Layers (docs/architecture.md): client code — 'use client' files and the stores — never
 * imports a `server-only` module, not even for a type, and not through a plain module either;
 * lib/ and route handlers never import a store. Wire types live in plain modules.
 */
const isServerOnly = (file: string) => /^import 'server-only';/m.test(read(file));

/**
 * The first server-only module a client file reaches, with the path that reaches it: any import
 * of the file itself (a type too: client code names plain modules only), then what those
 * modules import at run time (a plain module's own `import type` is erased and bundles nothing).
 */
function serverOnlyReached(start: string): string[] | null {
  const seen = new Set([start]);
  const queue: string[][] = [[start]];
  while (queue.length > 0) {
    const trail = queue.shift()!;
    for (const next of importsOf(trail[trail.length - 1]!, trail.length > 1)) {
      if (seen.has(next)) continue;
      seen.add(next);
      if (isServerOnly(next)) return [...trail, next];
      queue.push([...trail, next]);
    }
  }
  return null;
}

test('client components and stores reach no server-only module', () => {
  const clientFiles = [...walk('components'), ...walk('app')].filter((f) => /^'use client';/m.test(read(f))).concat(walk('stores'));
  expect(clientFiles.length).toBeGreaterThan(20);
  const problems = clientFiles.map(serverOnlyReached).filter((trail): trail is string[] => trail !== null).map((trail) => trail.join(' -> '));
  expect(problems).toEqual([]);
});

test('lib/ and route handlers import no store', () => {
  const offenders = [...walk('lib'), ...walk('app/api')].filter((f) => importsOf(f).some((target) => target.startsWith('stores/')));
  expect(offenders).toEqual([]);
});
