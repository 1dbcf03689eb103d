import type { LeadAddress } from '@/lib/leads/address-json';
import type { ValuationJson } from './estimate-json';
import type { MarketCenter } from './market-center';
import type { Condition, Upgrade } from './types';

// The seller estimate's wire shapes: a plain module, so the estimate's client components and store
// read them without importing the server's estimate service (lib/estimate/home-estimate.ts).

/** The home as valued: the owner's answers where given, else its listing's facts. */
export interface HomeJson {
  propertyType: string | null;
  beds: number | null;
  baths: number | null;
  livingArea: number | null;
  yearBuilt: number | null;
  lotAcres: number | null;
  waterfront: boolean;
  condition: Condition | null;
  upgrades: Upgrade[];
  /** Where the facts came from: the owner (tuning), the listing found at the address, or nowhere yet. */
  source: 'owner' | 'listing' | 'none';
}

export interface EstimateJson {
  address: LeadAddress;
  home: HomeJson;
  /** No living area is known: the owner must describe the home before it can be valued. */
  needsDetails: boolean;
  valuation: ValuationJson | null;
  /** Why there is no valuation, in words for the owner; null when there is one. */
  reason: string | null;
  /** Where the market was read around (the home, or its town's listings). */
  center: MarketCenter | null;
}
