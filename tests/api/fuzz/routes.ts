import fs from 'node:fs';
import path from 'node:path';

/** One segment of an API path: literal text, a [param], a [...param] or an optional [[...param]]. */
export type Segment = { kind: 'literal'; text: string } | { kind: 'param'; name: string } | { kind: 'catch-all'; name: string; optional: boolean };

export interface ApiRoute {
  /** The file, relative to the repository (for messages). */
  file: string;
  /** `/api/properties/[id]/fave`, as the folders spell it. */
  pattern: string;
  segments: Segment[];
  methods: string[];
  /** It reads a search (readSearchRequest): every search query key applies. */
  search: boolean;
  /** Query keys its source names: the keys of `const query = z.object({…})` and `searchParams.get('…')`. */
  queryKeys: string[];
}

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function segmentOf(folder: string): Segment {
  const optional = /^\[\[\.\.\.(.+)\]\]$/.exec(folder);
  if (optional) return { kind: 'catch-all', name: optional[1]!, optional: true };
  const catchAll = /^\[\.\.\.(.+)\]$/.exec(folder);
  if (catchAll) return { kind: 'catch-all', name: catchAll[1]!, optional: false };
  const param = /^\[(.+)\]$/.exec(folder);
  if (param) return { kind: 'param', name: param[1]!};
  return { kind: 'literal', text: folder };
}

/** The HTTP methods a route file exports: `export const GET = …`, `export async function GET`, `export { x as GET }`. */
export function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:const|let|(?:async\s+)?function)\s+([A-Z]+)\b/g)) found.add(match[1]!);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1]!.split(',')) found.add(part.trim().split(/\s+as\s+/).at(-1)!.trim());
  }
  return HTTP_METHODS.filter((method) => found.has(method));
}

/** The query keys a route file reads, as its source spells them. */
export function queryKeysOf(source: string): string[] {
  const keys = new Set<string>();
  const schema = /const query = z\.object\(\{([^;]*)\}\);/.exec(source);
  if (schema) for (const match of schema[1]!.matchAll(/(\w+):/g)) keys.add(match[1]!);
  for (const match of source.matchAll(/searchParams\.get\('([^']+)'\)/g)) keys.add(match[1]!);
  return [...keys];
}

/**
 * Every API route, found on disk (app/api/**\/route.ts): a route added later is fuzzed
 * without anyone remembering to list it. Route groups `(name)` are not part of the URL.
 */
export function discoverApiRoutes(root = process.cwd()): ApiRoute[] {
  const apiDir = path.join(root, 'app', 'api');
  const files = (fs.readdirSync(apiDir, { recursive: true }) as string[]).filter((file) => path.basename(file) === 'route.ts').sort();
  return files.map((file) => {
    const folders = path.dirname(file).split(path.sep).filter((folder) => folder !== '.' && !/^\(.+\)$/.test(folder));
    const segments: Segment[] = [{ kind: 'literal', text: 'api' }, ...folders.map(segmentOf)];
    const source = fs.readFileSync(path.join(apiDir, file), 'utf8');
    return {
      file: path.join('app', 'api', file),
      pattern: `/${['api', ...folders].join('/')}`,
      segments,
      methods: exportedMethods(source),
      search: source.includes('readSearchRequest('),
      queryKeys: queryKeysOf(source),
    };
  });
}
