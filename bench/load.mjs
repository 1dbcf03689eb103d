#!/usr/bin/env node
// `npm run bench:load`: throughput and fairness under load (issue 19 item 4). For each engine
// and connection count it sends a fixed number of requests of each kind (the search API's
// mix, a listing's API, the settings API, the search page's HTML; `search-uncached` is the
// search API asked a query nobody asked before, i.e. what a search costs past the visitors'
// shared answers, lib/search/visitor-answers.ts) from a closed loop of kept-
// alive loopback connections, and prints requests per second, p50/p95/p99, the mean latency
// the throughput implies (connections ÷ rps) with p95 and p99 as multiples of it, 503s and
// errors, then the goals.
//
// The kinds are INTERLEAVED, not concurrent: each round runs every kind alone for its share of
// the requests, the order reversed every other round. Run concurrently, a slow kind would hold
// connections the fast one then lacks, and the ratio would say more about the split of
// connections than about the server; alone and alternated, each kind meets the same machine
// (other work on these shared cores hits both sides of the ratio alike).
//
// Flags: --engines pglite,postgres (default pglite; ignored with BASE_URL) --connections 50,200
// --requests 2000 (per kind and connection count) --rounds 2 --kinds search,listing,settings,page (and search-uncached)
// --env NAME=VALUE (repeatable: more environment for the server, e.g. ADMISSION_CONCURRENCY=4)
// --tail (under each row: where the answers beyond p99 were sent in their run, and the longest
// pause between two answers)
// --reuse-connections (the connections of one count are opened before its runs and kept across
// them, as steady traffic keeps them; without it every run starts with all of them connecting
// in the same instant, whose first answers make the p99 tail at 200: docs/performance.md)
// --instances N (PostgreSQL only: N servers on one database, ports BENCH_PORT…, the connections
// dealt over them: do several processes on these cores serve more than one?).
// BENCH_PORT (default 3240) for the server it starts; BENCH_DATABASE_URL for PostgreSQL
// (default postgres://listings:listings@127.0.0.1:5432/listings_load_bench).
import http from 'node:http';
import { connectionPool, drive, summarise } from './load/driver.mjs';
import { checkGoals, printHeader, printRow } from './load/report.mjs';
import { givenTarget, startServer } from './load/server.mjs';

const SEARCHES = [
  '/api/properties',
  '/api/properties?minbeds=3&minprice=300000&maxprice=900000&type=r',
  '/api/properties?city_label=Riverhead,+NY',
  '/api/properties?status=a&sort=created_at-desc',
  '/api/properties?keyword=Riverhead',
  '/api/properties?page=5',
  '/api/properties?maxprice=500000&minbaths=2',
  '/api/properties?type=r&withim=1',
];

const KINDS = ['search', 'search-uncached', 'listing', 'settings', 'page'];
/** A price ceiling no listing reaches, different every time: a query never asked before, so never a shared answer. */
let uncached = 0;
const neverAskedSearch = () => `/api/properties?maxprice=${900_000_000 - ++uncached}`;

function flag(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

function options() {
  const list = (name, fallback) => flag(name, fallback).split(',').filter(Boolean);
  const connections = list('connections', '50,200').map(Number);
  const requests = Number(flag('requests', '2000'));
  const rounds = Number(flag('rounds', '2'));
  const kinds = list('kinds', 'search,listing,settings,page');
  const engines = process.env.BASE_URL ? ['given'] : list('engines', 'pglite');
  const instances = Number(flag('instances', '1'));
  if (!Number.isInteger(instances) || instances < 1 || instances > 8) throw new Error('--instances: 1 to 8');
  if (instances > 1 && engines.some((e) => e !== 'postgres')) throw new Error('--instances: PostgreSQL only (a PGlite database belongs to one process)');
  if (connections.some((c) => !Number.isInteger(c) || c < 1 || c > 1000)) throw new Error('--connections: whole numbers from 1 to 1,000');
  if (!Number.isInteger(requests) || requests < 10 || requests > 100_000) throw new Error('--requests: a whole number from 10 to 100,000');
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) throw new Error('--rounds: 1 to 20');
  if (kinds.some((k) => !KINDS.includes(k))) throw new Error(`--kinds: ${KINDS.join(', ')}`);
  if (engines.some((e) => !['pglite', 'postgres', 'given'].includes(e))) throw new Error('--engines: pglite and/or postgres');
  const env = {};
  process.argv.forEach((arg, i) => {
    if (arg !== '--env') return;
    const [name, ...value] = (process.argv[i + 1] ?? '').split('=');
    env[name] = value.join('=');
  });
  return { connections, requests, rounds, kinds, engines, env, instances, tail: process.argv.includes('--tail'), reuseConnections: process.argv.includes('--reuse-connections') };
}

/** A few listing ids from the first page of search, for the listing kind. */
function listingIds(target) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: target.host, port: target.port, path: '/api/properties?limit=50', headers: { host: target.tenantHost, accept: 'application/json' } }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => {
          const ids = (JSON.parse(body).data ?? []).map((p) => p.id).filter((id) => id !== undefined);
          if (ids.length === 0) reject(new Error(`No listings in /api/properties (status ${res.statusCode})`));
          else resolve(ids);
        });
      })
      .on('error', reject);
  });
}

async function runEngine(engine, opts) {
  const port = Number(process.env.BENCH_PORT ?? 3240);
  const servers = [];
  try {
    if (engine === 'given') servers.push(givenTarget(process.env.BASE_URL));
    // One after the other: the first seeds an empty database, the others find it seeded.
    else for (let n = 0; n < opts.instances; n++) servers.push(await startServer(engine, port + n, opts.env));
    const target = servers;
    const ids = await listingIds(servers[0]);
    const paths = {
      search: (i) => SEARCHES[i % SEARCHES.length],
      'search-uncached': neverAskedSearch,
      listing: (i) => `/api/properties/${ids[i % ids.length]}`,
      settings: () => '/api/company/settings',
      page: () => '/real-estate',
    };
    // Warm-up: every path once and a little concurrency, so that first compiles and caches are not measured.
    for (const kind of opts.kinds) await drive(target, { connections: 8, requests: 80, paths: paths[kind] });
    for (const connections of opts.connections) {
      const runs = Object.fromEntries(opts.kinds.map((k) => [k, []]));
      const share = Math.ceil(opts.requests / opts.rounds);
      // --reuse-connections: one set of connections for every run at this count, as steady traffic keeps them;
      // otherwise each run opens all of its connections at once and closes them at its end.
      const agent = opts.reuseConnections ? connectionPool(connections) : undefined;
      // Opened before the measured runs (the burst of opening them all at once is not measured either).
      if (agent) await drive(target, { connections, requests: connections * 2, paths: paths[opts.kinds[0]], agent });
      for (let round = 0; round < opts.rounds; round++) {
        const order = round % 2 === 0 ? opts.kinds : [...opts.kinds].reverse();
        for (const kind of order) runs[kind].push(await drive(target, { connections, requests: share, paths: paths[kind], agent }));
      }
      agent?.destroy();
      const byKind = Object.fromEntries(opts.kinds.map((k) => [k, summarise(runs[k], connections)]));
      const label = opts.instances > 1 ? `${engine}×${opts.instances}` : engine;
      for (const kind of opts.kinds) printRow(label, connections, kind, byKind[kind], opts.tail);
      checkGoals(label, connections, byKind);
      printHeader();
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

const opts = options();
console.log(`bench:load: ${opts.requests} requests per kind and connection count, ${opts.rounds} interleaved rounds; server env ${JSON.stringify(opts.env)}`);
printHeader();
for (const engine of opts.engines) await runEngine(engine, opts);
