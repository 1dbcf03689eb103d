#!/usr/bin/env node
// The production build (`npm run build`): Next's build, then our server (scripts/server.ts and
// the lib/http modules it imports) bundled into one plain ES module beside it, so that it runs
// on bare Node. `npm start`, the test runners and the benches run that bundle. Under tsx, every
// module Next loaded at start and on each route's first request went through tsx's loader hooks:
// about 0.8 s of CPU per start (docs/performance.md "Test suite time").
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The bundle: inside .next, so each `next build` (which empties .next) forces a fresh one. */
export const PRODUCTION_SERVER = path.join(root, '.next', 'production-server.mjs');

/** Bundles scripts/server.ts (a few milliseconds); Next and the other packages stay in node_modules. */
export async function buildServer() {
  await build({
    entryPoints: [path.join(root, 'scripts', 'server.ts')],
    outfile: PRODUCTION_SERVER,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    // Its `paths` (@/…) resolve our own imports.
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
}

/** `next build`, then the server bundle; exits with Next's status if the build fails. */
export async function buildProduction() {
  const next = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (next.status !== 0) process.exit(next.status ?? 1);
  await buildServer();
}

/** Builds what is missing: everything without a Next build, the bundle alone after a bare `next build`. */
export async function ensureProductionBuild() {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log('No production build yet: running next build (about a minute)…');
    await buildProduction();
  } else if (!fs.existsSync(PRODUCTION_SERVER)) await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildProduction();
