// The load driver of `npm run bench:load`: a closed loop of N kept-alive connections on
// loopback, each sending its next request as soon as the last one is answered, until a fixed
// number has been sent (bounded: never open-ended). Written on node:http rather than
// autocannon so that no package is added for ~80 lines, and so that every request's own
// latency, status and Retry-After are kept for the percentiles and the checks.
import http from 'node:http';

const REQUEST_TIMEOUT_MS = 60_000;

/** One GET answered in full (the timing includes the body, as a browser waits for it). */
function send(agent, target, urlPath) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const done = (status, retryAfter, error) => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status, retryAfter, error, sentAt: started });
    const req = http.request({ host: target.host, port: target.port, path: urlPath, headers: { host: target.tenantHost, accept: urlPath.startsWith('/api/') ? 'application/json' : 'text/html' }, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => done(res.statusCode ?? 0, res.headers['retry-after']));
      res.on('error', (e) => done(0, undefined, e.code ?? e.message));
    });
    req.on('error', (e) => done(0, undefined, e.code ?? e.message));
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.end();
  });
}

/** Kept-alive connections to share between runs (bench:load --reuse-connections). */
export const connectionPool = (connections) => new http.Agent({ keepAlive: true, maxSockets: connections });

/**
 * Sends `requests` GETs over `connections` connections; `paths(i)` names the i-th request's
 * path (a mix rotates through its list). `target` may be a list (several instances): the
 * connections are dealt round-robin over it. `agent`: connections kept from earlier runs
 * (connectionPool); without it the run opens its own and closes them at its end. Returns every
 * answer in the order it was sent.
 */
export async function drive(target, { connections, requests, paths, agent: shared }) {
  const targets = Array.isArray(target) ? target : [target];
  const agent = shared ?? connectionPool(connections);
  const results = new Array(requests);
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async (w) => {
    for (let first = true; next < requests; first = false) {
      const i = next++;
      const result = await send(agent, targets[w % targets.length], paths(i));
      // When in the run it was sent (ms), and whether it was its connection's first: where a slow tail sits (--tail).
      results[i] = { ...result, at: Number(result.sentAt - started) / 1e6, first };
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(connections, requests) }, (_, w) => worker(w)));
  } finally {
    if (!shared) agent.destroy();
  }
  return { results, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const mean = (list) => (list.length ? list.reduce((a, b) => a + b, 0) / list.length : 0);

/**
 * Figures of one or more runs of one kind at one connection count. Latencies are of answered
 * requests (2xx-4xx); a 503 is counted apart (the admission limit answering), anything else
 * (5xx other than 503, a reset socket, a 503 without Retry-After) is an error. `drift` is the
 * mean latency of each run's last quarter over its second quarter: about 1 when the queue is
 * steady, growing with it when it grows.
 */
export function summarise(runs, connections) {
  const all = runs.flatMap((r) => r.results);
  const seconds = runs.reduce((s, r) => s + r.seconds, 0);
  const served = all.filter((r) => r.status > 0 && r.status < 500);
  const refused = all.filter((r) => r.status === 503 && r.retryAfter !== undefined);
  const errors = all.length - served.length - refused.length;
  const sorted = served.map((r) => r.ms).sort((a, b) => a - b);
  const drifts = runs.map(({ results }) => {
    const q = Math.floor(results.length / 4);
    const second = mean(results.slice(q, 2 * q).map((r) => r.ms));
    return second > 0 ? mean(results.slice(3 * q).map((r) => r.ms)) / second : 1;
  });
  const rps = served.length / seconds;
  // Little's law for a closed loop: each connection waits connections ÷ rps on average.
  const impliedMean = rps > 0 ? (connections / (all.length / seconds)) * 1000 : Infinity;
  return {
    requests: all.length,
    rps,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
    impliedMean,
    errors,
    refused: refused.length,
    statuses: countStatuses(all),
    drift: Math.max(...drifts),
    tail: tailOf(runs, percentile(sorted, 99)),
  };
}

/**
 * Where the answers slower than p99 were sent: in which run and which tenth of it, how many were
 * their connection's first in the run, and the longest gap between two answers (a stall shows as one).
 */
function tailOf(runs, p99) {
  const tenths = new Array(10).fill(0);
  const perRun = [];
  let firsts = 0;
  let slow = 0;
  let gap = 0;
  for (const { results, seconds } of runs) {
    const span = seconds * 1000;
    perRun.push(0);
    for (const r of results) {
      if (!(r.status > 0 && r.status < 500) || r.ms <= p99) continue;
      slow++;
      perRun[perRun.length - 1]++;
      tenths[Math.min(9, Math.floor((r.at / span) * 10))]++;
      if (r.first) firsts++;
    }
    const ends = results.map((r) => r.at + r.ms).sort((a, b) => a - b);
    for (let k = 1; k < ends.length; k++) gap = Math.max(gap, ends[k] - ends[k - 1]);
  }
  return { slow, perRun, tenths, firsts, gap };
}

function countStatuses(all) {
  const counts = {};
  for (const { status, error } of all) counts[error ?? status] = (counts[error ?? status] ?? 0) + 1;
  return counts;
}
