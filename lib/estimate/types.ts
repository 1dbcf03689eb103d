/**
 * The home valuation's vocabulary (docs/estimate.md). Everything here is plain data so the
 * valuation itself stays pure: the same functions value a lead's home, rate a listing and
 * run the hold-out benchmark.
 */

/** What the valuation knows about a home: the listing's facts, or an owner's answers. */
export interface HomeFacts {
  propertyType: string;
  beds: number | null;
  baths: number | null;
  /** Living area, square feet. */
  livingArea: number | null;
  lotAcres: number | null;
  yearBuilt: number | null;
  /** Waterfront, bay front or sound front (the feed's feature flags). */
  waterfront: boolean;
  /** The town, as the search names it ("riverhead"): the market model's location effect. */
  citySlug: string;
  latitude: number | null;
  longitude: number | null;
}

/** A listing the valuation may learn from or compare with. */
export interface MarketListing extends HomeFacts {
  id: number;
  /** sold: a closed sale (price = sale price, date = close date); active: for sale (price = list price, date = listed). */
  kind: 'sold' | 'active';
  price: number;
  date: Date;
  /** For the comparables list. */
  address: string;
  path: string;
  photo: string | null;
}

export type AdjustmentFeature = 'location' | 'type' | 'size' | 'beds' | 'baths' | 'lot' | 'age' | 'waterfront' | 'time' | 'market';

export interface Adjustment {
  feature: AdjustmentFeature;
  /** Dollars added to (or taken from) the comparable's price to stand for the subject home. */
  amount: number;
}

export interface Comparable {
  listing: MarketListing;
  /** Miles from the subject; null when either has no position. */
  distanceMiles: number | null;
  adjustments: Adjustment[];
  /** The comparable's price with every adjustment: what it says the subject is worth. */
  adjustedPrice: number;
  /** Share of the comparables' say in the value, 0–1. */
  weight: number;
}

export const CONDITIONS = ['poor', 'fair', 'average', 'good', 'excellent'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const UPGRADES = ['kitchen', 'bathrooms', 'roof', 'heating-cooling', 'windows', 'flooring', 'solar'] as const;
export type Upgrade = (typeof UPGRADES)[number];

/** What the owner says about condition and improvements (the tuning form). */
export interface OwnerInput {
  condition: Condition;
  upgrades: Upgrade[];
}

export interface Valuation {
  value: number;
  low: number;
  high: number;
  /** The value before the owner's condition and upgrades, from the sales alone. */
  marketValue: number;
  /** Percent added for condition and upgrades (0 when none were given). */
  ownerAdjustmentPercent: number;
  comparables: Comparable[];
  /** How many sales the market model learned from, and its typical error (log points). */
  salesInModel: number;
  modelError: number;
}
