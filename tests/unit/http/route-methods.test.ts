import fs from 'node:fs';
import path from 'node:path';
import { allowedMethods, isRouteHandlerPath, methodAnswer, targetPath } from '@/lib/http/allowed-methods';
import { ROUTE_FILE_METHODS, ROUTE_METHODS } from '@/lib/http/route-methods';

const APP = path.join(process.cwd(), 'app');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

/** The route's URL pattern as Next reads the folders: route groups `(name)` are not part of it. */
function patternOf(file: string): string {
  const segments = path.relative(APP, path.dirname(file)).split(path.sep).filter((s) => s && !/^\(.*\)$/.test(s));
  return `/${segments.join('/')}`;
}

/** The HTTP methods a route file exports: `export const GET`, `export async function POST`, `export { x as PUT }`. */
function exportedMethods(source: string): string[] {
  const methods = new Set<string>();
  const names = ROUTE_FILE_METHODS.join('|');
  for (const m of source.matchAll(new RegExp(`^export\\s+(?:const|let|var|async\\s+function|function)\\s+(${names})\\b`, 'gm'))) methods.add(m[1]!);
  for (const block of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const item of block[1]!.split(',')) {
      const name = item.trim().split(/\s+as\s+/).pop()?.trim();
      if (name && (ROUTE_FILE_METHODS as readonly string[]).includes(name)) methods.add(name);
    }
  }
  return [...methods].sort();
}

describe('the route table says what the route files export', () => {
  const files = routeFiles(APP);
  const fromFiles = Object.fromEntries(files.map((f) => [patternOf(f), exportedMethods(fs.readFileSync(f, 'utf8'))]));
  // Metadata routes (app/robots.ts) are not route.ts files; they answer GET.
  const metadata = fs.existsSync(path.join(APP, 'robots.ts')) ? { '/robots.txt': ['GET'] } : {};

  it('has every route file, and no route that is gone', () => {
    expect(Object.keys(ROUTE_METHODS).sort()).toEqual(Object.keys({ ...fromFiles, ...metadata }).sort());
  });

  it.each(files.map((f) => [patternOf(f)]))('%s', (pattern) => {
    // On failure, the line for lib/http/route-methods.ts: `'<pattern>': [<methods>],`
    expect([...(ROUTE_METHODS[pattern] ?? [])].sort()).toEqual(fromFiles[pattern]);
  });

  it('reads every kind of export', () => {
    expect(exportedMethods("export const GET = route({}, h);\nexport async function POST() {}\nexport function PUT() {}\nexport { a as PATCH, b as DELETE, helper };\nexport const dynamic = 'force-dynamic';")).toEqual(['DELETE', 'GET', 'PATCH', 'POST', 'PUT']);
  });
});

describe('allowedMethods', () => {
  it.each([
    ['/api/properties', 'GET, HEAD, OPTIONS'],
    ['/api/properties/clusters', 'GET, HEAD, OPTIONS'],
    ['/api/properties/123', 'GET, HEAD, OPTIONS'],
    ['/api/properties/123/fave', 'DELETE, OPTIONS, POST'],
    ['/api/leads/me/e-alerts/7', 'DELETE, OPTIONS, PUT'],
    ['/api/token/lead', 'GET, HEAD, OPTIONS, POST'],
    ['/api/suggestions', 'OPTIONS, POST'],
    // Unknown API paths are the catch-all's (a JSON 404 for its methods).
    ['/api', 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT'],
    ['/api/no/such/thing', 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT'],
    ['/api/properties/1/2/3', 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT'],
    // Encoded names match as Next decodes them.
    ['/api/%70roperties', 'GET, HEAD, OPTIONS'],
    ['/images/1-0.jpg', 'GET, HEAD, OPTIONS'],
    ['/sitemap.xml', 'GET, HEAD, OPTIONS'],
    // Pages and static files.
    ['/', 'GET, HEAD, OPTIONS'],
    ['/real-estate/riverhead-ny', 'GET, HEAD, OPTIONS'],
    ['/_next/static/chunks/a.js', 'GET, HEAD, OPTIONS'],
    ['/images', 'GET, HEAD, OPTIONS'],
  ])('%s → %s', (pathname, allow) => expect(allowedMethods(pathname).join(', ')).toBe(allow));

  it('tells route handlers from pages', () => {
    expect(isRouteHandlerPath('/api/anything')).toBe(true);
    expect(isRouteHandlerPath('/images/1-0.jpg')).toBe(true);
    expect(isRouteHandlerPath('/homedetails/x/1')).toBe(false);
    expect(isRouteHandlerPath('/maplibre-gl-worker.mjs')).toBe(false);
  });
});

describe('methodAnswer', () => {
  it.each([
    ['GET', '/', null],
    ['HEAD', '/', null],
    ['OPTIONS', '/', 204],
    ['POST', '/', 405],
    ['DELETE', '/', 405],
    ['TRACE', '/', 405],
    ['TRACE', '/api/properties', 405],
    ['TRACK', '/', 405],
    ['PROPFIND', '/api/properties', 405],
    ['PUT', '/api/properties', 405],
    ['GET', '/api/properties', null],
    ['OPTIONS', '/api/properties', null],
    ['HEAD', '/api/suggestions', 405],
    ['POST', '/api/suggestions?x=1', null],
    ['GET', 'http://evil.example/api/suggestions', 405],
    ['GET', '*', null],
  ])('%s %s → %p', (method, target, status) => expect(methodAnswer(method, target)?.status ?? null).toBe(status));

  it('reads the path of any request target', () => {
    expect(targetPath('/a/b?c=d')).toBe('/a/b');
    expect(targetPath('http://h.example/x')).toBe('/x');
    expect(targetPath('*')).toBe('/');
    expect(targetPath('localhost:443')).toBe('/');
    expect(targetPath(undefined)).toBe('/');
  });
});
