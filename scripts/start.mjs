#!/usr/bin/env node
// `npm start`: build once if there is no production build, then serve it. The server
// itself migrates and seeds an empty database on start-up (instrumentation.ts).
import { spawn } from 'node:child_process';
import { ensureProductionBuild, PRODUCTION_SERVER } from './production-build.mjs';

await ensureProductionBuild();

// Our own server in front of Next's handler (scripts/server.ts, bundled by the build): it knows the client's address.
const server = spawn(process.execPath, [PRODUCTION_SERVER], { stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
