/** The HTTP half of `npm run bench:search`: a production server on the benchmark database, timed through the API. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { httpRequestOf, outcome, type BenchCall, type HttpRequestSpec } from './calls';
import { timeCalls, type Timing } from './stats';

export const PORT = 3250;
const HOST = '127.0.0.1';
/** Tenant 1 answers on localhost (lib/seed/tenants.ts). */
const TENANT_HOST = 'localhost';
const NEXT = 'node_modules/.bin/next';
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Any fixed 40 characters: the server refuses to start without a secret, and no token is signed here. */
const AUTH_SECRET = 'bench-search-secret-0123456789abcdefghij';

interface Reply {
  status: number;
  body: string;
}

/** One request, answered in full (the client waits for the whole body, so the timing includes it). */
function request(agent: http.Agent, method: string, urlPath: string, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { host: TENANT_HOST, accept: 'application/json' };
    if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' });
    const req = http.request({ host: HOST, port: PORT, method, path: urlPath, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`${method} ${urlPath}: no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.end(body);
  });
}

/**
 * The production build must contain the search API. Builds only when there is no build at
 * all (or on --build): rebuilding replaces .next under any server already running from it.
 */
export function ensureBuild(force: boolean): void {
  const built = fs.existsSync('.next/BUILD_ID');
  if (built && !force) {
    if (fs.existsSync('.next/server/app/api/properties/route.js')) return;
    throw new Error('the production build in .next predates the search API: run npm run build, or pass --build');
  }
  console.log(built ? 'Rebuilding (--build)…' : 'No production build yet: running next build…');
  const build = spawnSync(NEXT, ['build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, timeout: 15 * 60_000 });
  if (build.status !== 0) throw new Error('next build failed');
}

async function answers(agent: http.Agent, urlPath: string): Promise<number | null> {
  try {
    return (await request(agent, 'GET', urlPath)).status;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Server {
  child: ChildProcess;
  logFile: string;
}

/** Starts `next start` on the database the worker just filled (dbEnv: DATA_DIR or DATABASE_URL) and waits until it answers. */
export async function startServer(dbEnv: Record<string, string>, logFile: string): Promise<Server> {
  const probe = new http.Agent();
  if ((await answers(probe, '/')) !== null) throw new Error(`Something already answers on ${HOST}:${PORT}: stop it, or the benchmark would time the wrong server`);
  const env: NodeJS.ProcessEnv = { ...process.env, ...dbEnv, SEED_DEMO: '0', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', AUTH_SECRET };
  // PGlite when DATA_DIR is given: an inherited DATABASE_URL would point the server elsewhere.
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  // Own process group, so stopping it reaches anything next start forks.
  const child = spawn(NEXT, ['start', '-p', String(PORT), '-H', HOST], { env, stdio: ['ignore', log, log], detached: true });
  fs.closeSync(log);
  const deadline = Date.now() + START_TIMEOUT_MS;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}; see ${logFile}`);
      if ((await answers(probe, '/api/company/settings')) === 200) return { child, logFile };
      await sleep(500);
    }
    throw new Error(`next start did not answer within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`);
  } catch (error) {
    await stopServer({ child, logFile });
    throw error;
  } finally {
    probe.destroy();
  }
}

/** SIGTERM, then wait for the exit (PGlite releases its directory lock on the way out); SIGKILL if it hangs. */
export async function stopServer({ child }: Server): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const timer = sleep(STOP_TIMEOUT_MS).then(() => 'timeout' as const);
  if ((await Promise.race([exited, timer])) === 'timeout') {
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  }
}

/** What the API answered, in the same words as the bare half (calls.ts `outcome`). */
function describe(call: BenchCall, body: string): string {
  const json = JSON.parse(body) as {
    data: { hits?: unknown[]; count?: number }[];
    meta?: { pagination?: { total: number }; total_capped?: boolean; total?: number };
  };
  switch (call.kind) {
    case 'page':
      return outcome.page(json.meta?.pagination?.total ?? -1, json.meta?.total_capped ?? false, json.data.length);
    case 'clusters':
      return outcome.clusters(json.data.length, json.meta?.total ?? -1);
    case 'suggest':
      return outcome.suggest(json.data.map((b) => ({ hits: b.hits ?? [] })));
  }
}

/** Sequential keep-alive requests (one socket, as one visitor's browser): warm-up, then the timed runs. Returns the timing and the first body. */
async function timeRequests(spec: HttpRequestSpec, warmup: number, runs: number): Promise<{ timing: Timing; body: string }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = async () => {
    const reply = await request(agent, spec.method, spec.path, spec.body);
    if (reply.status !== 200) throw new Error(`${spec.method} ${spec.path} answered ${reply.status}: ${reply.body.slice(0, 300)}`);
    return reply;
  };
  try {
    const { body } = await send();
    return { timing: await timeCalls(send, warmup, runs), body };
  } finally {
    agent.destroy();
  }
}

export async function timeHttp(call: BenchCall, warmup: number, runs: number): Promise<{ timing: Timing; outcome: string }> {
  const { timing, body } = await timeRequests(httpRequestOf(call), warmup, runs);
  return { timing, outcome: describe(call, body) };
}

/**
 * The floor under every API call on this server: a route that answers from the company
 * cache without touching listings. What an HTTP search costs beyond its SQL is mostly this.
 */
export async function timeApiFloor(warmup: number, runs: number): Promise<Timing> {
  return (await timeRequests({ method: 'GET', path: '/api/company/settings' }, warmup, runs)).timing;
}
