#!/usr/bin/env node
// `npm run bench:instances`: two app instances (scripts/server.ts, the production build) on one
// PostgreSQL database, and how long a company change committed elsewhere takes to show on the
// second one (docs/scaling.md). Each round commits a new brand colour in one transaction with
// the version bump, exactly as an instance's save does (lib/tenancy/cache-versions.ts), then asks
// instance B for /api/company/settings every 5 ms until the colour shows. Two kinds of round,
// interleaved in one run: WITH the NOTIFY a save sends (B's LISTEN connection hears it) and
// WITHOUT it (a notice missed while that connection was down: B's once-a-second poll finds it).
// Loopback only; the database must be local and named *_bench (its schemas are dropped).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { checkBenchUrl, startServer } from './load/server.mjs';
import { percentile } from './lib/server.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3466);
const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://listings:listings@127.0.0.1:5432/listings_instances_bench');
checkBenchUrl(url.toString());

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(port, pathname) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent, headers: { host: `localhost:${port}` } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${pathname}`)));
  });
}
const colourOn = async (port) => JSON.parse((await get(port, '/api/company/settings')).text).data.UI.data.colours.primary;

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const name = url.pathname.slice(1);
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rows.length === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;');
  await client.end();
}

/** An instance on the bench database (bench/load/server.mjs starts and waits for it); only the first seeds. */
const startInstance = (port, seed) =>
  startServer('postgres', port, {
    DATABASE_URL: url.toString(), IMAGE_DIR: path.join(os.tmpdir(), 'instances-bench-images'),
    SEED_DEMO: seed ? '1' : '0', SEED_LISTINGS: '300', SEED_LEADS: '5', JOBS: '0',
  });

async function main() {
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('Run `npm run build` first: the bench serves the production build');
  await freshDatabase();
  const instances = [];
  try {
    const a = await startInstance(PORT, true); // migrates and seeds
    instances.push(a);
    const b = await startInstance(PORT + 1, false);
    instances.push(b);
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const [{ id }] = (await db.query("select company_id as id from company_domains where host = 'localhost'")).rows;
    await colourOn(b.port); // B has the company cached
    const seen = { notice: [], poll: [] };
    // Steady traffic on B (as a serving instance has), so its poll runs every second whatever
    // the rounds do: without it an idle B polls on the first request after a change, at once.
    let busy = true;
    const traffic = (async () => {
      const steady = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (busy) {
        await new Promise((resolve) => http.get({ host: '127.0.0.1', port: b.port, path: '/api/company/settings', agent: steady, headers: { host: `localhost:${b.port}` } }, (res) => res.resume().on('end', resolve)).on('error', resolve));
        await sleep(20);
      }
      steady.destroy();
    })();
    for (let round = 0; round < ROUNDS * 2; round++) {
      const kind = round % 2 === 0 ? 'notice' : 'poll';
      const colour = `#${(0x100000 + round * 7919).toString(16).slice(-6)}`;
      await db.query('begin');
      await db.query(`update companies set settings = jsonb_set(settings, '{colours,primary}', to_jsonb($2::text)) where id = $1`, [id, colour]);
      const { rows } = await db.query(
        `insert into company_cache_versions (company_id, version) values ($1, 1)
         on conflict (company_id) do update set version = company_cache_versions.version + 1, changed_at = now() returning version`,
        [id],
      );
      if (kind === 'notice') await db.query("select pg_notify('company_cache_versions', $1)", [`${id}:${rows[0].version}`]);
      await db.query('commit');
      const started = performance.now();
      while ((await colourOn(b.port)) !== colour) {
        if (performance.now() - started > 10_000) throw new Error(`Round ${round}: B did not show ${colour} within 10 s`);
        await sleep(5);
      }
      seen[kind].push(performance.now() - started);
      // Out of step with B's poll, so the poll rounds sample its whole second.
      await sleep(150 + Math.random() * 1000);
    }
    busy = false;
    await traffic;
    await db.end();
    console.log(`\nA change committed elsewhere, seen on instance B (${ROUNDS} rounds each, ms, loopback, measured under whatever load this machine has):`);
    console.log('| path | p50 | p95 | max |\n|---|---|---|---|');
    for (const [kind, label] of [['notice', 'NOTIFY → LISTEN (a save)'], ['poll', 'poll only (a missed notice)']]) {
      const sorted = seen[kind].sort((x, y) => x - y);
      console.log(`| ${label} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 95).toFixed(0)} | ${sorted.at(-1).toFixed(0)} |`);
    }
  } finally {
    agent.destroy();
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
