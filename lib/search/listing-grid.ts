import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { clusterCellDegrees, GRID_MAX_ZOOM } from './geo';
import { bedsSql, priceBandSql } from './grid-bands';

/**
 * Rebuilds listing_grid from the listings: one pass per zoom level. Every change to listings
 * (feed sync, seed, bench load) ends in refreshSearchIndexes, which calls this, so the grid's
 * counts always match the listings' (tests/db/listing-grid.test.ts).
 */
export async function refreshListingGrid(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from listing_grid`);
    for (let zoom = 1; zoom <= GRID_MAX_ZOOM; zoom++) {
      const cell = clusterCellDegrees(zoom);
      await tx.execute(sql`insert into listing_grid
          (zoom, gx, gy, source_id, status, property_type, price_band, beds, listings, latitude_sum, longitude_sum, south, west, north, east)
        select ${zoom}, floor(longitude / ${cell})::int, floor(latitude / ${cell})::int, source_id, status, property_type,
               ${priceBandSql(sql`price`)}, ${bedsSql(sql`bedrooms_total`)},
               count(*)::int, sum(latitude), sum(longitude), min(latitude), min(longitude), max(latitude), max(longitude)
        from properties group by 2, 3, 4, 5, 6, 7, 8`);
    }
  });
}
