import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { queryRows } from '@/lib/db/rows';

/**
 * The rows of one report statement, with PostgreSQL's JIT off for it. A report over a year of a
 * big company has a high cost estimate, which switches JIT compilation on: at 100k leads that
 * compilation took 2.7 s of a 4.8 s statement whose work takes under a second (EXPLAIN ANALYZE,
 * docs/performance.md "CRM reports"). SET LOCAL lasts only for this transaction; PGlite, built
 * without JIT, accepts the setting and ignores it.
 */
export async function reportRows<T>(query: SQL): Promise<T[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return queryRows<T>(query, tx);
  });
}
