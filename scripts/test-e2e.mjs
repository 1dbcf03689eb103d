#!/usr/bin/env node
// `npm run test:e2e`: a production build (fresh unless SKIP_BUILD=1) and a fresh demo database, then Playwright.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { buildProduction, ensureProductionBuild } from './production-build.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!fs.existsSync('/usr/bin/chromium')) {
  console.error('Browser tests need Debian chromium at /usr/bin/chromium: apt-get install -y chromium (.ci/run does this).');
  process.exit(1);
}
fs.rmSync('.e2e-data', { recursive: true, force: true });
// `npm test` has just built; run alone, this builds so the tests never meet a stale build.
if (process.env.SKIP_BUILD === '1') await ensureProductionBuild();
else await buildProduction();
const args = process.argv.slice(2);
// The `alone` project depends on the first (playwright.config.ts): asked for some files, run just
// those, not the whole first project before one of them.
const namesFiles = args.some((a) => /\.spec\.ts(:\d+)?$/.test(a));
run('node_modules/.bin/playwright', ['test', ...(namesFiles && !args.includes('--no-deps') ? ['--no-deps'] : []), ...args]);
