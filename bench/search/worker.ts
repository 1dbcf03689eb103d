/**
 * One engine × size of `npm run bench:search`, in its own process (bench/search.ts starts
 * it): the database handle, the company cache and PGlite's data-directory lock are all
 * per process, and a fresh process per size keeps them from leaking into the next one.
 *
 * Creates the database, loads it, times the search back end in process (no HTTP) and
 * writes the figures as JSON to the file named by its first argument.
 */
import fs from 'node:fs';
import { visitorOf } from '@/lib/auth/viewer';
import { openDatabase } from '@/lib/db/client';
import { runWithDatabase } from '../lib/run-with-database';
import { seedDemo } from '@/lib/seed';
import { normalizeQuery } from '@/lib/filters/query';
import { SUGGESTION_KEYS, type FilterContext } from '@/lib/filters/types';
import { getCompany, type Company } from '@/lib/tenancy/company';
import { filterContext, searchContext } from '@/lib/search/context';
import type { SearchContext } from '@/lib/search/conditions';
import { postgresBackend } from '@/lib/search/postgres-backend';
import { mapIndexReady } from '@/lib/search/map-index/registry';
import { withRatingCorrections } from '@/lib/search/rating-corrections';
import { PER_PAGE } from '@/lib/search/service';
import { CALLS, outcome, type BenchCall } from './calls';
import { bulkLoad } from './load';
import { emptyPostgres, freshPgliteDir, type Engine } from './prepare';
import { secondsSince, timeCalls, type Timing } from './stats';

export interface WorkerResult {
  engine: Engine;
  size: number;
  loadSeconds: number;
  bare: Record<string, { timing: Timing; outcome: string }>;
}

const log = (message: string) => console.log(message);

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through npm run bench:search`);
  return value;
}

/**
 * The back-end call behind each benchmark call, with the arguments the service would pass
 * (lib/search/service.ts): the query normalised for the company, its default sort, the
 * suggestion text as typed. That CPU work is done once, outside the timing.
 */
function backendCall(call: BenchCall, ctx: SearchContext, company: Company, filters: FilterContext): () => Promise<string> {
  switch (call.kind) {
    case 'page': {
      const query = normalizeQuery(call.query, filters);
      const sort = query.sort ?? filters.defaultSort;
      return async () => {
        // As the service: a search by deal rating reads the company's corrections first.
        const page = await postgresBackend.page(await withRatingCorrections(ctx, query, sort), query, sort, call.page, PER_PAGE);
        return outcome.page(page.total, page.totalCapped, page.rows.length);
      };
    }
    case 'clusters': {
      const query = normalizeQuery(call.query, filters);
      return async () => {
        const { cells, total } = await postgresBackend.clusters(await withRatingCorrections(ctx, query), query, call.query.zoom);
        return outcome.clusters(cells.length, total);
      };
    }
    case 'suggest': {
      // The back end spells out street suffixes itself, for the street and address keys only.
      const text = call.text.trim();
      const enabled = company.settings.suggestions;
      const keys = SUGGESTION_KEYS.filter((k) => enabled.length === 0 || enabled.includes(k));
      return async () => outcome.suggest(await postgresBackend.suggestions(ctx, text, keys, 5));
    }
  }
}

async function prepareAndLoad(engine: Engine, size: number): Promise<number> {
  const started = performance.now();
  if (engine === 'pglite') freshPgliteDir(env('DATA_DIR'));
  else await emptyPostgres(env('DATABASE_URL'));
  const handle = await openDatabase();
  log(`  database created and migrated in ${secondsSince(started)}`);
  await seedDemo(handle.db, { listings: 0, leadsPerCompany: 0, imageDir: `${env('DATA_DIR')}/images` });
  log(`  demo tenants seeded (no listings) in ${secondsSince(started)}`);
  await bulkLoad(handle.db, size, log);
  return (performance.now() - started) / 1000;
}

async function timeBare(runs: number, warmup: number): Promise<WorkerResult['bare']> {
  const company = await getCompany(1);
  if (!company) throw new Error('Company 1 is missing after seeding');
  // A visitor on tenant 1's site, as the HTTP half's requests are.
  const ctx = await searchContext(visitorOf(company));
  const filters = await filterContext(company);
  // The map index loads in the background on a server; here it is waited for, so every call is timed as a warm server answers it.
  const started = performance.now();
  const index = await mapIndexReady(ctx.scope);
  log(index ? `  map index: ${index.size.toLocaleString('en-US')} listings loaded in ${secondsSince(started)}` : '  map index: not used (fewer listings than MAP_INDEX_MIN_LISTINGS, or MAP_INDEX_MAX=0)');
  const bare: WorkerResult['bare'] = {};
  for (const call of CALLS) {
    const run = backendCall(call, ctx, company, filters);
    const found = await run();
    const timing = await timeCalls(run, warmup, runs);
    bare[call.name] = { timing, outcome: found };
    log(`  bare ${call.name.padEnd(20)} median ${timing.median.toFixed(1).padStart(6)} ms   p95 ${timing.p95.toFixed(1).padStart(6)} ms   (${found})`);
  }
  return bare;
}

async function main(): Promise<void> {
  const resultFile = process.argv[2];
  if (!resultFile) throw new Error('usage: worker.ts <result.json>');
  const engine = env('BENCH_ENGINE') as Engine;
  const size = Number(env('BENCH_SIZE'));
  const loadSeconds = await prepareAndLoad(engine, size);
  log(`  loaded ${size.toLocaleString('en-US')} listings in ${loadSeconds.toFixed(1)} s`);
  const bare = await timeBare(Number(env('BENCH_RUNS')), Number(env('BENCH_WARMUP')));
  const result: WorkerResult = { engine, size, loadSeconds, bare };
  fs.writeFileSync(resultFile, JSON.stringify(result));
}

runWithDatabase(main);
