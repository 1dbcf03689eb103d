#!/usr/bin/env node
// `npm run bench:server`: time to first byte of `/` and `/api/company/settings` on a
// running production server (BASE_URL, default http://localhost:3000). Without a server
// there, it builds if needed and starts one on port 3200 with its own data directory.
// Prints median and p95; budgets are in docs/performance.md.
import { benchServer, percentile, timeRequest } from './lib/server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;

async function measure(base, path) {
  const url = `${base}${path}`;
  for (let i = 0; i < WARMUP; i++) await timeRequest(url);
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const { ttfb, status } = await timeRequest(url);
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    times.push(ttfb);
  }
  times.sort((a, b) => a - b);
  return { path, median: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

const { base, stop } = await benchServer();
try {
  console.log(`TTFB over ${REQUESTS} sequential requests each (after ${WARMUP} warm-up), ${base}`);
  for (const path of ['/', '/api/company/settings']) {
    const r = await measure(base, path);
    console.log(`${r.path.padEnd(24)} median ${r.median.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms   max ${r.max.toFixed(1)} ms`);
  }
} finally {
  stop();
}
