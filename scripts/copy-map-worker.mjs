// MapLibre's worker cannot be bundled (TOOLCHAIN.md: "Worker failed to load"): ship it as a
// static file the map points at with setWorkerUrl. next.config imports this, so dev, build
// and start all have it.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const source = path.join(path.dirname(require.resolve('maplibre-gl/package.json')), 'dist', 'maplibre-gl-worker.mjs');
mkdirSync('public', { recursive: true });
copyFileSync(source, path.join('public', 'maplibre-gl-worker.mjs'));
