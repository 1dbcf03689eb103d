import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '@/lib/db/client';
import { copyDatabase, createDatabaseIfMissing, emptyTestDatabase, TEST_IMAGE_DIR } from '../db/harness';

/** How long a test request may wait in silence for the server (below Jest's 120 s per test). */
const ANSWER_TIMEOUT_MS = 90_000;

export const API_AUTH_SECRET = 'api-test-secret-0123456789abcdef0123456789';
// What this process seeds (the template, a test's `prepare`) signs its demo sessions with the
// servers' secret, so the tests can act as seeded people (lib/auth/seeded-sessions.ts).
process.env.AUTH_SECRET = API_AUTH_SECRET;
/** The feed key (lib/feeds/secrets.ts): required with a PostgreSQL server, like AUTH_SECRET. */
export const API_FEED_SECRET_KEY = 'api-test-feed-key-0123456789abcdef0123456789';
process.env.FEED_SECRET_KEY = API_FEED_SECRET_KEY;

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: <T = { data: Record<string, unknown>; error?: string; errors?: Record<string, string> }>() => T;
}

export interface TestServer {
  kind: 'pglite' | 'postgres';
  port: number;
  /** Its image store (IMAGE_DIR): an attached instance uses its first instance's, as instances share one volume (docs/scaling.md). */
  imageDir: string;
  /** `localAddress`: the loopback address to send from (127.0.0.2…), to be a peer listed in TRUSTED_PROXIES. */
  request: (pathname: string, init?: { method?: string; host?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string }) => Promise<Reply>;
  /**
   * Stops the server and opens its database in this process, to check what the requests
   * left behind (PGlite allows one process at a time). Call stop() after.
   */
  inspect: <T>(read: (db: Db) => Promise<T>) => Promise<T>;
  stop: () => Promise<void>;
}

export interface ServerOptions {
  /**
   * More environment for the server (SMTP_URL, JOBS_INTERVAL_MS…). The job runner is off unless
   * the test sets `JOBS: '1'` or a `JOBS_INTERVAL_MS`: most files never wait for a job, and
   * starting a worker per queue cost each server seconds (issue 19, CI time).
   */
  env?: Record<string, string>;
  /**
   * Seeds the demo in this process and changes it before the server opens the database, for
   * tests that need rows the seed does not make. Without it the server seeds for itself.
   */
  prepare?: (db: Db) => Promise<void>;
  /**
   * A second app instance on this running server's PostgreSQL database, on the next port: it
   * neither empties nor seeds the database (DESIGN §11: instances share one). Not for PGlite,
   * whose database belongs to one process.
   */
  attachTo?: TestServer;
}

const SEED = { listings: 300, leadsPerCompany: 12 };
/** Our production server as `npm run build` bundles it (scripts/production-build.mjs). */
const PRODUCTION_SERVER = path.join('.next', 'production-server.mjs');
// Ten minutes back, so rows a test writes "now" are newer than anything seeded.
const seededAt = () => new Date(Date.now() - 10 * 60_000);

/**
 * A migrated, seeded PGlite data directory (database and photos), made once per test pass in
 * the directory scripts/test-db.mjs names in API_TEST_TEMPLATE, and copied for each server: a
 * server then starts in a few seconds instead of migrating and seeding for fifteen. Without
 * the variable (jest run by hand) each server migrates and seeds its own.
 */
async function pgliteTemplate(): Promise<string | null> {
  const dir = process.env.API_TEST_TEMPLATE;
  if (!dir) return null;
  const ready = path.join(dir, 'ready');
  if (fs.existsSync(ready)) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  await seedTemplate(dir, {});
  return dir;
}

/**
 * Migrates and seeds a template in this process: its photos in `dir`, its database where `env`
 * says (PGlite under `dir` when it names none), the process's environment put back after; then
 * marks `dir` ready for the servers of this pass.
 */
async function seedTemplate(dir: string, env: Record<string, string>): Promise<void> {
  const [{ closeDatabase, openDatabase }, { seedIfEmpty }] = await Promise.all([import('@/lib/db/client'), import('@/lib/seed')]);
  const setting: Record<string, string> = { DATA_DIR: dir, SEED_TEST_TENANTS: '1', ...env };
  const saved = Object.keys(setting).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, setting);
  try {
    const { db } = await openDatabase();
    try {
      await seedIfEmpty(db, { ...SEED, imageDir: path.join(dir, 'images'), now: seededAt() });
    } finally {
      await closeDatabase();
    }
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  fs.writeFileSync(path.join(dir, 'ready'), '');
}

/** The template database's URL: the test database's name with `_tpl` before its `_test`. */
function templateUrlOf(databaseUrl: string): URL {
  const url = new URL(databaseUrl);
  url.pathname = url.pathname.replace(/_test$/, '_tpl_test');
  return url;
}

/**
 * PostgreSQL's counterpart of pgliteTemplate: the test database's twin `<name>_tpl_test`,
 * migrated and seeded once per pass (with its photos in API_TEST_PG_TEMPLATE), from which each
 * server's database is made by CREATE DATABASE … TEMPLATE, a file copy of well under a second
 * where migrating and seeding took about ten. Without the variable (jest run by hand), or a
 * role that may not create databases, each server migrates and seeds its own as before.
 */
async function postgresTemplate(databaseUrl: string): Promise<string | null> {
  const dir = process.env.API_TEST_PG_TEMPLATE;
  if (!dir) return null;
  const ready = path.join(dir, 'ready');
  if (fs.existsSync(ready)) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  const templateUrl = templateUrlOf(databaseUrl);
  try {
    await createDatabaseIfMissing(templateUrl.toString());
  } catch (error) {
    console.warn(`No PostgreSQL template database (${(error as Error).message}): each server seeds its own`);
    return null;
  }
  await emptyTestDatabase(templateUrl.toString());
  await linkPhotoPool(dir);
  await seedTemplate(dir, { DATABASE_URL: templateUrl.toString() });
  return dir;
}

/**
 * The seed's photo pool, drawn once into TEST_IMAGE_DIR and linked into a server's data
 * directory: the seed finds the files there and does not draw them again (five seconds a server).
 */
async function linkPhotoPool(dataDir: string): Promise<void> {
  const { generatePhotoPool } = await import('@/lib/seed/photos');
  const pool = await generatePhotoPool(TEST_IMAGE_DIR);
  const images = path.join(dataDir, 'images');
  fs.mkdirSync(images, { recursive: true });
  for (const { file } of pool) fs.linkSync(path.join(TEST_IMAGE_DIR, file), path.join(images, file));
}

/**
 * A production server (`next start`) on a fresh, small demo database: PGlite in a temporary
 * directory, or the PostgreSQL test database when DATABASE_URL is set. Needs `next build` first.
 */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  if (!fs.existsSync('.next/BUILD_ID') || !fs.existsSync(PRODUCTION_SERVER)) throw new Error('API tests need a production build: run `npm run build` first');
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const attach = options.attachTo;
  if (attach && attach.kind !== 'postgres') throw new Error('Only a PostgreSQL database can be shared by two servers');
  // API_TEST_PORT moves the pair when another checkout runs its tests on this machine.
  const port = attach ? attach.port + 1 : Number(process.env.API_TEST_PORT ?? 3160) + (kind === 'postgres' ? 1 : 0);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-api-test-'));
  const template = kind === 'pglite' ? await pgliteTemplate() : !attach && process.env.DATABASE_URL ? await postgresTemplate(process.env.DATABASE_URL) : null;
  if (process.env.DATABASE_URL && !attach) {
    if (template) await copyDatabase(process.env.DATABASE_URL, templateUrlOf(process.env.DATABASE_URL).toString());
    else await emptyTestDatabase(process.env.DATABASE_URL);
  }
  if (template) fs.cpSync(template, dataDir, { recursive: true, filter: (source) => source !== path.join(template, 'ready') });
  else if (!attach) await linkPhotoPool(dataDir);
  if (options.prepare) {
    // Loaded only here: the seed pulls in the photo generator, which most API tests never need.
    const [{ closeDatabase, openDatabase }, { seedIfEmpty }] = await Promise.all([import('@/lib/db/client'), import('@/lib/seed')]);
    process.env.DATA_DIR = dataDir;
    const { db } = await openDatabase();
    try {
      // A copy of the template is seeded already.
      await seedIfEmpty(db, { ...SEED, imageDir: TEST_IMAGE_DIR, now: seededAt() });
      await options.prepare(db);
    } finally {
      await closeDatabase();
    }
  }
  const imageDir = options.env?.IMAGE_DIR ?? attach?.imageDir ?? path.join(dataDir, 'images');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_OPTIONS: '',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    AUTH_SECRET: API_AUTH_SECRET,
    FEED_SECRET_KEY: API_FEED_SECRET_KEY,
    SEED_DEMO: attach ? '0' : '1',
    SEED_LISTINGS: String(SEED.listings),
    SEED_LEADS: String(SEED.leadsPerCompany),
    SEED_TEST_TENANTS: '1',
    // The suites sign up many leads from one address; tests/api/sign-up-limits.test.ts sets its own.
    LEAD_SIGN_UPS_PER_IP: '1000',
    LEAD_WRONG_CODES_PER_IP: '1000',
    AGENT_SIGN_IN_FAILURES_PER_IP: '1000',
    // Mail links name the server's own origin.
    PUBLIC_PORT: String(port),
    IMAGE_DIR: imageDir,
    JOBS: options.env?.JOBS_INTERVAL_MS === undefined ? '0' : '1',
    // A test file asks a few routes of a server that lives a minute: loading every route's code
    // at start (next.config.mjs) cost each server a second of CPU that no request needed.
    PRELOAD_ROUTES: '0',
    ...options.env,
  };
  // The production server the app ships with (scripts/server.ts, bundled), not bare `next start`. Bound by
  // the name the requests' Host says (localhost, which resolves to 127.0.0.1 first): Next takes a
  // rewrite to another origin than the one it was started with for another server and proxies it,
  // so with 127.0.0.1 here a forbidden CRM page (rewritten to itself) went round for 30 s.
  const child = spawn(process.execPath, [PRODUCTION_SERVER], { env: { ...env, PORT: String(port), HOSTNAME_BIND: 'localhost' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));

  const request: TestServer['request'] = (pathname, init = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: pathname, method: init.method ?? 'GET', headers: { host: init.host ?? `localhost:${port}`, ...init.headers }, localAddress: init.localAddress },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
          });
        },
      );
      req.on('error', reject);
      // A request the server never answers fails on its own, naming itself and with the server's
      // last words, well before Jest's time-out would (which says only that a test took too long).
      req.setTimeout(ANSWER_TIMEOUT_MS, () => req.destroy(new Error(`No answer to ${init.method ?? 'GET'} ${pathname} within ${ANSWER_TIMEOUT_MS / 1000} s. The server's log ends:\n${log.slice(-3000)}`)));
      if (init.body !== undefined) req.write(init.body);
      req.end();
    });

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    const ready = await request('/api/company/settings').then((r) => r.status === 200, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not come up:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }

  return {
    kind,
    port,
    imageDir,
    request,
    inspect: async (read) => {
      await stopChild(child);
      const { closeDatabase, openDatabase } = await import('@/lib/db/client');
      process.env.DATA_DIR = dataDir;
      const { db } = await openDatabase();
      try {
        return await read(db);
      } finally {
        await closeDatabase();
      }
    },
    // Killed outright: the data directory (or the PostgreSQL database, made afresh by the next
    // server) is thrown away, so a graceful shutdown only cost each test file seconds of waiting.
    stop: async () => {
      await stopChild(child, 'SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function stopChild(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
