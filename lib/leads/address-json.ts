/** A lead's address on the wire (SPEC §7 /leads/me/addresses); a plain module for client code. */
export interface LeadAddress {
  id: number;
  address: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The listing found at this address, if the company shows one. */
  propertyId: number | null;
  /** The latest home-value estimate and its range (lib/estimate), null until there is one. */
  estimate: number | null;
  estimateLow: number | null;
  estimateHigh: number | null;
  estimatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
