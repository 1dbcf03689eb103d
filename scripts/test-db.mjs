#!/usr/bin/env node
// `npm run test:db`: the database and API tests on PGlite and, when TEST_DATABASE_URL names a
// server (.ci/run starts Debian's PostgreSQL 15 for this), on PostgreSQL too.
//
// The passes run at the same time: each is one Jest process talking to one server at a time,
// which keeps about one core busy, so on CI's two cores they take little longer together than
// the slowest alone (with PostgreSQL, the PGlite pass is split in two shards: see below). They
// share nothing: their own ports (tests/api/server.ts), their own template and temporary
// directories (TMPDIR, so their photo pools and data directories never meet), their own
// database. Each pass's output is printed whole when it ends, so the log reads as separate runs.
// TEST_DB_SERIAL=1 runs them one after the other, output streaming.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureProductionBuild } from './production-build.mjs';

// One transform cache for both passes (Jest's default lives under TMPDIR, which each pass sets apart).
const jest = ['node_modules/.bin/jest', ['--selectProjects', 'db', '--runInBand', `--cacheDirectory=${path.join(os.tmpdir(), 'jest-listings-db')}`, ...process.argv.slice(2)]];

/** The environment of one pass: PGlite's WASM needs Jest's VM modules flag. */
function passEnv(extraEnv) {
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
  delete env.DATABASE_URL;
  return Object.assign(env, extraEnv);
}

/** Runs one pass; `streaming` prints as it goes, otherwise the output is kept and printed whole at the end. */
function runPass(label, args, extraEnv, streaming) {
  const header = `\n=== database tests on ${label} ===`;
  if (streaming) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(jest[0], [...jest[1], ...args], { stdio: streaming ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: passEnv(extraEnv) });
    const output = [];
    if (!streaming) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!streaming) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// The API tests serve the production build.
await ensureProductionBuild();

const scratch = fs.mkdtempSync(path.join(scratchRoot(), 'listings-test-db-'));
const serial = process.env.TEST_DB_SERIAL === '1';
// With PostgreSQL too and the whole suite to run, the PGlite pass runs as two shards beside the
// PostgreSQL pass: the PostgreSQL pass (its databases made from a template) ends minutes before
// a whole PGlite pass would, and a core would idle. The shards share nothing either: their own
// ports (API_TEST_PORT), template and temporary directories.
const shards = process.env.TEST_DATABASE_URL && !serial && process.argv.length <= 2 ? 2 : 1;
const basePort = Number(process.env.API_TEST_PORT ?? 3160);
const passes = Array.from({ length: shards }, (_, i) => {
  const name = shards === 1 ? 'pglite' : `pglite-${i + 1}`;
  return {
    label: shards === 1 ? 'PGlite' : `PGlite (shard ${i + 1} of ${shards})`,
    args: shards === 1 ? [] : [`--shard=${i + 1}/${shards}`],
    // The API tests copy one migrated, seeded PGlite directory per pass (tests/api/server.ts), the
    // database tests one migrated, empty one (tests/db/harness.ts).
    env: { API_TEST_TEMPLATE: path.join(scratch, `${name}-template`), DB_TEST_TEMPLATE: path.join(scratch, `${name}-migrated`), TMPDIR: mkdir(scratch, `${name}-tmp`), API_TEST_PORT: String(basePort + 10 * i) },
  };
});
if (process.env.TEST_DATABASE_URL) {
  // With a PostgreSQL server every process must be given the signing secret (lib/auth/secret.ts);
  // the seed signs its demo sessions with it.
  const secret = process.env.AUTH_SECRET ?? 'db-test-secret-0123456789abcdef0123456789';
  // The same goes for the key feed secrets are sealed with (lib/feeds/secrets.ts).
  const feedKey = process.env.FEED_SECRET_KEY ?? 'db-test-feed-key-0123456789abcdef0123456789';
  passes.push({ label: 'PostgreSQL', args: [], env: { DATABASE_URL: process.env.TEST_DATABASE_URL, AUTH_SECRET: secret, FEED_SECRET_KEY: feedKey, TMPDIR: mkdir(scratch, 'postgres-tmp'), API_TEST_PG_TEMPLATE: path.join(scratch, 'postgres-template'), DB_TEST_TEMPLATE: path.join(scratch, 'postgres-migrated') } });
}

/**
 * Where the passes keep their databases and photos: a memory file system (/dev/shm) when it has
 * room, else the temporary directory. Every PGlite server and database test file starts from a
 * copy of a ~100 MB data directory, and PGlite writes through to its files: on this machine's
 * disk a copy cost 1.4 s of CPU, on /dev/shm 0.1 s (docs/performance.md "Test suite time").
 */
function scratchRoot() {
  const shm = '/dev/shm';
  try {
    fs.accessSync(shm, fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync(shm);
    if (bavail * bsize >= 4 * 1024 ** 3) return shm;
  } catch {
    // No /dev/shm here (not Linux, or not mounted): the disk will do.
  }
  return os.tmpdir();
}

function mkdir(parent, name) {
  const dir = path.join(parent, name);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

// The scratch may be memory: an interrupted run must not leave it behind.
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.on(signal, () => {
    fs.rmSync(scratch, { recursive: true, force: true });
    process.exit(code);
  });
}

let failed = 0;
if (serial || passes.length === 1) {
  for (const pass of passes) {
    failed = await runPass(pass.label, pass.args, pass.env, true);
    if (failed !== 0) break;
  }
} else {
  const codes = await Promise.all(passes.map((pass) => runPass(pass.label, pass.args, pass.env, false)));
  failed = codes.find((code) => code !== 0) ?? 0;
}
fs.rmSync(scratch, { recursive: true, force: true });
if (!process.env.TEST_DATABASE_URL) console.log('\nTEST_DATABASE_URL is not set: skipped the PostgreSQL pass (.ci/run sets it).');
process.exit(failed);
