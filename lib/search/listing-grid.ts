import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { clusterCellDegrees, GRID_MAX_ZOOM } from './geo';
import { bedsSql, priceBandSql } from './grid-bands';

/**
 * Rebuilds listing_grid and listing_feature_grid from the listings. Every change to listings
 * (feed sync, seed, bench load) ends in refreshSearchIndexes, which calls this, so the grids'
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
    // The feature grid joins each listing to its features once, at the finest zoom; each coarser
    // zoom sums the one below: a cell is twice the size of the next zoom's (clusterCellDegrees),
    // and floor(x / 2c) = floor(floor(x / c) / 2) exactly (halving a double is exact), so
    // gx >> 1 is the cell the live grouping puts the listing in.
    await tx.execute(sql`delete from listing_feature_grid`);
    const cell = clusterCellDegrees(GRID_MAX_ZOOM);
    await tx.execute(sql`insert into listing_feature_grid
        (zoom, gx, gy, source_id, status, property_type, feature_id, beds, listings, latitude_sum, longitude_sum, south, west, north, east)
      select ${GRID_MAX_ZOOM}, floor(p.longitude / ${cell})::int, floor(p.latitude / ${cell})::int, p.source_id, p.status, p.property_type,
             pf.feature_id, ${bedsSql(sql`p.bedrooms_total`)},
             count(*)::int, sum(p.latitude), sum(p.longitude), min(p.latitude), min(p.longitude), max(p.latitude), max(p.longitude)
      from properties p join property_features pf on pf.property_id = p.id group by 2, 3, 4, 5, 6, 7, 8`);
    for (let zoom = GRID_MAX_ZOOM - 1; zoom >= 1; zoom--) {
      await tx.execute(sql`insert into listing_feature_grid
          (zoom, gx, gy, source_id, status, property_type, feature_id, beds, listings, latitude_sum, longitude_sum, south, west, north, east)
        select ${zoom}, gx >> 1, gy >> 1, source_id, status, property_type, feature_id, beds,
               sum(listings)::int, sum(latitude_sum), sum(longitude_sum), min(south), min(west), max(north), max(east)
        from listing_feature_grid where zoom = ${zoom + 1} group by 2, 3, 4, 5, 6, 7, 8`);
    }
  });
}
