import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { manuallyRatedFor, ratingFor } from './company-overrides';

/**
 * The listing columns a list item needs (ListingRow, lib/search/property-json.ts) over alias
 * `p`, as this company shows them: its own deal-rating corrections over the feed's.
 */
export function listingColumns(companyId: number): SQL {
  return sql`p.id, p.price, p.list_price, p.close_price, p.close_date::text as close_date, p.listed_at, p.price_reduced_at,
  p.bedrooms_total, p.bathrooms_total, p.property_type, p.status, p.photos_count, p.unparsed_address, p.city, p.state_or_province,
  p.postal_code, p.latitude, p.longitude, p.living_area, p.year_built, p.garage_spaces, p.lot_size_acres, p.stories_total,
  p.basement_types, p.association_fee_monthly, p.assumable_mortgage_rate, ${ratingFor(companyId)} as deal_rating,
  ${manuallyRatedFor(companyId)} as is_manually_rated, p.listing_id, p.list_office_name`;
}
