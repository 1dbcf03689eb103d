// `npm run bench:estimate`: how close the home valuation (lib/estimate) comes to real sale
// prices. Seeds the demo market into a fresh embedded database (.bench-data/estimate), then
// values every home sold in the last 12 months as if it were not in the data — its own sale
// and listing held out — through the same code the estimate page uses (loadMarket +
// valueHome), and compares with the sale price. Prints the median absolute percentage
// error, the shares within 5/10/20%, how often the sale fell inside the low–high range, and
// the same figures for an oracle that knows each home's seeded fair value: the floor any
// valuation can reach on this market, because the seed draws each sale at a random distance
// from that value (docs/performance.md).
//
//   npm run bench:estimate            flags: --limit N (value at most N homes)
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { runWithDatabase } from './lib/run-with-database';
import { seedDemo } from '@/lib/seed';
import { loadMarket } from '@/lib/estimate/market-data';
import { valueHome } from '@/lib/estimate/valuation';
import { summarise, type Trial } from './estimate/summary';
import { queryRows } from '@/lib/db/rows';

const DIR = path.resolve('.bench-data/estimate');
const TAX_RATE = 0.011; // lib/seed/listings.ts: annual taxes are 1.1% of the fair value

interface HeldOut {
  id: number;
  source_id: number;
  close_price: number;
  close_date: string;
  taxes: number | null;
}

async function main() {
  const limitAt = process.argv.indexOf('--limit');
  const limit = limitAt > 0 ? Number(process.argv[limitAt + 1]) : Infinity;
  fs.rmSync(DIR, { recursive: true, force: true });
  process.env.DATA_DIR = DIR;
  const handle = await openDatabase();
  const db = handle.db;
  const now = new Date();
  const started = performance.now();
  await seedDemo(db, { leadsPerCompany: 0, imageDir: path.join(DIR, 'images'), now, log: () => {} });
  console.log(`seeded the demo market in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const since = new Date(now.getTime() - 365 * 86_400_000).toISOString().slice(0, 10);
  const held = (await queryRows<HeldOut>(sql`
    select p.id, p.source_id, p.close_price, p.close_date::text as close_date, (p.extra_info->>'taxesAnnual')::float as taxes
    from properties p where p.status = 's' and p.close_price is not null and p.close_date >= ${since}::date
    order by p.id`, db)).slice(0, limit);

  const trials: Trial[] = [];
  const ms = { query: 0, valuation: 0 };
  for (const sale of held) {
    const center = await position(sale.id);
    const t0 = performance.now();
    const market = await loadMarket(db, sql`p.source_id = ${sale.source_id}`, center, now);
    const t1 = performance.now();
    const self = market.find((l) => l.id === sale.id);
    if (!self) continue;
    // The subject as an owner would describe it: its facts, not its price.
    const valuation = valueHome(self, market, { now, excludeId: sale.id });
    ms.query += t1 - t0;
    ms.valuation += performance.now() - t1;
    trials.push({
      actual: Number(sale.close_price),
      estimate: valuation?.value ?? null,
      low: valuation?.low ?? null,
      high: valuation?.high ?? null,
      oracle: sale.taxes ? sale.taxes / TAX_RATE : null,
      type: self.propertyType,
    });
  }
  summarise(trials, ms, console.log);

  async function position(id: number) {
    const [r] = await queryRows<{ latitude: number; longitude: number }>(sql`select latitude, longitude from properties where id = ${id}`, db);
    if (!r) throw new Error(`listing ${id} is gone`);
    return { latitude: Number(r.latitude), longitude: Number(r.longitude) };
  }
}

runWithDatabase(main);
