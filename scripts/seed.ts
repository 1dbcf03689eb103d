// `npm run db:seed`: seed the demo data into an empty database (the server does this on
// start too). Refuses to run while a server holds the same data directory.
import { closeDatabase, openDatabase } from '@/lib/db/client';
import { seedIfEmpty } from '@/lib/seed';

async function main() {
  const { db, kind } = await openDatabase();
  const seeded = await seedIfEmpty(db, { log: (m) => console.log(m) });
  console.log(seeded ? `Seeded the ${kind} database.` : 'The database already has data: nothing to do.');
  await closeDatabase();
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
