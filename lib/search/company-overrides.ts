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

/** Ids of the listings whose rating this company corrected (a small set: hashed once per query). */
export function correctedRatings(companyId: number): SQL {
  return sql`select o.property_id from property_overrides o where o.company_id = ${companyId} and o.deal_rating is not null`;
}

/**
 * The deal-rating filter (SPEC `ratingweight`) on this company's ratings: the feed's rating
 * or its own correction is one of the weights, and no correction says otherwise. Written as
 * uncorrelated sets, not a lookup per listing: the corrections with a wanted weight are an
 * array the primary key can look up (so the planner may still use the rating index beside it),
 * the others a hashed set; a search over a million listings pays for them once, and nothing
 * when the company has corrected none.
 */
export function ratingIn(companyId: number, weights: number[]): SQL {
  const list = sql.join(weights.map((w) => sql`${w}`), sql`, `);
  return sql`(p.deal_rating in (${list})
      or p.id = any(array(select o.property_id from property_overrides o where o.company_id = ${companyId} and o.deal_rating in (${list}))))
    and p.id not in (select o.property_id from property_overrides o where o.company_id = ${companyId} and o.deal_rating is not null and o.deal_rating not in (${list}))`;
}
