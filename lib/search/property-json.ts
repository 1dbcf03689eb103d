import { PROPERTY_STATUSES } from '@/lib/property/vocabulary';
import { slugify } from '@/lib/text/slug';

/** SPEC §9: square feet to acres. */
export const SQFT_TO_ACRES = 2.2957e-5;

/** The listing columns the list item needs (snake_case, as lib/search/listing-columns.ts selects them). */
export interface ListingRow {
  id: number;
  price: number;
  list_price: number;
  close_price: number | null;
  close_date: string | null;
  listed_at: Date | string;
  price_reduced_at: Date | string | null;
  bedrooms_total: number | null;
  bathrooms_total: string | number | null;
  property_type: string;
  status: string;
  photos_count: number;
  unparsed_address: string;
  city: string;
  state_or_province: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  living_area: number | null;
  year_built: number | null;
  garage_spaces: number | null;
  lot_size_acres: string | number | null;
  stories_total: number | null;
  basement_types: number[] | null;
  association_fee_monthly: number | null;
  assumable_mortgage_rate: string | number | null;
  deal_rating: number | null;
  is_manually_rated: boolean;
  listing_id: string;
  list_office_name: string | null;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** DESIGN §4: the details page lives at /homedetails/{address-slug}/{id}. */
export function propertyUrl(id: number, address: string): string {
  return `/homedetails/${slugify(address)}/${id}`;
}

export const PLACEHOLDER_IMAGE = '/images/placeholder.jpg';

/**
 * SPEC §3 images: /images/{id}-{n}.jpg for each photo this viewer may see (the first `limit`,
 * SPEC §6); the placeholder when the listing has none. A listing with photos none of which
 * are free has no URL: `attributes.images_total` still says how many there are.
 */
export function imageUrls(id: number, count: number, limit = Number.POSITIVE_INFINITY): string[] {
  if (count <= 0) return [PLACEHOLDER_IMAGE];
  return Array.from({ length: Math.max(0, Math.min(count, limit)) }, (_, n) => `/images/${id}-${n}.jpg`);
}

/**
 * Whether a listing's prices are withheld from this viewer: where the company shows sold
 * prices after sign-up only, a sold listing carries no price at all — not the sale price, nor
 * the list prices that foretell it (docs/security-business.md).
 */
export const pricesHidden = (status: string, showSoldPrice: boolean): boolean => status === 's' && !showSoldPrice;

export interface PropertyOptions {
  isFavourite: boolean;
  /** Sold prices may be for signed-in people only (company setting). */
  showSoldPrice: boolean;
  /** How many photos this viewer may see (lib/property/picture-allowance.ts). */
  pictureLimit: number;
  statusTitle: (code: string) => string;
}

/** A listing in DESIGN §8's list-item shape; prices in dollars. */
export function propertyJson(row: ListingRow, options: PropertyOptions) {
  const hidePrice = pricesHidden(row.status, options.showSoldPrice);
  const acres = num(row.lot_size_acres);
  return {
    id: row.id,
    price: hidePrice ? null : row.price,
    created_at: iso(row.listed_at),
    bedrooms: row.bedrooms_total,
    bathrooms: num(row.bathrooms_total),
    type: row.property_type,
    status: row.status,
    statusInfo: { code: row.status, title: options.statusTitle(row.status) },
    attributes: {
      status: row.status,
      images_total: row.photos_count,
      address: row.unparsed_address,
      city: row.city,
      state: row.state_or_province,
      zip: row.postal_code,
      latitude: row.latitude,
      longitude: row.longitude,
      mls_number: row.listing_id,
      list_office: row.list_office_name,
      rating: row.deal_rating,
      isManuallyRated: row.is_manually_rated,
      square: row.living_area,
      year: row.year_built,
      garages_total: row.garage_spaces,
      lot_square: acres === null ? null : Math.round(acres / SQFT_TO_ACRES),
      lot_acres: acres,
      stories_total: row.stories_total,
      price_reduced_at: iso(row.price_reduced_at),
      basement_types: row.basement_types ?? [],
      maxhoa: row.association_fee_monthly,
      assumable_mortgage_rate_num: num(row.assumable_mortgage_rate),
      list_price: hidePrice ? null : row.list_price,
      sold_price: hidePrice ? null : row.close_price,
      sold_at: row.close_date,
    },
    images: imageUrls(row.id, row.photos_count, options.pictureLimit),
    meta: { data: { url: propertyUrl(row.id, row.unparsed_address), is_favourite: options.isFavourite } },
  };
}

export type PropertyJson = ReturnType<typeof propertyJson>;

export function defaultStatusTitle(code: string): string {
  return (PROPERTY_STATUSES as Record<string, string>)[code] ?? code;
}
