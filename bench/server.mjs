#!/usr/bin/env node
// `npm run bench:server`: time to first byte of `/` and `/api/company/settings` on a
// running production server (BASE_URL, default http://localhost:3000). Without a server
// there, it builds if needed and starts one on port 3200 with its own data directory.
// Prints median and p95; budgets are in docs/performance.md.
import { spawn } from 'node:child_process';
import http from 'node:http';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;
let base = process.env.BASE_URL ?? 'http://localhost:3000';

function ttfb(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent: keepAlive }, (res) => {
      res.once('data', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        res.resume();
        res.on('end', () => resolve({ ms, status: res.statusCode }));
      });
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

async function reachable(url) {
  try {
    return (await ttfb(url)).status < 500;
  } catch {
    return false;
  }
}

async function startOwnServer() {
  base = 'http://localhost:3200';
  console.log(`No server at ${process.env.BASE_URL ?? 'http://localhost:3000'}: starting one on ${base} (DATA_DIR=.bench-data)…`);
  const server = spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, PORT: '3200', DATA_DIR: '.bench-data', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (await reachable(`${base}/api/company/settings`)) return server;
    await new Promise((r) => setTimeout(r, 1000));
  }
  server.kill();
  throw new Error('The benchmark server did not come up within 5 minutes');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(path) {
  const url = `${base}${path}`;
  for (let i = 0; i < WARMUP; i++) await ttfb(url);
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const { ms, status } = await ttfb(url);
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { path, median: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

let server = null;
if (!(await reachable(`${base}/api/company/settings`))) server = await startOwnServer();
try {
  console.log(`TTFB over ${REQUESTS} sequential requests each (after ${WARMUP} warm-up), ${base}`);
  for (const path of ['/', '/api/company/settings']) {
    const r = await measure(path);
    console.log(`${r.path.padEnd(24)} median ${r.median.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms   max ${r.max.toFixed(1)} ms`);
  }
} finally {
  keepAlive.destroy();
  server?.kill('SIGTERM');
}
