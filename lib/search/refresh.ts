import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { refreshListingGrid } from './listing-grid';
import { refreshSearchTerms } from './search-terms';
import { queryRows } from '@/lib/db/rows';

/** After listings are loaded or changed: the suggestion terms, the map grid and fresh planner statistics. */
export async function refreshSearchIndexes(db: Db): Promise<void> {
  await refreshSearchTerms(db);
  await refreshListingGrid(db);
  await db.execute(sql`analyze properties`);
}

/**
 * At start-up: listings without suggestion terms or map grid (a database loaded by hand, or
 * from before these tables) get them now. Changes to listings call refreshSearchIndexes.
 */
export async function refreshSearchIndexesIfMissing(db: Db): Promise<void> {
  const [row] = await queryRows<{ listings: boolean; indexed: boolean }>(sql`select
      exists (select 1 from properties) as listings,
      exists (select 1 from search_terms) and exists (select 1 from listing_grid) as indexed`, db);
  if (row?.listings && !row.indexed) await refreshSearchIndexes(db);
}
