/** Imports of the project's source files, for the layer tests (docs/architecture.md). */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
export const SOURCE = /\.(ts|tsx)$/;

export function walk(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(rel);
    return SOURCE.test(entry.name) ? [rel] : [];
  });
}

export const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

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
export function importsOf(file: string, values = false): string[] {
  const specs = [...read(file).matchAll(/(?:^|\n)\s*(import|export)\s(type\s)?[^'"]*?from\s+['"]([^'"]+)['"]/g)].filter((m) => !(values && m[2])).map((m) => m[3]!);
  return specs.map((spec) => resolve(file, spec)).filter((f): f is string => f !== null && SOURCE.test(f));
}

/** A bare package a file imports at run time (`swr`, `next/link`), by name. */
export function packagesOf(file: string): string[] {
  return [...read(file).matchAll(/(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+['"]([^'"./@][^'"]*)['"]/g)].map((m) => m[1]!);
}

/** The files a file loads on first use: `import('…')` (lazy components, next/dynamic). */
export function dynamicImportsOf(file: string): string[] {
  const specs = [...read(file).matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
  return specs.map((spec) => resolve(file, spec)).filter((f): f is string => f !== null && SOURCE.test(f));
}

/**
 * Every source file reachable from `starts` through imports that survive compilation; with
 * `onFirstUse`, through `import('…')` too (what a page can load later, not only what it loads first).
 */
export function reachedFrom(starts: string[], { onFirstUse = false } = {}): Set<string> {
  const files = new Set(starts);
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of [...importsOf(file, true), ...(onFirstUse ? dynamicImportsOf(file) : [])]) {
      if (files.has(next)) continue;
      files.add(next);
      queue.push(next);
    }
  }
  return files;
}
