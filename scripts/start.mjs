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

const port = process.env.PORT ?? '3000';
const args = ['start', '-p', port];
if (process.env.HOSTNAME_BIND) args.push('-H', process.env.HOSTNAME_BIND);
const server = spawn(next, args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
