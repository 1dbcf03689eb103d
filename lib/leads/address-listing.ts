import 'server-only';
import { sql } from 'drizzle-orm';
import { expandStreetAbbreviations } from '@/lib/search/abbreviations';
import { scopeCondition } from '@/lib/search/conditions';
import { escapeLike } from '@/lib/search/like';
import { listingScope } from '@/lib/search/scope';
import type { Company } from '@/lib/tenancy/company';
import type { ParsedAddress } from './address-parse';
import { queryRows } from '@/lib/db/rows';

export interface AddressListing {
  propertyId: number;
  latitude: number;
  longitude: number;
  /** The listing's own address ("12 Main Street, Riverhead, NY 11901"), its street, town and ZIP code. */
  address: string;
  street: string;
  city: string;
  zip: string;
}

/**
 * The listing at a lead's address, among those the company shows (any status a visitor may
 * see, sold ones too), for its position: listings are written "12 Main Street, Riverhead, NY
 * 11901", so the street's suffix is spelled out ("St" → "Street") and the street, city and
 * state must begin the listing's address (case aside). The newest listing wins. No geocoder
 * runs here; an address no listing has stays without a position (its stats use its town).
 */
export async function findAddressListing(company: Company, address: ParsedAddress): Promise<AddressListing | null> {
  const scope = listingScope(company, false);
  const prefix = `${expandStreetAbbreviations(address.street)}, ${address.city}, ${address.state}`.toLowerCase();
  const [row] = await queryRows<{ id: number; latitude: number; longitude: number; unparsed_address: string; city: string; postal_code: string }>(sql`
    select p.id, p.latitude, p.longitude, p.unparsed_address, p.city, p.postal_code from properties p
    where ${scopeCondition(scope, { status: scope.statuses })} and lower(p.unparsed_address) like ${`${escapeLike(prefix)}%`}
    order by p.listed_at desc, p.id desc limit 1`);
  if (!row) return null;
  return {
    propertyId: Number(row.id),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    address: row.unparsed_address,
    street: row.unparsed_address.split(', ')[0] ?? address.street,
    city: row.city,
    zip: row.postal_code,
  };
}
