// What `npm run bench:load` prints: one row per kind of request and connection count, then
// the goals of issue 19 item 4 checked on that run's own figures.

const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : '∞');
const f0 = (n) => (Number.isFinite(n) ? n.toFixed(0) : '∞');

export function printHeader() {
  console.log(
    ['engine', 'conns', 'kind', 'reqs', 'rps', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'implied ms', 'p95/impl', 'p99/impl', 'drift', '503', 'errors']
      .map((h, i) => (i < 3 ? h.padEnd(i === 2 ? 15 : 8) : h.padStart(i >= 10 ? 9 : 8)))
      .join(' '),
  );
}

export function printRow(engine, connections, kind, s, tail = false) {
  const cells = [
    engine.padEnd(8),
    String(connections).padEnd(8),
    kind.padEnd(15),
    String(s.requests).padStart(8),
    f0(s.rps).padStart(8),
    f1(s.p50).padStart(8),
    f1(s.p95).padStart(8),
    f1(s.p99).padStart(8),
    f0(s.max).padStart(8),
    f1(s.impliedMean).padStart(9),
    `${f1(s.p95 / s.impliedMean)}×`.padStart(9),
    `${f1(s.p99 / s.impliedMean)}×`.padStart(9),
    s.drift.toFixed(2).padStart(9),
    String(s.refused).padStart(9),
    String(s.errors).padStart(9),
  ];
  console.log(cells.join(' '));
  if (tail) console.log(`         beyond p99: ${s.tail.slow} answers (runs ${s.tail.perRun.join('/')}), sent in tenths of their run ${s.tail.tenths.join('/')}, ${s.tail.firsts} first on their connection in the run; longest pause between answers ${f0(s.tail.gap)} ms`);
  if (s.errors > 0) console.log(`         statuses: ${JSON.stringify(s.statuses)}`);
}

/** The goals, each PASS/FAIL, for one engine and connection count. */
export function checkGoals(engine, connections, byKind) {
  const lines = [];
  const check = (ok, text) => lines.push(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
  const search = byKind.search;
  const settings = byKind.settings;
  if (search && settings) {
    const ratio = search.rps / settings.rps;
    check(ratio >= 0.6, `search rps ${f0(search.rps)} is ${(ratio * 100).toFixed(0)}% of settings rps ${f0(settings.rps)} (goal ≥ 60%)`);
  }
  const uncached = byKind['search-uncached'];
  // Not a goal: what a search costs when no visitor asked it in the last minute.
  if (uncached && settings) lines.push(`  info  search-uncached rps ${f0(uncached.rps)} is ${((uncached.rps / settings.rps) * 100).toFixed(0)}% of settings rps`);
  for (const [kind, s] of Object.entries(byKind)) {
    check(s.p95 <= 2 * s.impliedMean && s.p99 <= 3 * s.impliedMean, `${kind}: p95 ${f1(s.p95 / s.impliedMean)}×, p99 ${f1(s.p99 / s.impliedMean)}× the implied mean ${f0(s.impliedMean)} ms (goal ≤ 2×, ≤ 3×)`);
    check(s.errors === 0, `${kind}: ${s.errors} errors (5xx other than 503 with Retry-After, resets); ${s.refused} answered 503 with Retry-After`);
    check(s.drift <= 1.5, `${kind}: latency drift ${s.drift.toFixed(2)} (last quarter ÷ second quarter; goal ≤ 1.5, no growing queue)`);
  }
  console.log(`Goals, ${engine}, ${connections} connections:`);
  for (const line of lines) console.log(line);
}
