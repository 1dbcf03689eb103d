// `npm run bench:import`: the RESO importer (lib/feeds/import) loading a feed from the fake RESO
// Web API server (tests/fakes/reso-server.ts) over loopback HTTP: a full load of N listings with
// photos left for later (media excluded), a full load of a smaller feed with its photos (media
// included: photos fetched, re-encoded and stored), and a 1% replication pass. Budgets:
// docs/performance.md.
// One engine per process: PGlite in a temporary directory, PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set — there the feed is its own and deleted after.
//
//   npm run bench:import -- --listings 100000 --media-listings 1000 --engines pglite,postgres
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { closeDatabase, openDatabase, type Db } from '@/lib/db/client';
import { mlsSources } from '@/lib/db/schema';
import { runFeedSync } from '@/lib/feeds/import/run-sync';
import { createRunHere } from '@/lib/feeds/runs';
import { SCHOOLS } from '@/lib/seed/geography';
import { makeResoListing, resoListingKey, startResoServer } from '../tests/fakes/reso-server';
import { queryRows } from '@/lib/db/rows';

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const LISTINGS = Number(flag('listings') ?? 100_000);
const MEDIA_LISTINGS = Number(flag('media-listings') ?? 1000);
const BUDGET_FULL_S = 120;
const BUDGET_REPLICATION_S = 5;

async function run(db: Db, sourceId: number, full: boolean, media: boolean) {
  const runId = await createRunHere(db, sourceId, { full, trigger: 'cli' });
  if (runId === null) throw new Error(`feed ${sourceId} has a run already`);
  const started = performance.now();
  const result = await runFeedSync(db, runId, { finalAttempt: true, media });
  return { seconds: (performance.now() - started) / 1000, result: result! };
}

async function child(engine: string): Promise<void> {
  process.env.OUTBOUND_ALLOW_PRIVATE = '1';
  process.env.DATABASE_STATEMENT_TIMEOUT_MS = '0';
  const { db } = await openDatabase();
  const [{ n }] = (await queryRows<{ n: number }>(sql`select count(*)::int as n from schools`, db)) as [{ n: number }];
  if (Number(n) === 0) {
    await db.execute(sql`insert into schools (name, level, district, grades, rating, latitude, longitude) values ${sql.join(
      SCHOOLS.map((s) => sql`(${s.name}, ${s.level}, ${s.district}, ${s.grades}, ${s.rating}, ${s.lat}, ${s.lon})`),
      sql`, `,
    )}`);
  }
  const made = performance.now();
  const records = Array.from({ length: LISTINGS }, (_, i) => makeResoListing(i));
  const server = await startResoServer({ records });
  console.log(`[${engine}] ${LISTINGS} RESO records made in ${((performance.now() - made) / 1000).toFixed(1)} s; fake server at ${server.origin}`);
  const [source] = await db
    .insert(mlsSources)
    .values({ code: `bench-${process.pid}`, name: 'Import bench feed', kind: 'reso-web-api', url: server.serviceRoot, syncEnabled: false })
    .returning();
  try {
    const full = await run(db, source!.id, true, false);
    const r = full.result;
    console.log(`[${engine}] full load, media excluded: ${full.seconds.toFixed(1)} s for ${r.fetched} records (${r.created} stored, ${r.skipped} skipped as rentals) = ${Math.round(r.fetched / full.seconds)} records/s  (budget ${BUDGET_FULL_S} s for 100k on PostgreSQL)`);

    // Media included: a full load of a smaller feed with every photo fetched, re-encoded and stored.
    const photoServer = await startResoServer({ records: Array.from({ length: MEDIA_LISTINGS }, (_, i) => makeResoListing(i)) });
    const [photoSource] = await db
      .insert(mlsSources)
      .values({ code: `bench-photos-${process.pid}`, name: 'Import bench feed with photos', kind: 'reso-web-api', url: photoServer.serviceRoot, syncEnabled: false })
      .returning();
    try {
      const media = await run(db, photoSource!.id, true, true);
      const m = media.result;
      console.log(`[${engine}] full load, media included, ${MEDIA_LISTINGS} records: ${media.seconds.toFixed(1)} s = ${Math.round(m.fetched / media.seconds)} records/s, ${m.mediaFetched} photos fetched and stored = ${Math.round(m.mediaFetched / media.seconds)} photos/s (${m.mediaFailed} failed)`);
    } finally {
      await db.execute(sql`delete from properties where source_id = ${photoSource!.id}`);
      await db.delete(mlsSources).where(eq(mlsSources.id, photoSource!.id));
      await photoServer.close();
    }

    // A 1% replication pass: 1% of the listings change price.
    const changes = Math.round(LISTINGS / 100);
    for (let i = 0; i < changes; i++) {
      const key = resoListingKey(i * 100);
      const record = server.records[i * 100]!;
      server.update(key, { ListPrice: Number(record.ListPrice) - 5_000 });
    }
    const replication = await run(db, source!.id, false, false);
    const p = replication.result;
    console.log(`[${engine}] replication of ${changes} changes: ${replication.seconds.toFixed(2)} s (${p.fetched} fetched, ${p.updated} updated, ${p.skipped} skipped)  (budget ${BUDGET_REPLICATION_S} s)`);
  } finally {
    await db.execute(sql`delete from properties where source_id = ${source!.id}`);
    await db.delete(mlsSources).where(eq(mlsSources.id, source!.id));
    await server.close();
    await closeDatabase();
  }
}

function main(): void {
  const engine = flag('engine');
  if (engine) {
    child(engine).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
    return;
  }
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const engines = (flag('engines') ?? (pgUrl ? 'pglite,postgres' : 'pglite')).split(',');
  for (const name of engines) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
    const env = { ...process.env, DATA_DIR: dataDir, ...(name === 'postgres' ? { DATABASE_URL: pgUrl } : { DATABASE_URL: '' }) };
    if (name === 'postgres' && !pgUrl) {
      console.log('postgres: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
      continue;
    }
    spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, '--engine', name, ...process.argv.slice(2)], { env, stdio: 'inherit' });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main();
