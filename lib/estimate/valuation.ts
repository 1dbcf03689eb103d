import { milesApart } from './distance';
import { fitMarketModel, groupOf, modelable, monthsBefore, type MarketModel } from './market-model';
import { ownerAdjustmentPercent } from './owner-adjustment';
import type { Adjustment, AdjustmentFeature, Comparable, HomeFacts, MarketListing, OwnerInput, Valuation } from './types';

/** Sales and current listings shown and used as comparables. */
export const COMPARABLE_SALES = 10;
export const COMPARABLE_LISTINGS = 4;
/** Fewer recent sales than this in the model, or comparable sales, and there is no valuation. */
export const MIN_COMPARABLE_SALES = 3;
/**
 * How much the market model's own figure counts, in comparables: the value is the model's
 * figure moved toward what the comparables sold for, by their weight against this. With a
 * few close, similar sales they decide; with distant or dissimilar ones the model does.
 */
const MODEL_PRIOR_WEIGHT = 3;
/** A listing's asking price says less than a sale. */
const LISTING_WEIGHT = 0.5;
const ADJUSTMENT_ORDER: AdjustmentFeature[] = ['location', 'type', 'size', 'beds', 'baths', 'lot', 'age', 'waterfront', 'time', 'market'];

export interface ValuationOptions {
  now: Date;
  /** The listing being valued (deal ratings, the hold-out benchmark): never its own comparable. */
  excludeId?: number;
  owner?: OwnerInput;
  /**
   * A model already fitted on this market (rating a whole feed fits one per feed, not one per
   * listing; the listing's own price is then one of thousands the model learned from).
   */
  model?: MarketModel | null;
}

/** How unlike the subject a comparable is: 0 is the same home next door, sold today. */
export function dissimilarity(subject: HomeFacts, c: MarketListing, now: Date): number {
  const miles = milesApart(subject, c) ?? (c.citySlug === subject.citySlug ? 1.5 : 6);
  let score = (miles / 1.5) ** 2 + (c.citySlug === subject.citySlug ? 0 : 1);
  if (groupOf(subject.propertyType) === 'land') {
    score += (Math.log(Math.max(subject.lotAcres ?? 1, 0.05) / Math.max(c.lotAcres ?? 1, 0.05)) / 0.5) ** 2;
  } else {
    score += (Math.log(subject.livingArea! / c.livingArea!) / 0.25) ** 2;
    if (subject.yearBuilt !== null && c.yearBuilt !== null) score += ((subject.yearBuilt - c.yearBuilt) / 25) ** 2;
    if (subject.beds !== null && c.beds !== null) score += ((subject.beds - c.beds) / 2) ** 2;
  }
  if (c.propertyType !== subject.propertyType) score += 3;
  if (c.waterfront !== subject.waterfront) score += 3;
  if (c.kind === 'sold') score += (monthsBefore(c.date, now) / 24) ** 2;
  return score;
}

/** Splits a comparable's total change in dollars among the features, in proportion to their log effects. */
function adjustmentsOf(price: number, logs: Map<AdjustmentFeature, number>): { adjustments: Adjustment[]; adjusted: number } {
  const total = [...logs.values()].reduce((s, v) => s + v, 0);
  const adjusted = price * Math.exp(total);
  const change = adjusted - price;
  // Effects that cancel out (a total of about 0) are shown at their own size instead.
  const dollars = (log: number) => (Math.abs(total) > 1e-9 ? (change * log) / total : price * log);
  const adjustments = ADJUSTMENT_ORDER.filter((f) => logs.has(f)).map((feature) => ({ feature, amount: dollars(logs.get(feature)!) }));
  return { adjustments: adjustments.filter((a) => Math.round(a.amount) !== 0), adjusted };
}

const roundValue = (v: number) => (v >= 1_000_000 ? Math.round(v / 5_000) * 5_000 : Math.round(v / 1_000) * 1_000);

/** The subject as the model can read it: an unknown town takes the town of its closest comparable. */
function subjectForModel(subject: HomeFacts, model: MarketModel, ranked: MarketListing[]): HomeFacts {
  if (model.knowsTown(subject.citySlug) || ranked.length === 0) return subject;
  return { ...subject, citySlug: ranked[0]!.citySlug };
}

export interface ListingValuation extends Valuation {
  /** What the subject would be listed for in this market (the value with the area's asking premium): deal ratings compare with it. */
  expectedListPrice: number;
}

/**
 * Values a home from the sales and listings of its market: the market model learns what
 * each feature is worth there; the most similar recent sales nearby (and a few current
 * listings), each adjusted to the subject by the model, move the model's figure toward what
 * homes like it actually fetched. Null when the market holds too few sales to say.
 */
export function valueHome(subject: HomeFacts, market: MarketListing[], options: ValuationOptions): ListingValuation | null {
  const { now } = options;
  const group = groupOf(subject.propertyType);
  if (group === 'building' && !(subject.livingArea && subject.livingArea > 0)) return null;
  const pool = market.filter((l) => l.id !== options.excludeId && groupOf(l.propertyType) === group && modelable(l));
  const model = options.model !== undefined ? options.model : fitMarketModel(pool, group, now);
  if (!model) return null;

  const ranked = pool.map((listing) => ({ listing, score: dissimilarity(subject, listing, now) })).sort((a, b) => a.score - b.score);
  const sales = ranked.filter((r) => r.listing.kind === 'sold').slice(0, COMPARABLE_SALES);
  if (sales.length < MIN_COMPARABLE_SALES) return null;
  const listings = ranked.filter((r) => r.listing.kind === 'active').slice(0, COMPARABLE_LISTINGS);
  const modelSubject = subjectForModel(subject, model, sales.map((s) => s.listing));
  const expected = model.predictLog(modelSubject);

  const chosen = [...sales, ...listings].map(({ listing, score }) => {
    const { adjustments, adjusted } = adjustmentsOf(listing.price, model.differences(modelSubject, listing));
    const weight = Math.exp(-score / 2) * (listing.kind === 'active' ? LISTING_WEIGHT : 1);
    return { listing, adjustments, adjustedPrice: adjusted, rawWeight: weight, distanceMiles: milesApart(subject, listing) };
  });
  const weightSum = chosen.reduce((s, c) => s + c.rawWeight, 0);
  // ln(adjusted) − expected is the comparable's own residual: how far above or below the model it sold.
  const pull = chosen.reduce((s, c) => s + c.rawWeight * (Math.log(c.adjustedPrice) - expected), 0) / (weightSum + MODEL_PRIOR_WEIGHT);
  const marketLog = expected + pull;
  const spread = model.residualSd * Math.sqrt(1 + 1 / (weightSum + MODEL_PRIOR_WEIGHT));
  const ownerPercent = ownerAdjustmentPercent(options.owner);
  const factor = 1 + ownerPercent / 100;
  const marketValue = Math.exp(marketLog);
  const comparables: Comparable[] = chosen.map(({ listing, adjustments, adjustedPrice, rawWeight, distanceMiles }) => ({
    listing,
    distanceMiles: distanceMiles === null ? null : Math.round(distanceMiles * 100) / 100,
    adjustments: adjustments.map((a) => ({ ...a, amount: Math.round(a.amount) })),
    adjustedPrice: Math.round(adjustedPrice),
    weight: weightSum > 0 ? rawWeight / weightSum : 0,
  }));
  return {
    value: roundValue(marketValue * factor),
    low: roundValue(Math.exp(marketLog - spread) * factor),
    high: roundValue(Math.exp(marketLog + spread) * factor),
    marketValue: roundValue(marketValue),
    ownerAdjustmentPercent: ownerPercent,
    comparables,
    salesInModel: model.sales,
    modelError: model.residualSd,
    expectedListPrice: Math.exp(model.predictLog(modelSubject, 0, true) + pull),
  };
}

