// Shared by the HTTP benchmarks: timing one request, and a production server to time.
import { spawn } from 'node:child_process';
import http from 'node:http';

export const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** Time to first byte and to the last byte of one GET, on a kept-alive connection. */
export function timeRequest(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let firstByte = null;
    let bytes = 0;
    const req = http.get(url, { agent: keepAlive, headers }, (res) => {
      res.on('data', (chunk) => {
        firstByte ??= Number(process.hrtime.bigint() - started) / 1e6;
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ ttfb: firstByte ?? 0, total: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode, bytes }));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
  });
}

export async function reachable(url) {
  try {
    return (await timeRequest(url)).status < 500;
  } catch {
    return false;
  }
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * BASE_URL when a server answers there; otherwise `npm start` (which builds if needed) on
 * port 3200 with its own data directory. Returns the base URL and a stop function.
 */
export async function benchServer() {
  const wanted = process.env.BASE_URL ?? 'http://localhost:3000';
  if (await reachable(`${wanted}/api/company/settings`)) return { base: wanted, stop: () => keepAlive.destroy() };
  const base = 'http://localhost:3200';
  console.log(`No server at ${wanted}: starting one on ${base} (DATA_DIR=.bench-data)…`);
  const server = spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, PORT: '3200', DATA_DIR: '.bench-data', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = null;
  server.on('exit', (code) => (exited = code));
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The benchmark server stopped (exit ${exited}); a stale .bench-data may need removing`);
    if (await reachable(`${base}/api/company/settings`)) {
      return {
        base,
        stop: () => {
          keepAlive.destroy();
          server.kill('SIGTERM');
        },
      };
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  server.kill();
  throw new Error('The benchmark server did not come up within 5 minutes');
}
