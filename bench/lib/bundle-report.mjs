// Bundle report for `npm run bench:pages` (issue 19 item 2): per page, the JavaScript of the
// first load (gzipped) and its ten largest chunks with what they hold, against the budgets.
// It reads the build, not the browser: the chunks a route needs before anything is clicked are
// the build's root files plus the route's client-reference entry files (layouts and page).
// A chunk's contents come from its source map when the build has them (SOURCE_MAPS=1 npm run
// build: bytes of minified code per source module), else from the client-reference manifest
// (the client components whose code starts in that chunk).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

const NEXT = path.resolve('.next');

/** Issue 19's budgets, gzipped kB of the first load. */
export const BUDGETS = { '/': 140, '/real-estate': 130, listing: 140 };
/**
 * The share of the first load that is ours (the site's code and the packages it chose), gzipped
 * kB: the budgets above sit at or below Next's App Router runtime alone (docs/performance.md,
 * "Closing issue 19"), so these are what catches our own growth. Set at closing, ~3 kB above
 * what each page shipped then (22.8, 29.0 and 22.2 kB).
 */
export const SITE_CODE_BUDGETS = { '/': 26, '/real-estate': 32, listing: 25 };

/** A route's manifest (Next writes it as a script that fills globalThis.__RSC_MANIFEST). */
function clientManifest(route) {
  const file = path.join(NEXT, 'server/app', route, 'page_client-reference-manifest.js');
  const sandbox = { globalThis: {}, self: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox);
  return Object.values(sandbox.__RSC_MANIFEST)[0];
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Source-map VLQ segments of one line: [generated column, source index delta, …]. */
function decodeLine(line) {
  const segments = [];
  for (const text of line.split(',')) {
    if (text === '') continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const ch of text) {
      const digit = B64.indexOf(ch);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    segments.push(values);
  }
  return segments;
}

/** Minified bytes per source module of a chunk, from its source map (index maps included). */
export function bytesBySource(code, map) {
  const out = new Map();
  const lines = code.split('\n');
  const add = (name, n) => out.set(name, (out.get(name) ?? 0) + n);
  const walk = (m, lineOffset, columnOffset) => {
    if (m.sections) {
      for (const s of m.sections) walk(s.map, lineOffset + s.offset.line, s.offset.line === 0 ? columnOffset + s.offset.column : s.offset.column);
      return;
    }
    let source = 0;
    m.mappings.split(';').forEach((text, i) => {
      const line = lines[lineOffset + i];
      if (line === undefined) return;
      const segs = decodeLine(text);
      let column = i === 0 ? columnOffset : 0;
      const starts = [];
      for (const seg of segs) {
        column += seg[0];
        if (seg.length > 1) source += seg[1];
        starts.push([column, seg.length > 1 ? source : -1]);
      }
      starts.forEach(([start, src], j) => {
        const end = j + 1 < starts.length ? starts[j + 1][0] : line.length;
        if (src >= 0) add(m.sources[src] ?? '?', end - start);
      });
    });
  };
  walk(map, 0, 0);
  return out;
}

/** Readable module name: the package, or the project file. */
function moduleName(source) {
  const clean = source.replace(/^.*\[project\]\//, '').replace(/^turbopack:\/\/\/?/, '').replace(/^\.\.\//g, '');
  const nm = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return nm ? nm[1] : clean;
}

const FRAMEWORK = /^(next|react|react-dom|scheduler|@swc\/helpers|\[turbopack\])(\/|$)/;

function chunkInfo(file, entryModulesByChunk) {
  const full = path.join(NEXT, file.replace(/^\/?_next\//, ''));
  const code = fs.readFileSync(full, 'utf8');
  const gzip = zlib.gzipSync(code, { level: 9 }).length;
  let contents = [];
  let framework = null;
  // Turbopack names a chunk's map apart from the chunk: the comment at its end says which.
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  const mapFile = mapName ? path.join(path.dirname(full), mapName) : null;
  if (mapFile !== null && fs.existsSync(mapFile)) {
    const bytes = bytesBySource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')));
    const byModule = new Map();
    for (const [source, n] of bytes) byModule.set(moduleName(source), (byModule.get(moduleName(source)) ?? 0) + n);
    contents = [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, n]) => `${name} ${(n / 1024).toFixed(0)}k`);
    // Next's runtime and React (compiled into next) and Turbopack's loader: what any App Router page pays.
    const mapped = [...byModule.values()].reduce((a, b) => a + b, 0);
    const runtime = [...byModule].filter(([name]) => FRAMEWORK.test(name)).reduce((a, [, n]) => a + n, 0);
    framework = mapped > 0 ? (gzip * runtime) / mapped : 0;
  } else contents = [...(entryModulesByChunk.get(file) ?? [])].slice(0, 4).map(moduleName);
  return { file: path.basename(file), gzip, contents, framework };
}

/** The first-load chunks of a route (app/…/page) and their report; route as in .next/server/app. */
export function routeBundle(route) {
  const build = JSON.parse(fs.readFileSync(path.join(NEXT, 'build-manifest.json'), 'utf8'));
  const manifest = clientManifest(route);
  const files = new Set(build.rootMainFiles);
  // The route's own entry files and its layouts' (not the error and not-found boundaries').
  for (const [entry, list] of Object.entries(manifest.entryJSFiles)) {
    const layoutDir = entry.replace(/^\[project\]\/app\/?/, '').replace(/\/?layout$/, '');
    if (entry.endsWith(`${route}/page`) || (entry.endsWith('layout') && route.startsWith(layoutDir))) {
      list.forEach((f) => files.add(f));
    }
  }
  const entryModulesByChunk = new Map();
  for (const [name, mod] of Object.entries(manifest.clientModules)) {
    const first = mod.chunks?.[0]?.replace(/^\/_next\//, '');
    if (first) entryModulesByChunk.set(first, new Set([...(entryModulesByChunk.get(first) ?? []), name]));
  }
  const chunks = [...files].map((f) => chunkInfo(f.replace(/^\/_next\//, ''), entryModulesByChunk)).sort((a, b) => b.gzip - a.gzip);
  const framework = chunks.every((c) => c.framework !== null) ? chunks.reduce((n, c) => n + c.framework, 0) : null;
  return { total: chunks.reduce((n, c) => n + c.gzip, 0), framework, chunks };
}

/** Prints the report for the given pages: [label, route under .next/server/app, budget key]. */
export function bundleReport(pages) {
  if (!fs.existsSync(path.join(NEXT, 'build-manifest.json'))) {
    console.log('\nBundle report: no build in .next');
    return;
  }
  const maps = fs.readdirSync(path.join(NEXT, 'static/chunks')).some((f) => f.endsWith('.js.map'));
  console.log(`\nBundle report (first load from the build, gzip -9; contents from ${maps ? 'source maps' : 'the client manifest: SOURCE_MAPS=1 npm run build for module sizes'})`);
  for (const [label, route, budgetKey] of pages) {
    const { total, framework, chunks } = routeBundle(route);
    const budget = BUDGETS[budgetKey];
    // Split by each chunk's share of minified bytes: an estimate of the gzipped split, not exact.
    const ours = framework === null ? null : (total - framework) / 1024;
    const oursBudget = SITE_CODE_BUDGETS[budgetKey];
    const split = ours === null ? '' : `; Next.js + React runtime ≈ ${(framework / 1024).toFixed(1)} kB, the site's code and other packages ≈ ${ours.toFixed(1)} kB (budget ${oursBudget} kB: ${ours <= oursBudget ? 'within' : 'OVER'})`;
    console.log(`${label}: ${(total / 1024).toFixed(1)} kB in ${chunks.length} files (budget ${budget} kB: ${total / 1024 <= budget ? 'within' : 'OVER'})${split}`);
    for (const c of chunks.slice(0, 10)) console.log(`  ${(c.gzip / 1024).toFixed(1).padStart(6)} kB  ${c.file.padEnd(22)} ${c.contents.join(', ')}`);
  }
}

export const BUNDLE_PAGES = [
  ['/ (home page)', '(site)', '/'],
  ['/real-estate', '(site)/real-estate/[[...segments]]', '/real-estate'],
  ['listing page', '(site)/homedetails/[...params]', 'listing'],
];

if (import.meta.url === `file://${process.argv[1]}`) bundleReport(BUNDLE_PAGES);
