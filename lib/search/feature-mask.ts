import { sql, type SQL } from 'drizzle-orm';

/**
 * properties.features_mask: bit n set when the listing has the feature whose id is n
 * (docs/search.md "Feature mask"). A features filter becomes one test on the row
 * (`features_mask & bits = bits`) instead of a semi-join per feature over property_features,
 * which at 1M listings built a hash of ~84,000 ids per feature before the first row. Ids past
 * MAX_FEATURE_BIT have no bit (a bigint has 63 usable ones): a filter naming one of those keeps
 * the semi-join, so the mask is only ever a faster way to the same answer.
 */
export const MAX_FEATURE_BIT = 62;

/** The mask of these feature ids as a decimal string (a bigint parameter), or null when one has no bit. */
export function featureBits(ids: number[]): string | null {
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_FEATURE_BIT)) return null;
  return ids.reduce((mask, id) => mask | (1n << BigInt(id)), 0n).toString();
}

/** SQL: the mask of the listing `propertyId` from its property_features rows. */
export function featureMaskOf(propertyId: SQL): SQL {
  return sql`coalesce((select bit_or(1::bigint << pf.feature_id) from property_features pf
    where pf.property_id = ${propertyId} and pf.feature_id between 1 and ${MAX_FEATURE_BIT}), 0)`;
}
