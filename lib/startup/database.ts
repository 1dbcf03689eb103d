import { openDatabase } from '@/lib/db/client';
import { refreshSearchIndexesIfMissing } from '@/lib/search/refresh';
import { seedIfEmpty } from '@/lib/seed';

/**
 * Open + migrate, then seed the demo tenants into an empty database: by default only the
 * embedded one (a PostgreSQL server is someone's real database: SEED_DEMO=1 to seed it
 * anyway), never with SEED_DEMO=0.
 */
export async function bootstrapDatabase(): Promise<void> {
  const started = Date.now();
  const handle = await openDatabase().catch((error: Error) => {
    // A locked data directory is an operator's mistake: say so and stop rather than serve errors.
    console.error(`\n${error.message}\n`);
    process.exit(1);
  });
  console.log(`Database ready (${handle.kind}) in ${Date.now() - started} ms`);
  await handle.exclusively(() => refreshSearchIndexesIfMissing(handle.db));
  const seed = process.env.SEED_DEMO === '1' || (handle.kind === 'pglite' && process.env.SEED_DEMO !== '0');
  if (!seed) return;
  try {
    const seeded = await handle.exclusively(() => seedIfEmpty(handle.db, { log: (m) => console.log(`  seed: ${m}`) }));
    if (seeded) console.log(`Demo data seeded in ${Date.now() - started} ms`);
  } catch (error) {
    // The seed runs in one transaction, so a failure leaves the database empty for the next start.
    console.error('Seeding the demo data failed:', error);
    process.exit(1);
  }
}
