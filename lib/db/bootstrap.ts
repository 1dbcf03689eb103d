import { openDatabase } from './client';
import { seedIfEmpty } from './seed';

/** Open + migrate, then seed the demo tenants if the database is empty (SEED_DEMO=0 skips the seed). */
export async function bootstrapDatabase(): Promise<void> {
  const started = Date.now();
  const handle = await openDatabase().catch((error: Error) => {
    // A locked data directory is an operator's mistake: say so and stop rather than serve errors.
    console.error(`\n${error.message}\n`);
    process.exit(1);
  });
  console.log(`Database ready (${handle.kind}) in ${Date.now() - started} ms`);
  if (process.env.SEED_DEMO === '0') return;
  try {
    const seeded = await seedIfEmpty(handle.db, { log: (m) => console.log(`  seed: ${m}`) });
    if (seeded) console.log(`Demo data seeded in ${Date.now() - started} ms`);
  } catch (error) {
    // The seed runs in one transaction, so a failure leaves the database empty for the next start.
    console.error('Seeding the demo data failed:', error);
    process.exit(1);
  }
}
