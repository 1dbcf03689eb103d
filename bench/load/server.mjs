// The server `npm run bench:load` measures: BASE_URL when given, else our production server
// (scripts/server.ts, as `npm start` runs it) on the engine asked for, default demo seed.
// PGlite keeps its directory under .bench-data/load-pglite (seeded on the first start, about a
// minute, reused after); PostgreSQL is BENCH_DATABASE_URL, a *_bench database on loopback,
// migrated and seeded by the server itself when empty.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ensureProductionBuild, PRODUCTION_SERVER } from '../../scripts/production-build.mjs';

const START_TIMEOUT_MS = 300_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
/** Any fixed 40 characters: a PostgreSQL server refuses to start without them; nothing signed here outlives the run. */
const SECRETS = { AUTH_SECRET: 'bench-load-secret-0123456789abcdefghijkl', FEED_SECRET_KEY: 'bench-load-feed-key-0123456789abcdefghij' };

function probe(target) {
  return new Promise((resolve) => {
    const req = http.get({ host: target.host, port: target.port, path: '/api/company/settings', headers: { host: target.tenantHost } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.setTimeout(5000, () => req.destroy());
  });
}

export function checkBenchUrl(url) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!name.endsWith('_bench')) throw new Error(`BENCH_DATABASE_URL names "${name}": a benchmark database's name ends in _bench`);
  if (!LOOPBACK.has(parsed.hostname)) throw new Error(`BENCH_DATABASE_URL points at ${parsed.hostname}: loopback only`);
}

/** The target of BASE_URL: requests go to its address with its Host (tenant 1 answers on localhost). */
export function givenTarget(baseUrl) {
  const url = new URL(baseUrl);
  if (!LOOPBACK.has(url.hostname)) throw new Error(`BASE_URL ${baseUrl}: the load benchmark only sends to loopback`);
  return { host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 80), tenantHost: url.host, stop: async () => {} };
}

/**
 * Starts the production server (scripts/server.ts, as the build bundles it) on `engine` with
 * `env` added (admission knobs…; DATABASE_URL and SEED_DEMO override the bench database and its
 * seeding) and waits for it.
 */
export async function startServer(engine, port, env = {}) {
  await ensureProductionBuild();
  const target = { host: '127.0.0.1', port, tenantHost: `localhost:${port}` };
  if ((await probe(target)) !== 0) throw new Error(`Something already answers on port ${port}: stop it or set BENCH_PORT`);
  const dataDir = path.join('.bench-data', `load-${engine}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const serverEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOSTNAME_BIND: 'localhost', DATA_DIR: dataDir, ...SECRETS, ...env };
  delete serverEnv.NODE_OPTIONS;
  if (engine === 'postgres') {
    const url = env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://listings:listings@127.0.0.1:5432/listings_load_bench';
    checkBenchUrl(url);
    serverEnv.DATABASE_URL = url;
    // A PostgreSQL server is seeded only when asked (lib/startup/database.ts); the seed runs on an empty database only.
    serverEnv.SEED_DEMO = env.SEED_DEMO ?? '1';
  } else delete serverEnv.DATABASE_URL;
  const logFile = path.join('.bench-data', `load-${engine}-${port}-server.log`);
  const log = fs.openSync(logFile, 'w');
  // Its own process group, so stopping it reaches everything it started.
  const child = spawn(process.execPath, [PRODUCTION_SERVER], { env: serverEnv, stdio: ['ignore', log, log], detached: true });
  fs.closeSync(log);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid, 'SIGTERM');
      setTimeout(() => child.exitCode === null && process.kill(-child.pid, 'SIGKILL'), 20_000).unref();
    });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The ${engine} server exited (${child.exitCode}); see ${logFile}`);
    if ((await probe(target)) === 200) return { ...target, stop, pid: child.pid, logFile };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`The ${engine} server did not answer within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`);
}
