// `npm run bench:search`: search speed at 10k, 100k and 1M listings, on PGlite and on
// PostgreSQL (BENCH_DATABASE_URL, a database named *_bench on this machine). For each
// engine and size: a fresh database, bulk-loaded (bench/search/load.ts), the search back
// end timed in process (bench/search/worker.ts), then the same calls through the API of a
// production server on that database. Prints median and p95 beside the budgets of
// docs/performance.md.
//
//   npm run bench:search -- --sizes 10000,100000 --engines pglite,postgres --runs 50
//   flags: --build (rebuild .next first), --no-http (bare figures only)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CALLS } from './search/calls';
import { ensureBuild, startServer, stopServer, timeApiFloor, timeHttp, type Server } from './search/http';
import { checkBenchUrl, type Engine } from './search/prepare';
import { printTable, problems, type SizeResult } from './search/report';
import type { WorkerResult } from './search/worker';

const BENCH_DIR = path.resolve('.bench-data');
/** Loading 1M listings into PGlite is the slow case; a worker past this is stuck. */
const WORKER_TIMEOUT_MS = 60 * 60_000;

interface Options {
  sizes: number[];
  engines: Engine[];
  runs: number;
  warmup: number;
  build: boolean;
  http: boolean;
}

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

function parseOptions(args: string[]): Options {
  const url = process.env.BENCH_DATABASE_URL;
  const sizes = (flag(args, 'sizes') ?? '10000,100000,1000000').split(',').map(Number);
  const engines = (flag(args, 'engines') ?? (url ? 'pglite,postgres' : 'pglite')).split(',') as Engine[];
  const runs = Number(flag(args, 'runs') ?? 50);
  if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 5_000_000)) throw new Error('--sizes: whole numbers from 1 to 5,000,000');
  if (engines.some((e) => e !== 'pglite' && e !== 'postgres')) throw new Error('--engines: pglite and/or postgres');
  if (!Number.isInteger(runs) || runs < 1 || runs > 10_000) throw new Error('--runs: a whole number from 1 to 10,000');
  if (engines.includes('postgres')) {
    if (!url) throw new Error('--engines postgres needs BENCH_DATABASE_URL (e.g. postgres://listings:listings@127.0.0.1:5432/listings_bench)');
    checkBenchUrl(url);
  }
  return { sizes, engines, runs, warmup: Math.min(10, runs), build: args.includes('--build'), http: !args.includes('--no-http') };
}

/** Where each engine keeps its database for one size: the worker fills it, then the server serves it. */
function databaseEnv(engine: Engine, size: number): Record<string, string> {
  if (engine === 'pglite') return { DATA_DIR: path.join(BENCH_DIR, `search-pglite-${size}`) };
  // DATA_DIR only holds the seed's generated photos here.
  // PostgreSQL needs a shared AUTH_SECRET (lib/auth/secret.ts); a fixed one is fine for a throwaway bench database.
  const secret = process.env.AUTH_SECRET ?? 'bench-search-only-secret-0123456789abcdef';
  return { DATABASE_URL: process.env.BENCH_DATABASE_URL!, DATA_DIR: path.join(BENCH_DIR, 'search-postgres'), AUTH_SECRET: secret };
}

/** Runs bench/search/worker.ts in its own process and returns what it wrote. */
function runWorker(engine: Engine, size: number, options: Options): Promise<WorkerResult> {
  const resultFile = path.join(BENCH_DIR, `search-${engine}-${size}.json`);
  fs.rmSync(resultFile, { force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env, ...databaseEnv(engine, size),
    BENCH_ENGINE: engine, BENCH_SIZE: String(size), BENCH_RUNS: String(options.runs), BENCH_WARMUP: String(options.warmup),
    // The bulk load runs statements far longer than a request's 10 s limit.
    DATABASE_STATEMENT_TIMEOUT_MS: '0',
  };
  if (engine === 'pglite') delete env.DATABASE_URL;
  delete env.SEED_TEST_TENANTS; // the demo tenants only, as on a fresh install
  // In the foreground process group, so Ctrl-C reaches it too.
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'bench/search/worker.ts', resultFile], { env, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), WORKER_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0 && fs.existsSync(resultFile)) resolve(JSON.parse(fs.readFileSync(resultFile, 'utf8')) as WorkerResult);
      else reject(new Error(`The ${engine} ${size} worker failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Why the HTTP half cannot run, or null: the routes need the filter codec (lib/filters). */
function httpBlocker(options: Options): string | null {
  if (!options.http) return '--no-http';
  const missing = ['lib/filters/query.ts', 'lib/filters/sort.ts'].filter((file) => !fs.existsSync(file));
  return missing.length ? `${missing.join(', ')} missing: the API cannot parse a search yet` : null;
}

let server: Server | null = null;

async function timeOverHttp(engine: Engine, size: number, options: Options, result: SizeResult): Promise<void> {
  server = await startServer(databaseEnv(engine, size), path.join(BENCH_DIR, `search-server-${engine}-${size}.log`));
  try {
    result.apiFloor = await timeApiFloor(options.warmup, options.runs);
    console.log(`  HTTP ${'API floor (settings)'.padEnd(20)} median ${result.apiFloor.median.toFixed(1).padStart(6)} ms   p95 ${result.apiFloor.p95.toFixed(1).padStart(6)} ms`);
    for (const call of CALLS) {
      const { timing, outcome } = await timeHttp(call, options.warmup, options.runs);
      Object.assign(result.calls[call.name]!, { http: timing, httpOutcome: outcome });
      console.log(`  HTTP ${call.name.padEnd(20)} median ${timing.median.toFixed(1).padStart(6)} ms   p95 ${timing.p95.toFixed(1).padStart(6)} ms   (${outcome})`);
    }
  } finally {
    await stopServer(server);
    server = null;
  }
}

async function benchSize(engine: Engine, size: number, options: Options, blocker: string | null): Promise<SizeResult> {
  console.log(`\n== ${engine}, ${size.toLocaleString('en-US')} listings ==`);
  const worker = await runWorker(engine, size, options);
  const calls: SizeResult['calls'] = {};
  for (const [name, bare] of Object.entries(worker.bare)) calls[name] = { bare: bare.timing, bareOutcome: bare.outcome, http: null, httpOutcome: null };
  const result: SizeResult = { size, loadSeconds: worker.loadSeconds, calls, apiFloor: null, httpSkipped: blocker };
  if (blocker) return result;
  try {
    await timeOverHttp(engine, size, options, result);
  } catch (error) {
    // One size's server failing should not lose the figures already measured.
    result.httpSkipped = (error as Error).message;
    console.error(`  HTTP failed: ${result.httpSkipped}`);
  }
  return result;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  let blocker = httpBlocker(options);
  if (!blocker) {
    try {
      ensureBuild(options.build);
    } catch (error) {
      blocker = (error as Error).message;
    }
  }
  if (blocker) console.log(`HTTP half skipped: ${blocker}`);
  console.log(`Search benchmark: ${options.runs} runs after ${options.warmup} warm-up per call; sizes ${options.sizes.join(', ')}; engines ${options.engines.join(', ')}`);

  const all: Partial<Record<Engine, SizeResult[]>> = {};
  for (const engine of options.engines) {
    for (const size of options.sizes) (all[engine] ??= []).push(await benchSize(engine, size, options, blocker));
  }
  fs.writeFileSync(path.join(BENCH_DIR, 'search-results.json'), JSON.stringify(all, null, 2));
  const found: string[] = [];
  for (const engine of options.engines) {
    printTable(engine, all[engine]!);
    found.push(...problems(engine, all[engine]!));
  }
  console.log(found.length ? `\nOver budget or inconsistent:\n${found.map((p) => `- ${p}`).join('\n')}` : '\nEvery figure is within its budget.');
}

// Ctrl-C mid-run: stop the server this script started, so its port and data directory are free again.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (server ? stopServer(server) : Promise.resolve()).finally(() => process.exit(130));
  });
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (server) await stopServer(server);
  process.exitCode = 1;
});
