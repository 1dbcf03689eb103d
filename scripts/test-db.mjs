#!/usr/bin/env node
// `npm run test:db`: the database and API tests on PGlite, then again on PostgreSQL when
// TEST_DATABASE_URL names a server (.ci/run starts Debian's PostgreSQL 15 for this).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const jest = ['node_modules/.bin/jest', ['--selectProjects', 'db', '--runInBand', ...process.argv.slice(2)]];
const run = (label, extraEnv) => {
  console.log(`\n=== database tests on ${label} ===`);
  // PGlite loads its WASM with a dynamic import, which Jest's VM only allows with this flag.
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
  delete env.DATABASE_URL;
  Object.assign(env, extraEnv);
  const result = spawnSync(jest[0], jest[1], { stdio: 'inherit', env });
  return result.status ?? 1;
};

// The API tests serve the production build.
if (!fs.existsSync('.next/BUILD_ID')) {
  const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The API tests copy one migrated, seeded PGlite directory per pass (tests/api/server.ts).
const template = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-api-template-'));
const onPglite = run('PGlite', { API_TEST_TEMPLATE: template });
fs.rmSync(template, { recursive: true, force: true });
if (onPglite !== 0) process.exit(onPglite);
// With a PostgreSQL server every process must be given the signing secret (lib/auth/secret.ts);
// the seed signs its demo sessions with it.
const testSecret = process.env.AUTH_SECRET ?? 'db-test-secret-0123456789abcdef0123456789';
if (process.env.TEST_DATABASE_URL) {
  const onPostgres = run('PostgreSQL', { DATABASE_URL: process.env.TEST_DATABASE_URL, AUTH_SECRET: testSecret });
  if (onPostgres !== 0) process.exit(onPostgres);
}
else console.log('\nTEST_DATABASE_URL is not set: skipped the PostgreSQL pass (.ci/run sets it).');
