import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';

/** Suggestion keys served from search_terms, with the listing column (SQL) each is read from. */
export const TERM_COLUMNS = {
  zip: 'postal_code',
  city_label: "city || ', ' || state_or_province",
  city: 'city',
  area: 'mls_area_major',
  hood: 'subdivision_name',
  street: 'street_name',
  school_district: 'school_district',
  county: 'county_or_parish',
  state: 'state_or_province',
} as const;
export type TermKey = keyof typeof TERM_COLUMNS;

/**
 * Rebuilds the place names the search box suggests, from the listings. Run after
 * listings are loaded or changed (the seed and imports do); it takes one pass per key.
 */
export async function refreshSearchTerms(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_terms`);
    for (const [key, column] of Object.entries(TERM_COLUMNS)) {
      const value = sql.raw(column);
      await tx.execute(sql`insert into search_terms (source_id, key, value, listings)
        select source_id, ${key}, ${value}, count(*)::int from properties where ${value} is not null and ${value} <> ''
        group by source_id, ${value}`);
    }
  });
}
