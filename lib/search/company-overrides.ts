import { sql, type SQL } from 'drizzle-orm';

/**
 * A company's own corrections of shared listings (property_overrides, DESIGN §13 "Shared
 * feeds") as SQL over the listings alias `p`: every read for a company goes through these, so
 * its site shows, filters and sorts on its corrections and every other company on the feed
 * sees the feed's values. Each lookup is on the table's primary key (company_id, property_id).
 */

const overrideOf = (companyId: number, column: 'deal_rating' | 'extra_info', alias: string): SQL =>
  sql`(select o.${sql.raw(column)} from property_overrides o where o.company_id = ${companyId} and o.property_id = ${sql.raw(alias)}.id)`;

/** The listing's deal rating on this company's site: its own correction, else the feed's. */
export function ratingFor(companyId: number, alias = 'p'): SQL {
  return sql`coalesce(${overrideOf(companyId, 'deal_rating', alias)}, ${sql.raw(alias)}.deal_rating)`;
}

/** SPEC §4 isManuallyRated: this company rated it by hand, or the feed's rating was set by a person. */
export function manuallyRatedFor(companyId: number, alias = 'p'): SQL {
  return sql`(${sql.raw(alias)}.is_manually_rated or ${overrideOf(companyId, 'deal_rating', alias)} is not null)`;
}

/** The feed's extra information with this company's keys over it; a key it set to null is hidden. */
export function extraInfoFor(companyId: number, alias = 'p'): SQL {
  return sql`jsonb_strip_nulls(${sql.raw(alias)}.extra_info || coalesce(${overrideOf(companyId, 'extra_info', alias)}, '{}'::jsonb))`;
}

/**
 * The company's deal-rating corrections, read once for a search that filters or sorts by
 * rating (lib/search/rating-corrections.ts): listing id → its corrected rating. Null when not
 * read (or too many to write into a query): the SQL below then looks them up itself, slower.
 */
export type RatingCorrections = ReadonlyMap<number, number> | null;

const intArray = (ids: number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;
const weightList = (weights: number[]): SQL => sql.join(weights.map((w) => sql`${w}`), sql`, `);
const correctedIn = (companyId: number, rating: SQL): SQL =>
  sql`select o.property_id from property_overrides o where o.company_id = ${companyId} and o.deal_rating is not null and ${rating}`;

/**
 * The deal-rating filter (SPEC `ratingweight`) on this company's ratings: the feed's rating or
 * its own correction is a wanted weight, and no correction says otherwise. With the
 * corrections read: none → exactly the feed's filter (the rating index works as before); some
 * → their ids as constant arrays, which PostgreSQL hashes and the primary key can look up, so
 * the planner keeps its index plans. Measured at 1M listings: docs/security-business.md.
 */
export function ratingIn(companyId: number, weights: number[], corrections: RatingCorrections): SQL {
  const list = weightList(weights);
  if (corrections === null) {
    return sql`(p.deal_rating in (${list}) or p.id in (${correctedIn(companyId, sql`o.deal_rating in (${list})`)}))
      and p.id not in (${correctedIn(companyId, sql`o.deal_rating not in (${list})`)})`;
  }
  const wanted: number[] = [];
  const unwanted: number[] = [];
  for (const [id, rating] of corrections) (weights.includes(rating) ? wanted : unwanted).push(id);
  const feed = wanted.length > 0 ? sql`(p.deal_rating in (${list}) or p.id = any(${intArray(wanted)}))` : sql`p.deal_rating in (${list})`;
  return unwanted.length > 0 ? sql`${feed} and p.id <> all(${intArray(unwanted)})` : feed;
}

/** The listings whose rating the company did not correct (those the feed's rating order is right for). */
export function notCorrected(companyId: number, corrections: RatingCorrections): SQL {
  if (corrections === null) return sql`p.id not in (${correctedIn(companyId, sql`true`)})`;
  return corrections.size > 0 ? sql`p.id <> all(${intArray([...corrections.keys()])})` : sql`true`;
}
