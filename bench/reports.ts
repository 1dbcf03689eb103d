// `npm run bench:reports`: the CRM reports (lib/crm/reports/*) and the dashboard's team figures
// at 100k leads and 1M activities of one company, timed in process for a broker (the company),
// an agent (own + pond) and a lender, over the default 30 days and a whole year, against the
// budgets of docs/performance.md ("CRM reports"): p95 ≤ 300 ms each on PostgreSQL, ≤ 1,500 ms
// on PGlite (one process, no parallel workers: informational, the demo's engine).
// PGlite: a fresh database in a temporary directory. PostgreSQL: BENCH_DATABASE_URL, by default
// the database listings_reports_bench (created when missing); its bench company is built once
// and reused by later runs (--rebuild builds it again).
//
//   npm run bench:reports -- --leads 100000 --activities 1000000 --runs 10 --engines pglite,postgres --explain
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { CrmAccess } from '@/lib/crm/access';
import { runReport } from '@/lib/crm/reports/run-report';
import { REPORT_NAMES } from '@/lib/crm/reports/types';
import { teamFigures } from '@/lib/crm/team-figures';
import { closeDatabase, getDb, openDatabase, type Db } from '@/lib/db/client';
import { timeCalls } from './search/stats';
import { queryRows } from '@/lib/db/rows';

const BUDGET_MS: Record<string, number> = { postgres: 300, pglite: 1500 };
const DEFAULT_URL = 'postgres://listings:listings@127.0.0.1:5432/listings_reports_bench';

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const LEADS = Number(flag('leads') ?? 100_000);
const ACTIVITIES = Number(flag('activities') ?? 1_000_000);
const RUNS = Number(flag('runs') ?? 10);
const WARMUP = 2;
const COMPANY_NAME = `Reports bench ${LEADS}/${ACTIVITIES}`;

interface Seeded {
  companyId: number;
  broker: number;
  agent: number;
  lender: number;
}

const rows = <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => queryRows<T>(query, db);

/** The bench company when a previous run built it (PostgreSQL), else null. */
async function existing(db: Db): Promise<Seeded | null> {
  const [company] = await rows<{ id: number }>(db, sql`select id from companies where name = ${COMPANY_NAME} order by id desc limit 1`);
  if (!company) return null;
  const pick = async (type: string) => (await rows<{ id: number }>(db, sql`select id from agents where company_id = ${company.id} and type = ${type} order by id limit 1`))[0]?.id;
  const [broker, agent, lender] = await Promise.all([pick('broker'), pick('agent'), pick('lender')]);
  return broker && agent && lender ? { companyId: company.id, broker, agent, lender } : null;
}

/**
 * One company with 25 agents, 2,000 listings, `LEADS` leads created over two years (denser
 * lately) and `ACTIVITIES` activities on them: calls, texts and e-mails by agents (most soon
 * after the lead arrived), stage changes along the path, and the system's own touches; plus
 * views, favourites and questions of listings. INSERT … SELECT throughout.
 */
async function seed(db: Db): Promise<Seeded> {
  const started = performance.now();
  const [company] = await rows<{ id: number }>(db, sql`insert into companies (name, settings) values (${COMPANY_NAME}, '{}'::jsonb) returning id`);
  const companyId = company!.id;
  const types = ['broker', 'lender', 'lender', 'lender', ...Array.from({ length: 6 }, () => 'realtor'), ...Array.from({ length: 15 }, () => 'agent')];
  const agentRows = await rows<{ id: number; type: string }>(db, sql`
    insert into agents (company_id, type, first_name, last_name, email)
    select ${companyId}, t.type, 'Bench', 'Agent ' || t.n, 'reports-bench-' || t.n || '-' || ${companyId} || '@example.com'
    from unnest(${`{${types.join(',')}}`}::text[]) with ordinality as t(type, n)
    returning id, type`);
  const of = (type: string) => agentRows.filter((a) => a.type === type).map((a) => a.id);
  const buyers = [...of('agent'), ...of('realtor'), ...of('broker')];
  const lenders = of('lender');
  const all = agentRows.map((a) => a.id);
  await db.execute(sql`select setseed(0.24)`);
  await db.execute(sql`
    insert into leads (company_id, first_name, last_name, email, stage, buyer_agent_id, lender_id, source, created_at, updated_at)
    select ${companyId}, 'Lead', 'Number ' || n, 'rlead' || n || '@example.com',
      (array['new','attempted','contacted','nurture','appointment','active','under_contract','closed','lost'])[1 + floor(random() * 9)::int],
      case when random() < 0.15 then null else (${`{${buyers.join(',')}}`}::int[])[1 + (n % ${buyers.length})] end,
      case when random() < 0.30 then (${`{${lenders.join(',')}}`}::int[])[1 + (n % ${lenders.length})] else null end,
      (array['Website sign-up','Zillow','Realtor.com','Google ads','Facebook ads','Open house','Referral','Import'])[1 + floor(random() * 8)::int],
      now() - (power(random(), 2) * interval '730 days'), now()
    from generate_series(1, ${LEADS}) as n`);
  const [span] = await rows<{ lo: number; hi: number }>(db, sql`select min(id)::int as lo, max(id)::int as hi from leads where company_id = ${companyId}`);
  // Whole numbers of our own, written into the statement (a bound parameter's type is unknown in arithmetic).
  const lo = sql.raw(String(Number(span!.lo)));
  const hi = sql.raw(String(Number(span!.hi)));
  // The trigger keeping leads.last_activity_at would run a million times; the bench sets it once after.
  await db.execute(sql`alter table activities disable trigger user`);
  await db.execute(sql`
    with r as (
      select ${lo} + floor(random() * (${hi} - ${lo} + 1))::int as lead_id, random() as kind, random() as at, random() as who
      from generate_series(1, ${ACTIVITIES})
    )
    insert into activities (company_id, lead_id, agent_id, type, data, occurred_at)
    select ${companyId}, r.lead_id,
      case when r.kind < 0.65 then coalesce(l.buyer_agent_id, (${`{${all.join(',')}}`}::int[])[1 + floor(r.who * ${all.length})::int]) else null end,
      case when r.kind < 0.25 then 'call-added' when r.kind < 0.40 then 'text' when r.kind < 0.55 then 'email' when r.kind < 0.65 then 'stage'
           when r.kind < 0.80 then 'property-view' when r.kind < 0.90 then 'e-alert' else 'email-open' end,
      case when r.kind >= 0.55 and r.kind < 0.65
           then jsonb_build_object('from', 'new', 'to', (array['attempted','contacted','nurture','appointment','active','under_contract','closed','lost'])[1 + floor(r.who * 8)::int])
           else '{}'::jsonb end,
      -- Agents' touches cluster soon after the lead arrived; the rest spread over its life.
      l.created_at + (case when r.kind < 0.55 then power(r.at, 8) else r.at end) * (now() - l.created_at)
    from r join leads l on l.id = r.lead_id`);
  await db.execute(sql`alter table activities enable trigger user`);
  await db.execute(sql`
    update leads set last_activity_at = a.latest from (select lead_id, max(occurred_at) as latest from activities where company_id = ${companyId} group by lead_id) a
    where leads.company_id = ${companyId} and leads.id = a.lead_id`);
  const [source] = await rows<{ id: number }>(db, sql`insert into mls_sources (code, name) values (${`reports-bench-${companyId}`}, 'Reports bench') returning id`);
  await db.execute(sql`
    insert into properties (source_id, listing_key, listing_id, status, property_type, list_price, listed_at, unparsed_address, city, city_slug, state_or_province, postal_code, latitude, longitude)
    select ${source!.id}, 'rb-' || ${companyId} || '-' || n, 'RB' || n, 'Active', 'Residential', 400000 + n * 100, now() - interval '30 days',
      n || ' Bench Street', 'Southold', 'southold', 'NY', '11971', 41.0 + n / 100000.0, -72.4
    from generate_series(1, 2000) as n`);
  const [props] = await rows<{ lo: number; hi: number }>(db, sql`select min(id)::int as lo, max(id)::int as hi from properties where source_id = ${source!.id}`);
  const plo = sql.raw(String(Number(props!.lo)));
  const phi = sql.raw(String(Number(props!.hi)));
  const propertyPick = sql`${plo} + floor(power(random(), 3) * (${phi} - ${plo} + 1))::int`;
  await db.execute(sql`
    insert into viewed_properties (company_id, lead_id, property_id, first_viewed_at, last_viewed_at, views_count)
    select ${companyId}, ${lo} + (n % (${hi} - ${lo} + 1)), ${propertyPick}, now() - random() * interval '400 days', now() - random() * interval '365 days', 1 + floor(random() * 6)::int
    from generate_series(1, ${LEADS * 3}) as n
    on conflict do nothing`);
  await db.execute(sql`
    insert into favourites (company_id, lead_id, property_id, created_at)
    select ${companyId}, ${lo} + (n % (${hi} - ${lo} + 1)), ${propertyPick}, now() - random() * interval '365 days'
    from generate_series(1, ${Math.round(LEADS / 2)}) as n
    on conflict do nothing`);
  await db.execute(sql`
    insert into questions (company_id, lead_id, property_id, message, created_at)
    select ${companyId}, ${lo} + floor(random() * (${hi} - ${lo} + 1))::int, ${propertyPick}, 'Is it still available?', now() - random() * interval '365 days'
    from generate_series(1, ${Math.round(LEADS / 10)}) as n`);
  // What autovacuum does on a live PostgreSQL (statistics, and the visibility map index-only scans need).
  for (const table of ['leads', 'activities', 'viewed_properties', 'favourites', 'questions', 'properties']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  console.log(`  seeded ${LEADS.toLocaleString('en-US')} leads and ${ACTIVITIES.toLocaleString('en-US')} activities in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { companyId, broker: of('broker')[0]!, agent: of('agent')[0]!, lender: lenders[0]! };
}

function accessFor(s: Seeded, role: 'broker' | 'agent' | 'lender'): CrmAccess {
  const scope = role === 'broker' ? 'company' : role === 'lender' ? 'lender' : 'own-and-pond';
  return { agentId: s[role], companyId: s.companyId, type: role, isAdmin: false, scope, canManage: role === 'broker', canClaim: role !== 'lender' };
}

const dayText = (at: Date) => at.toISOString().slice(0, 10);

async function benchEngine(engine: string, rebuild: boolean): Promise<{ over: string[]; table: string[] }> {
  console.log(`\n== ${engine}, ${LEADS.toLocaleString('en-US')} leads, ${ACTIVITIES.toLocaleString('en-US')} activities ==`);
  const db = await getDb();
  let seeded = rebuild ? null : await existing(db);
  if (seeded) console.log(`  reusing company ${seeded.companyId} (--rebuild builds it again)`);
  if (!seeded) {
    await db.execute(sql`delete from companies where name = ${COMPANY_NAME}`);
    seeded = await seed(db);
  }
  const budget = BUDGET_MS[engine] ?? 300;
  const now = new Date();
  const ranges: Record<string, { from?: string; to?: string }> = {
    '30 days': {},
    '1 year': { from: dayText(new Date(now.getTime() - 364 * 86_400_000)), to: dayText(now) },
  };
  const over: string[] = [];
  const table: string[] = [];
  for (const role of ['broker', 'agent', 'lender'] as const) {
    const access = accessFor(seeded, role);
    const calls: Array<[string, () => Promise<unknown>]> = [];
    for (const [rangeName, range] of Object.entries(ranges)) {
      for (const name of REPORT_NAMES) calls.push([`${name} (${rangeName})`, () => runReport(access, name, { from: range.from, to: range.to, agentId: undefined })]);
    }
    if (role === 'broker') calls.push(['team figures', () => teamFigures(access, now)]);
    for (const [label, call] of calls) {
      const timing = await timeCalls(call, WARMUP, RUNS);
      console.log(`  ${role.padEnd(7)} ${label.padEnd(26)} p50 ${timing.median.toFixed(1).padStart(7)} ms   p95 ${timing.p95.toFixed(1).padStart(7)} ms`);
      table.push(`| ${engine} | ${role} | ${label} | ${timing.median.toFixed(1)} | ${timing.p95.toFixed(1)} |`);
      if (timing.p95 > budget) over.push(`${engine} ${role} ${label}: p95 ${timing.p95.toFixed(1)} ms (budget ${budget} ms)`);
    }
  }
  if (process.argv.includes('--explain')) await explainAll(db, seeded);
  return { over, table };
}

/**
 * EXPLAIN ANALYZE of every statement a broker's year of reports runs: the statements are caught
 * as the reports issue them (a logger on the connection would need a second handle).
 */
async function explainAll(db: Db, seeded: Seeded) {
  const seen: Array<{ sql: string; params: unknown[] }> = [];
  const dialect = new PgDialect();
  const original = db.execute.bind(db);
  const spy = ((query: Parameters<Db['execute']>[0]) => {
    if (typeof query !== 'string') seen.push(dialect.sqlToQuery(query.getSQL()));
    return original(query);
  }) as Db['execute'];
  (db as { execute: Db['execute'] }).execute = spy;
  const access = accessFor(seeded, 'broker');
  const to = dayText(new Date());
  const from = dayText(new Date(Date.now() - 364 * 86_400_000));
  for (const name of REPORT_NAMES) await runReport(access, name, { from, to, agentId: undefined });
  (db as { execute: Db['execute'] }).execute = original;
  for (const q of seen) {
    const plan = await rows<Record<string, string>>(db, sql.raw(`explain (analyze, buffers off) ${inline(q.sql, q.params)}`));
    console.log(`\n  ${q.sql.replace(/\s+/g, ' ').slice(0, 140)}…\n${plan.map((r) => `      ${Object.values(r)[0]}`).join('\n')}`);
  }
}

function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, i: string) => {
    const v = params[Number(i) - 1];
    if (v instanceof Date) return `'${v.toISOString()}'`;
    if (Array.isArray(v)) return `'{${v.map((x) => `"${String(x)}"`).join(',')}}'`;
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}

/** Creates the bench database on the server when it is missing (the role may create databases). */
async function ensureDatabase(url: string) {
  const { Client } = await import('pg');
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  const engine = process.env.BENCH_REPORTS_ENGINE;
  if (engine) {
    // A child run: one engine, figures to the file named in BENCH_REPORTS_OUT.
    if (engine === 'pglite') {
      delete process.env.DATABASE_URL;
      process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-bench-reports-'));
    } else {
      await ensureDatabase(url);
      process.env.DATABASE_URL = url;
    }
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = '0';
    process.env.SEED_DEMO = '0';
    await openDatabase();
    try {
      const result = await benchEngine(engine, process.argv.includes('--rebuild'));
      fs.writeFileSync(process.env.BENCH_REPORTS_OUT!, JSON.stringify(result));
    } finally {
      await closeDatabase();
      if (engine === 'pglite') fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
    }
    return;
  }
  const engines = (flag('engines') ?? 'pglite,postgres').split(',');
  console.log(`CRM reports benchmark: ${RUNS} runs after ${WARMUP} warm-up per report; budgets p95 ≤ ${BUDGET_MS.postgres} ms (PostgreSQL), ≤ ${BUDGET_MS.pglite} ms (PGlite)`);
  const over: string[] = [];
  const table: string[] = ['| engine | role | report (range) | p50 ms | p95 ms |', '|---|---|---|---|---|'];
  for (const e of engines) {
    const out = path.join(os.tmpdir(), `bench-reports-${process.pid}-${e}.json`);
    const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'bench/reports.ts', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_REPORTS_ENGINE: e, BENCH_REPORTS_OUT: out },
    });
    if (child.status !== 0 || !fs.existsSync(out)) throw new Error(`The ${e} run failed`);
    const result = JSON.parse(fs.readFileSync(out, 'utf8')) as { over: string[]; table: string[] };
    fs.rmSync(out, { force: true });
    over.push(...result.over);
    table.push(...result.table);
  }
  console.log(`\n${table.join('\n')}`);
  console.log(over.length ? `\nOver budget:\n${over.map((o) => `- ${o}`).join('\n')}` : '\nEvery report is within its budget.');
  if (over.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
