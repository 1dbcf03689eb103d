import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { refreshListingGrid } from './listing-grid';
import { refreshSearchTerms } from './search-terms';

/** After listings are loaded or changed: the suggestion terms, the map grid and fresh planner statistics. */
export async function refreshSearchIndexes(db: Db): Promise<void> {
  await refreshSearchTerms(db);
  await refreshListingGrid(db);
  await db.execute(sql`analyze properties`);
}
