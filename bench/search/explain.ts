/**
 * `npx tsx --conditions=react-server bench/search/explain.ts "<call name>" …` with DATABASE_URL
 * (and AUTH_SECRET) on a database bench:search loaded: runs each named call of
 * bench/search/calls.ts once and prints EXPLAIN (ANALYZE, BUFFERS) of every statement it sent,
 * so an index is chosen from a plan, not guessed. PostgreSQL only (it wraps pg's Client.query).
 */
import pg from 'pg';
import { visitorOf } from '@/lib/auth/viewer';
import { openDatabase } from '@/lib/db/client';
import { runWithDatabase } from '../lib/run-with-database';
import { normalizeQuery } from '@/lib/filters/query';
import { getCompany } from '@/lib/tenancy/company';
import { filterContext, searchContext } from '@/lib/search/context';
import { postgresBackend } from '@/lib/search/postgres-backend';
import { withRatingCorrections } from '@/lib/search/rating-corrections';
import { PER_PAGE } from '@/lib/search/service';
import { CALLS } from './calls';

type Query = (...args: unknown[]) => unknown;

async function main(): Promise<void> {
  const names = process.argv.slice(2);
  await openDatabase();
  const company = await getCompany(1);
  if (!company) throw new Error('Company 1 is missing: run bench:search first');
  const ctx = await searchContext(visitorOf(company));
  const filters = await filterContext(company);
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  for (const name of names) {
    const call = CALLS.find((c) => c.name === name);
    if (!call || call.kind === 'suggest') throw new Error(`No page or clusters call named ${name}`);
    const sent: { text: string; values: unknown }[] = [];
    proto.query = function (this: unknown, ...args: unknown[]) {
      const [text, values] = args;
      const t = typeof text === 'string' ? text : (text as { text?: string }).text;
      const v = typeof text === 'string' ? values : ((text as { values?: unknown }).values ?? (Array.isArray(values) ? values : undefined));
      if (t && /^\s*(select|with)/i.test(t) && /from properties p|from listing_(feature_)?grid/.test(t)) sent.push({ text: t, values: v });
      // Pool.query passes a callback as the third argument: every argument goes through.
      return original.apply(this, args);
    };
    const query = normalizeQuery(call.query, filters);
    if (call.kind === 'page') {
      const sort = query.sort ?? filters.defaultSort;
      await postgresBackend.page(await withRatingCorrections(ctx, query, sort), query, sort, call.page, PER_PAGE);
    } else {
      await postgresBackend.clusters(await withRatingCorrections(ctx, query), query, call.query.zoom);
    }
    proto.query = original;
    console.error(`${name}: ${sent.length} statements`);
    for (const s of sent) {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      const plan = await client.query<Record<string, string>>(`explain (analyze, buffers) ${s.text}`, s.values as unknown[]);
      await client.end();
      console.log(`\n=== ${name}\n${s.text}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
}

runWithDatabase(main);
