#!/usr/bin/env node
// `npm run bench:server`: time to first byte of `/`, `/api/company/settings` and, for a
// signed-in lead, `/api/leads/me` (its session checked on every request) on a
// running production server (BASE_URL, default http://localhost:3000). Without a server
// there, it builds if needed and starts one on port 3200 with its own data directory.
// Prints median and p95; budgets are in docs/performance.md.
import http from 'node:http';
import { benchServer, percentile, timeRequest } from './lib/server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;

async function measure(base, path, headers = {}) {
  const url = `${base}${path}`;
  for (let i = 0; i < WARMUP; i++) await timeRequest(url, headers);
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const { ttfb, status } = await timeRequest(url, headers);
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    times.push(ttfb);
  }
  times.sort((a, b) => a - b);
  return { path, median: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

/** A new lead's JWT cookie, from sign-up step 1 as the site makes it. */
function signUp(base) {
  const body = JSON.stringify({ lead: { email: `bench.${Date.now()}@example.com` } });
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/leads/register/start`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' } }, (res) => {
      res.resume();
      const jwt = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('JWT='));
      if (res.statusCode === 201 && jwt) resolve(jwt.split(';')[0]);
      else reject(new Error(`sign-up answered ${res.statusCode}`));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const { base, stop } = await benchServer();
try {
  console.log(`TTFB over ${REQUESTS} sequential requests each (after ${WARMUP} warm-up), ${base}`);
  for (const path of ['/', '/api/company/settings']) {
    const r = await measure(base, path);
    console.log(`${r.path.padEnd(24)} median ${r.median.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms   max ${r.max.toFixed(1)} ms`);
  }
  const lead = await measure(base, '/api/leads/me', { cookie: await signUp(base) });
  console.log(`${'/api/leads/me (a lead)'.padEnd(24)} median ${lead.median.toFixed(1)} ms   p95 ${lead.p95.toFixed(1)} ms   max ${lead.max.toFixed(1)} ms`);
} finally {
  stop();
}
