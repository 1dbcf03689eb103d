import fs from 'node:fs';
import path from 'node:path';

/**
 * Layers (docs/architecture.md): client code — 'use client' files and the stores — never
 * imports a `server-only` module, not even for a type, and not through a plain module either;
 * lib/ and route handlers never import a store. Wire types live in plain modules.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SOURCE = /\.(ts|tsx)$/;

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile()) return candidate;
  }
  return null;
}

/** A file's imports; `values`: only those that survive compilation (not `import type`). */
function importsOf(file: string, values = false): string[] {
  const specs = [...read(file).matchAll(/(?:^|\n)\s*(import|export)\s(type\s)?[^'"]*?from\s+['"]([^'"]+)['"]/g)].filter((m) => !(values && m[2])).map((m) => m[3]!);
  return specs.map((spec) => resolve(file, spec)).filter((f): f is string => f !== null && SOURCE.test(f));
}

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
