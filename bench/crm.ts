// `npm run bench:crm`: the CRM leads list (lib/crm/leads-list.ts) at 100k leads of one
// company, timed in process for a broker (every lead), an agent (own + pond) and a lender
// (their leads only) over a query mix, against the budget p95 ≤ 30 ms (docs/performance.md).
// A fresh PGlite in a temporary directory always; PostgreSQL too when BENCH_DATABASE_URL
// (or TEST_DATABASE_URL) is set — there the rows go to a company of their own, deleted at
// the end, so a shared test database is left as it was.
//
//   npm run bench:crm -- --leads 100000 --runs 40 --engines pglite,postgres --explain
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { CrmAccess } from '@/lib/crm/access';
import { listLeads } from '@/lib/crm/leads-list';
import { leadsQuerySchema } from '@/lib/crm/leads-query';
import { closeDatabase, getDb, openDatabase, type Db } from '@/lib/db/client';
import { timeCalls, type Timing } from './search/stats';
import { queryRows } from '@/lib/db/rows';

const BUDGET_P95_MS = 30;

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const LEADS = Number(flag('leads') ?? 100_000);
const RUNS = Number(flag('runs') ?? 40);
const WARMUP = 5;

interface Seeded {
  companyId: number;
  broker: number;
  agent: number;
  lender: number;
  agentIds: number[];
  phoneQuery: string;
}

const rows = <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => queryRows<T>(query, db);

/** One company with 25 agents and `LEADS` leads spread as a real office's are, in one INSERT … SELECT. */
async function seed(db: Db): Promise<Seeded> {
  const [company] = await rows<{ id: number }>(db, sql`insert into companies (name, settings) values (${`CRM bench ${process.pid}`}, '{}'::jsonb) returning id`);
  const companyId = company!.id;
  const types = ['broker', 'lender', 'lender', 'lender', ...Array.from({ length: 6 }, () => 'realtor'), ...Array.from({ length: 15 }, () => 'agent')];
  const agentRows = await rows<{ id: number; type: string }>(db, sql`
    insert into agents (company_id, type, first_name, last_name, email)
    select ${companyId}, t.type, 'Bench', 'Agent ' || t.n, 'bench-agent-' || t.n || '-' || ${process.pid} || '@example.com'
    from unnest(${`{${types.join(',')}}`}::text[]) with ordinality as t(type, n)
    returning id, type`);
  const of = (type: string) => agentRows.filter((a) => a.type === type).map((a) => a.id);
  const buyers = [...of('agent'), ...of('realtor'), ...of('broker')];
  const lenders = of('lender');
  const realtors = of('realtor');
  const started = performance.now();
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    with r as (
      select n, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6, random() as r7, random() as r8, random() as r9, random() as r10, random() as r11, random() as r12
      from generate_series(1, ${LEADS}) as n
    )
    insert into leads (company_id, first_name, last_name, email, phone, stage, buyer_agent_id, listing_agent_id, lender_id, source, tags, hot_at, last_visit_at, last_activity_at, created_at, updated_at)
    select ${companyId},
      (array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara','Richard','Susan','Joseph','Jessica','Thomas','Sarah','Chris','Karen','Daniel','Lisa','Matthew','Nancy','Anthony','Betty','Mark','Sandra','Paul','Ashley'])[1 + (r1 * 30)::int % 30],
      (array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker','Young','Allen','King','Wright','Scott','Torres','Nguyen','Hill','Flores'])[1 + (r2 * 40)::int % 40],
      'lead' || n || '@example.com',
      '+1' || (array['631','516','212','917','718','347','914','845'])[1 + (r3 * 8)::int % 8] || lpad(((r4 * 9999999)::int)::text, 7, '0'),
      case when r5 < 0.30 then 'new' when r5 < 0.45 then 'attempted' when r5 < 0.60 then 'contacted' when r5 < 0.75 then 'nurture'
           when r5 < 0.82 then 'appointment' when r5 < 0.89 then 'active' when r5 < 0.93 then 'under_contract' when r5 < 0.96 then 'closed' else 'lost' end,
      case when r6 < 0.20 then null else (${`{${buyers.join(',')}}`}::int[])[1 + (n % ${buyers.length})] end,
      case when r7 < 0.05 then (${`{${realtors.join(',')}}`}::int[])[1 + (n % ${realtors.length})] else null end,
      case when r8 < 0.30 then (${`{${lenders.join(',')}}`}::int[])[1 + (n % ${lenders.length})] else null end,
      (array['website','zillow','realtor.com','facebook','google-ads','referral','open-house','import'])[1 + ((r1 * 977)::int % 8)],
      case when r9 < 0.5 then '{}'::text[] when r9 < 0.8 then array[(array['buyer','seller','investor','first-time','luxury','relocation'])[1 + (n % 6)]]
           else array[(array['buyer','seller','investor','first-time','luxury','relocation'])[1 + (n % 6)], 'vip'] end,
      case when r10 < 0.03 then now() - (r4 * interval '14 days') else null end,
      case when r11 < 0.70 then now() - (r5 * interval '120 days') else null end,
      case when r12 < 0.85 then now() - (r7 * interval '180 days') else null end,
      now() - (r8 * interval '3 years'),
      now()
    from r`);
  // What autovacuum does on a live PostgreSQL (statistics, and the visibility map index-only counts need).
  await db.execute(sql`vacuum analyze leads`);
  console.log(`  seeded ${LEADS.toLocaleString('en-US')} leads in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const [phone] = await rows<{ phone: string }>(db, sql`select phone from leads where company_id = ${companyId} order by id limit 1 offset 777`);
  const digits = phone!.phone.slice(2);
  return { companyId, broker: of('broker')[0]!, agent: of('agent')[0]!, lender: lenders[0]!, agentIds: buyers, phoneQuery: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}` };
}

function accessFor(s: Seeded, role: 'broker' | 'agent' | 'lender'): CrmAccess {
  const agentId = s[role];
  const scope = role === 'broker' ? 'company' : role === 'lender' ? 'lender' : 'own-and-pond';
  return { agentId, companyId: s.companyId, type: role, isAdmin: false, scope, canManage: role === 'broker', canClaim: role !== 'lender' };
}

function mix(s: Seeded): Record<string, Record<string, string>> {
  return {
    default: {},
    'q name': { q: 'garc' },
    'q full name': { q: 'mary smith' },
    'q phone digits': { q: s.phoneQuery },
    'stage filter': { stage: 'appointment,active' },
    'agent filter': { agentId: String(s.agentIds[1]) },
    pond: { pond: '1' },
    hot: { hot: '1' },
    tag: { tag: 'vip' },
    'sort activity': { sort: 'last_activity_at desc' },
    'page 40': { page: '40' },
    // The greatsheet's windows (lib/crm/greatsheet.ts reads the same rows as the list, 100 at a
    // time by OFFSET): the first, and one at offset 90,000, by date, name and last activity.
    'sheet first': { per_page: '100' },
    'sheet first name': { per_page: '100', sort: 'name asc' },
    'sheet 90k': { per_page: '100', page: '901' },
    'sheet 90k name': { per_page: '100', page: '901', sort: 'name asc' },
    'sheet 90k activity': { per_page: '100', page: '901', sort: 'last_activity_at desc' },
  };
}

/** `--roles broker` and `--cases sheet` narrow a run to the roles and the cases whose names contain it. */
const ROLES = (flag('roles') ?? 'broker,agent,lender').split(',') as ('broker' | 'agent' | 'lender')[];
const CASES = flag('cases');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

async function benchEngine(engine: string): Promise<{ over: string[]; table: string[] }> {
  console.log(`\n== ${engine}, ${LEADS.toLocaleString('en-US')} leads ==`);
  const db = await getDb();
  const seeded = await seed(db);
  const over: string[] = [];
  const table: string[] = [];
  const allP95: number[] = [];
  const all: number[] = [];
  try {
    for (const role of ROLES) {
      const access = accessFor(seeded, role);
      for (const [name, raw] of Object.entries(mix(seeded)).filter(([n]) => !CASES || n.includes(CASES))) {
        const query = leadsQuerySchema.parse(raw);
        let total = 0;
        const times: number[] = [];
        const timing: Timing = await timeCalls(async () => {
          const t0 = performance.now();
          const page = await listLeads(access, query);
          times.push(performance.now() - t0);
          total = page.pagination.total;
        }, WARMUP, RUNS);
        all.push(...times.slice(WARMUP));
        allP95.push(timing.p95);
        const line = `  ${role.padEnd(7)} ${name.padEnd(19)} p50 ${timing.median.toFixed(1).padStart(6)} ms   p95 ${timing.p95.toFixed(1).padStart(6)} ms   total ${total.toLocaleString('en-US').padStart(7)}`;
        console.log(line);
        table.push(`| ${engine} | ${role} | ${name} | ${timing.median.toFixed(1)} | ${timing.p95.toFixed(1)} | ${total.toLocaleString('en-US')} |`);
        if (timing.p95 > BUDGET_P95_MS) over.push(`${engine} ${role} ${name}: p95 ${timing.p95.toFixed(1)} ms`);
        if (process.argv.includes('--explain') && timing.p95 > BUDGET_P95_MS / 2) await explain(db, access, query);
      }
    }
    console.log(`  overall: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms (every call of every query), worst query p95 ${Math.max(...allP95).toFixed(1)} ms; budget p95 ≤ ${BUDGET_P95_MS} ms`);
    table.push(`| ${engine} | all | overall | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 95).toFixed(1)} | |`);
  } finally {
    // Leads, agents and the rest go with the company (on delete cascade).
    await db.execute(sql`delete from companies where id = ${seeded.companyId}`);
  }
  return { over, table };
}

/** EXPLAIN ANALYZE of the list's two statements for a slow query (--explain). */
async function explain(db: Db, access: CrmAccess, query: ReturnType<typeof leadsQuerySchema.parse>) {
  const { leadsListWhere, leadsOrderBy } = await import('@/lib/crm/leads-list');
  const { leads } = await import('@/lib/db/schema');
  const where = leadsListWhere(access, query);
  const list = db.select({ id: leads.id }).from(leads).where(where).orderBy(...leadsOrderBy(query.sort)).limit(query.per_page).offset((query.page - 1) * query.per_page).toSQL();
  const count = db.select({ n: sql`count(*)` }).from(leads).where(where).toSQL();
  for (const q of [list, count]) {
    const plan = await rows<Record<string, string>>(db, sql.raw(`explain analyze ${inline(q.sql, q.params)}`));
    console.log(plan.map((r) => `      ${Object.values(r)[0]}`).join('\n'));
  }
}

function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, i: string) => {
    const v = params[Number(i) - 1];
    if (Array.isArray(v)) return `'{${v.map((x) => `"${String(x)}"`).join(',')}}'`;
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const engine = process.env.BENCH_CRM_ENGINE;
  if (engine) {
    // A child run: one engine, figures to the file named in argv.
    if (engine === 'pglite') {
      delete process.env.DATABASE_URL;
      process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-bench-crm-'));
    } else {
      process.env.DATABASE_URL = url;
    }
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = '0';
    await openDatabase();
    try {
      const result = await benchEngine(engine);
      fs.writeFileSync(process.env.BENCH_CRM_OUT!, JSON.stringify(result));
    } finally {
      await closeDatabase();
      if (engine === 'pglite') fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
    }
    return;
  }
  const engines = (flag('engines') ?? (url ? 'pglite,postgres' : 'pglite')).split(',');
  if (engines.includes('postgres') && !url) throw new Error('--engines postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  console.log(`CRM leads list benchmark: ${RUNS} runs after ${WARMUP} warm-up per query; budget p95 ≤ ${BUDGET_P95_MS} ms`);
  const over: string[] = [];
  const table: string[] = ['| engine | role | query | p50 ms | p95 ms | total |', '|---|---|---|---|---|---|'];
  for (const e of engines) {
    // Each engine in its own process: the database handle is one per process.
    const out = path.join(os.tmpdir(), `bench-crm-${process.pid}-${e}.json`);
    const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'bench/crm.ts', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_CRM_ENGINE: e, BENCH_CRM_OUT: out },
    });
    if (child.status !== 0 || !fs.existsSync(out)) throw new Error(`The ${e} run failed`);
    const result = JSON.parse(fs.readFileSync(out, 'utf8')) as { over: string[]; table: string[] };
    fs.rmSync(out, { force: true });
    over.push(...result.over);
    table.push(...result.table);
  }
  console.log(`\n${table.join('\n')}`);
  console.log(over.length ? `\nOver budget:\n${over.map((o) => `- ${o}`).join('\n')}` : '\nEvery query is within the budget.');
  if (over.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
