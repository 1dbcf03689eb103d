/**
 * `npx tsx --conditions=react-server bench/search/map-index.ts [--check]` with DATABASE_URL (and
 * AUTH_SECRET) on a database bench:search loaded (docs/search.md "Map index"):
 * - loads company 1's map index and prints its load time, memory and each sort's making (MAP_INDEX_MAX=0:
 *   none, so the calls are timed with grids and SQL alone, for the "before" figures);
 * - times every list and clusters call of bench/search/calls.ts through the search back end
 *   (its first answer, then the median and p95 of 20 runs after 3; `--calls TEXT`: only those whose
 *   name holds TEXT), a keyword that finds nothing falling back to the fuzzy search as the API's does;
 * - with --check, holds the index to SQL on this database: each call's clusters (cells, counts,
 *   bounds) and capped total, and its pages 1 and 7 in every sort both ways.
 */
import { sql } from 'drizzle-orm';
import { visitorOf } from '@/lib/auth/viewer';
import { getDb, openDatabase } from '@/lib/db/client';
import { queryRows } from '@/lib/db/rows';
import { runWithDatabase } from '../lib/run-with-database';
import { normalizeQuery } from '@/lib/filters/query';
import type { FilterContext, SortField } from '@/lib/filters/types';
import { getCompany } from '@/lib/tenancy/company';
import { filterContext, searchContext } from '@/lib/search/context';
import { searchConditions, type SearchContext } from '@/lib/search/conditions';
import { clusterCellDegrees } from '@/lib/search/geo';
import { orderBy } from '@/lib/search/order';
import { postgresBackend } from '@/lib/search/postgres-backend';
import { PER_PAGE, pageOrFuzzy } from '@/lib/search/service';
import type { MapColumns } from '@/lib/search/map-index/columns';
import { indexClusters } from '@/lib/search/map-index/clusters';
import { indexCount, indexPage } from '@/lib/search/map-index/list';
import { mapIndexReady } from '@/lib/search/map-index/registry';
import { sortOrder } from '@/lib/search/map-index/order';
import { TOTAL_CAP } from '@/lib/search/backend';
import { CALLS, type BenchCall } from './calls';
import { timeCalls } from './stats';

type Timed = Exclude<BenchCall, { kind: 'suggest' }>;

async function main(): Promise<void> {
  await openDatabase();
  const company = await getCompany(1);
  if (!company) throw new Error('Company 1 is missing: run bench:search first');
  const ctx = await searchContext(visitorOf(company));
  const filters = await filterContext(company);
  const only = process.argv.indexOf('--calls');
  const named = only >= 0 ? (process.argv[only + 1] ?? '') : '';
  const calls = CALLS.filter((c): c is Timed => c.kind !== 'suggest' && c.name.includes(named));
  const before = process.memoryUsage().arrayBuffers;
  const started = performance.now();
  const index = await mapIndexReady(ctx.scope);
  console.log(index
    ? `map index: ${index.size.toLocaleString('en-US')} listings loaded in ${((performance.now() - started) / 1000).toFixed(1)} s, ${((process.memoryUsage().arrayBuffers - before) / 1e6).toFixed(0)} MB of columns`
    + `, ${index.text ? ((index.text.chunks.reduce((sum, chunk) => sum + chunk.length, 0) + index.text.starts.byteLength) / 1e6).toFixed(0) : 0} MB of keyword text`
    : 'map index: none (MAP_INDEX_MAX=0, or fewer listings than MAP_INDEX_MIN_LISTINGS): grids and SQL alone');
  if (index) {
    // Each sort's order is made on its first use: what that first page pays, per sort.
    const made = (['price', 'square', 'bedrooms', 'bathrooms', 'created_at', 'year', 'lot_square', 'price_reduced_at'] as SortField[]).map((field) => {
      const t = performance.now();
      sortOrder(index, { field, direction: 'desc' });
      return `${field} ${(performance.now() - t).toFixed(0)} ms`;
    });
    console.log(`sort orders made on first use: ${made.join(', ')}`);
  }
  console.log(`\n${'call'.padEnd(30)} ${`${index ? 'with the index' : 'SQL alone'}: first / median / p95 ms`.padStart(42)}`);
  for (const call of calls) {
    const query = normalizeQuery(call.query, filters);
    const run = () => (call.kind === 'clusters' ? postgresBackend.clusters(ctx, query, call.query.zoom) : pageOrFuzzy(ctx, query, query.sort ?? filters.defaultSort, call.page));
    // The first answer apart: it pays what later ones find kept (a keyword's scan; a sort's order, made on its first use).
    const started = performance.now();
    await run();
    const first = performance.now() - started;
    const t = await timeCalls(run, 3, 20);
    console.log(`${call.name.padEnd(30)} ${`${first.toFixed(1)} / ${t.median.toFixed(1)} / ${t.p95.toFixed(1)}`.padStart(42)}`);
  }
  if (index && process.argv.includes('--check')) await check(calls, index, ctx, filters);
}

async function check(calls: Timed[], index: MapColumns, ctx: SearchContext, filters: FilterContext): Promise<void> {
  const db = await getDb();
  const fields: SortField[] = ['price', 'square', 'bedrooms', 'bathrooms', 'created_at', 'year', 'lot_square', 'price_reduced_at'];
  let compared = 0;
  const different: string[] = [];
  for (const call of calls) {
    const query = normalizeQuery(call.query, filters);
    const where = searchConditions(query, ctx);
    const n = indexCount(index, query, ctx, TOTAL_CAP);
    if (n === null) continue;
    const [plain] = await queryRows<{ n: number }>(sql`select count(*)::int as n from (select 1 from properties p where ${where} limit ${TOTAL_CAP + 1}) t`, db);
    compared++;
    if (n !== Number(plain?.n)) different.push(`${call.name}: total ${n}, SQL ${plain?.n}`);
    if (call.kind === 'clusters') {
      const cell = clusterCellDegrees(call.query.zoom);
      const live = await queryRows<{ n: number; s: number; w: number; nn: number; e: number }>(sql`select count(*)::int as n, min(p.latitude)::float as s,
          min(p.longitude)::float as w, max(p.latitude)::float as nn, max(p.longitude)::float as e
        from properties p where ${where} group by floor(p.longitude / ${cell}), floor(p.latitude / ${cell})`, db);
      const cells = indexClusters(index, query, ctx, call.query.zoom)!.cells.map((c) => `${c.count}@${c.bounds.south},${c.bounds.west}:${c.bounds.north},${c.bounds.east}`).sort();
      compared++;
      if (JSON.stringify(cells) !== JSON.stringify(live.map((c) => `${c.n}@${c.s},${c.w}:${c.nn},${c.e}`).sort())) different.push(`${call.name}: clusters`);
    }
    for (const field of fields) {
      for (const direction of ['asc', 'desc'] as const) {
        for (const page of [1, 7]) {
          const sort = { field, direction };
          const found = indexPage(index, query, ctx, sort, page, PER_PAGE);
          const live = await queryRows<{ id: number }>(sql`select p.id from properties p where ${where} ${orderBy(sort)} limit ${PER_PAGE} offset ${(page - 1) * PER_PAGE}`, db);
          compared++;
          if (JSON.stringify(found?.ids) !== JSON.stringify(live.map((r) => Number(r.id)))) different.push(`${call.name}: ${field} ${direction} page ${page}`);
          // A page found from every match counts them too (the list's total then comes from it).
          if (found && found.matches !== null && Math.min(found.matches, TOTAL_CAP + 1) !== Number(plain?.n)) different.push(`${call.name}: ${field} ${direction} page ${page}: ${found.matches} matches`);
        }
      }
    }
  }
  console.log(`\ncheck: ${compared} answers compared with SQL, ${different.length} different${different.length ? `:\n  ${different.join('\n  ')}` : ''}`);
  if (different.length) process.exitCode = 1;
}

runWithDatabase(main);
