import type { AdjustmentFeature, Comparable, Valuation } from './types';

export const ADJUSTMENT_LABELS: Record<AdjustmentFeature, string> = {
  location: 'Town',
  type: 'Home type',
  size: 'Square feet',
  beds: 'Bedrooms',
  baths: 'Bathrooms',
  lot: 'Lot size',
  age: 'Age',
  waterfront: 'Waterfront',
  time: 'Since the sale',
  market: 'Asking vs. sale price',
};

/** A comparable as the estimate API and page show it; sale prices left out where the company hides them from this viewer. */
export function comparableJson(c: Comparable, showSoldPrice: boolean) {
  const l = c.listing;
  const hidden = l.kind === 'sold' && !showSoldPrice;
  return {
    id: l.id,
    kind: l.kind,
    address: l.address,
    path: l.path,
    photo: l.photo,
    price: hidden ? null : l.price,
    date: l.date.toISOString().slice(0, 10),
    propertyType: l.propertyType,
    beds: l.beds,
    baths: l.baths,
    livingArea: l.livingArea,
    lotAcres: l.lotAcres,
    yearBuilt: l.yearBuilt,
    waterfront: l.waterfront,
    latitude: l.latitude,
    longitude: l.longitude,
    distanceMiles: c.distanceMiles,
    adjustments: hidden ? [] : c.adjustments.map((a) => ({ ...a, label: ADJUSTMENT_LABELS[a.feature] })),
    adjustedPrice: hidden ? null : c.adjustedPrice,
    weight: Math.round(c.weight * 1000) / 1000,
  };
}

export type ComparableJson = ReturnType<typeof comparableJson>;

export function valuationJson(v: Valuation, showSoldPrice: boolean) {
  return {
    value: v.value,
    low: v.low,
    high: v.high,
    marketValue: v.marketValue,
    ownerAdjustmentPercent: v.ownerAdjustmentPercent,
    salesInModel: v.salesInModel,
    modelErrorPercent: Math.round(100 * (Math.exp(v.modelError) - 1) * 10) / 10,
    comparables: v.comparables.map((c) => comparableJson(c, showSoldPrice)),
  };
}

export type ValuationJson = ReturnType<typeof valuationJson>;
