// `npm run bench:lead-import`: the CSV lead import (lib/crm/imports) running files of 10k and
// 100k rows through the same batches the job runs (500 rows a transaction: validation, one
// dedupe query, one insert of leads and one of activities, the lead flow per new lead). 1% of
// the rows are refused and 1% repeat an earlier row. Budget: docs/performance.md "Lead import".
// One engine per process: PGlite in a temporary directory, PostgreSQL when BENCH_DATABASE_URL
// (or TEST_DATABASE_URL) is set — there the leads it made are deleted after.
//
//   npm run bench:lead-import -- --rows 10000,100000 --engines pglite,postgres
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runLeadImport } from '@/lib/crm/imports/run';
import { closeDatabase, openDatabase, type Db } from '@/lib/db/client';
import { leadImports } from '@/lib/db/schema';
import { seedIfEmpty } from '@/lib/seed';

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const SIZES = (flag('rows') ?? '10000,100000').split(',').map(Number);
/** 100k rows within this on PostgreSQL ("minutes, not hours"). */
const BUDGET_100K_S = 300;

function csvOf(rows: number, tag: string): string {
  const lines = ['First Name,Last Name,Email,Phone,Tags,Price'];
  for (let i = 0; i < rows; i++) {
    if (i % 100 === 99) lines.push(`Bad,Row ${i},not-an-address-${i},,${tag},`);
    else if (i % 100 === 98) lines.push(`Again,Row ${i},${tag}.${i - 50}@bench.test,,${tag},`);
    else lines.push(`Lee${i},Bench,${tag}.${i}@bench.test,+1631${String(5_000_000 + i).padStart(7, '0')},"${tag}, buyer",${300_000 + (i % 50) * 10_000}`);
  }
  return lines.join('\r\n');
}

async function one(db: Db, engine: string, rows: number): Promise<void> {
  const tag = `bench-${process.pid}-${rows}`;
  const csv = csvOf(rows, tag);
  const [job] = await db.insert(leadImports).values({
    companyId: 1, fileName: `${tag}.csv`, csv, dedupe: 'skip', total: rows,
    mapping: { 'First Name': 'firstName', 'Last Name': 'lastName', Email: 'email', Phone: 'phone', Tags: 'tags', Price: 'price' },
  }).returning({ id: leadImports.id });
  const started = performance.now();
  const outcome = await runLeadImport(job!.id);
  const seconds = (performance.now() - started) / 1000;
  const [done] = await db.select().from(leadImports).where(sql`id = ${job!.id}`);
  console.log(`[${engine}] ${rows.toLocaleString('en-US')} rows: ${outcome} in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds)} rows/s (created ${done!.created}, skipped ${done!.skipped}, failed ${done!.failed})${rows === 100_000 ? `  (budget ${BUDGET_100K_S} s on PostgreSQL)` : ''}`);
  await db.execute(sql`delete from leads where company_id = 1 and ${tag} = any(tags)`);
  await db.execute(sql`delete from lead_imports where id = ${job!.id}`);
}

async function child(engine: string): Promise<void> {
  process.env.DATABASE_STATEMENT_TIMEOUT_MS = '0';
  const { db } = await openDatabase();
  await seedIfEmpty(db, { listings: 20, leadsPerCompany: 5, imageDir: path.join(os.tmpdir(), 'bench-lead-import-images') });
  try {
    for (const rows of SIZES) await one(db, engine, rows);
  } finally {
    await closeDatabase();
  }
}

function main(): void {
  const engine = flag('engine');
  if (engine) {
    child(engine).then(() => process.exit(0), (error: unknown) => { console.error(error); process.exit(1); });
    return;
  }
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const engines = (flag('engines') ?? (pgUrl ? 'pglite,postgres' : 'pglite')).split(',');
  for (const name of engines) {
    if (name === 'postgres' && !pgUrl) {
      console.log('postgres: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
      continue;
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lead-import-'));
    const env = { ...process.env, DATA_DIR: dataDir, ...(name === 'postgres' ? { DATABASE_URL: pgUrl } : { DATABASE_URL: '' }) };
    spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, '--engine', name, ...process.argv.slice(2)], { env, stdio: 'inherit' });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main();
