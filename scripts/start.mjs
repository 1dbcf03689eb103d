#!/usr/bin/env node
// `npm start`: build once if there is no production build, then serve it. The server
// itself migrates and seeds an empty database on start-up (instrumentation.ts).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const next = 'node_modules/.bin/next';

if (!fs.existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: running next build (about a minute)…');
  const build = spawnSync(next, ['build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Our own server in front of Next's handler (scripts/server.ts): it knows the client's address.
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/server.ts'], { stdio: 'inherit', env: { NODE_ENV: 'production', ...env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
