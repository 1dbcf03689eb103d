import { fitRidge } from './regression';
import type { AdjustmentFeature, HomeFacts, MarketListing } from './types';

/**
 * The market model: what the sales and listings of an area say each feature of a home is
 * worth, as a log-linear (hedonic) regression —
 *   ln price = town + type + b·ln(sq ft) + beds + baths + ln(lot) + age bracket + waterfront
 *              + months since sale + asking (a listing's price, not a sale's)
 * fitted on the comparables' own market. Comparables are adjusted with its coefficients,
 * so every adjustment is learned from local sales, not assumed.
 */

const MONTH_MS = 30.44 * 86_400_000;
/** Past this a lot adds little per acre (estates, farms): lots are capped for the model. */
const LOT_CAP_ACRES = 5;
/** A town or type needs this many sales of its own to get its own effect; fewer share the reference. */
const MIN_LEVEL_SALES = 3;
/** Ridge penalty: small against thousands of rows, decisive for a town with three sales. */
const LAMBDA = 2;

export type ModelGroup = 'building' | 'land';
export const groupOf = (propertyType: string): ModelGroup => (propertyType === 'll' ? 'land' : 'building');

/** Age brackets of an appraisal grid: new, recent, middle-aged (the reference) and historic. */
export function ageBracket(yearBuilt: number | null, now: Date): 'new' | 'recent' | 'mid' | 'historic' {
  if (yearBuilt === null) return 'mid';
  const age = now.getUTCFullYear() - yearBuilt;
  return age < 5 ? 'new' : age < 25 ? 'recent' : age < 70 ? 'mid' : 'historic';
}

export const monthsBefore = (date: Date, now: Date) => Math.max(0, (now.getTime() - date.getTime()) / MONTH_MS);

interface Column {
  feature: AdjustmentFeature;
  value: (home: HomeFacts, months: number, asking: boolean) => number;
}

/** Typical values the model fills in for a fact a home lacks (from the model's own sales). */
interface Typical {
  beds: number;
  baths: number;
  lotAcres: number;
}

function columns(group: ModelGroup, towns: string[], types: string[], typical: Typical, now: Date): Column[] {
  const level = (feature: AdjustmentFeature, of: (h: HomeFacts) => string, names: string[]): Column[] =>
    names.map((name) => ({ feature, value: (h) => (of(h) === name ? 1 : 0) }));
  const lot = (h: HomeFacts) => Math.log(Math.min(h.lotAcres ?? typical.lotAcres, LOT_CAP_ACRES) + 0.05);
  const common: Column[] = [
    ...level('location', (h) => h.citySlug, towns),
    { feature: 'waterfront', value: (h) => (h.waterfront ? 1 : 0) },
    { feature: 'time', value: (_h, months) => months },
    { feature: 'market', value: (_h, _m, asking) => (asking ? 1 : 0) },
  ];
  if (group === 'land') return [...common, { feature: 'lot', value: (h) => Math.log(Math.max(h.lotAcres ?? typical.lotAcres, 0.05)) }];
  return [
    ...common,
    ...level('type', (h) => h.propertyType, types),
    { feature: 'size', value: (h) => Math.log(h.livingArea!) },
    { feature: 'beds', value: (h) => h.beds ?? typical.beds },
    { feature: 'baths', value: (h) => h.baths ?? typical.baths },
    { feature: 'lot', value: lot },
    ...(['new', 'recent', 'historic'] as const).map((b): Column => ({ feature: 'age', value: (h) => (ageBracket(h.yearBuilt, now) === b ? 1 : 0) })),
  ];
}

export interface MarketModel {
  group: ModelGroup;
  /** Rows the model learned from (sales and listings). */
  rows: number;
  sales: number;
  residualSd: number;
  /** ln price the model expects for a home, as sold now (asking=false) or listed now. */
  predictLog: (home: HomeFacts, months?: number, asking?: boolean) => number;
  /**
   * What moving from the comparable's facts to the subject's is worth, per feature, in log
   * points: the adjustments of a comparable.
   */
  differences: (subject: HomeFacts, comparable: MarketListing) => Map<AdjustmentFeature, number>;
  knowsTown: (citySlug: string) => boolean;
  /** The model's location effect of a town (0 for the reference town and unknown ones). */
  townEffect: (citySlug: string) => number;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2 : 0;
};

/** Usable by the model: a price, and for buildings a living area. */
export const modelable = (l: MarketListing) => l.price > 0 && (groupOf(l.propertyType) === 'land' || (l.livingArea ?? 0) > 0);

function levels(rows: MarketListing[], of: (l: MarketListing) => string): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) if (r.kind === 'sold') counts.set(of(r), (counts.get(of(r)) ?? 0) + 1);
  const kept = [...counts].filter(([, n]) => n >= MIN_LEVEL_SALES).sort((a, b) => b[1] - a[1]);
  // The most common level is the reference (no column of its own).
  return kept.slice(1).map(([name]) => name);
}

/**
 * Fits the model of one group on the sales (and current listings) given; null when there are
 * too few sales to learn from. Far outliers (a sale three model errors off: a family sale, a
 * typo) are dropped and the model fitted again.
 */
export function fitMarketModel(listings: MarketListing[], group: ModelGroup, now: Date, minSales = 8): MarketModel | null {
  let rows = listings.filter((l) => groupOf(l.propertyType) === group && modelable(l));
  if (rows.filter((r) => r.kind === 'sold').length < minSales) return null;
  const typical: Typical = {
    beds: median(rows.flatMap((r) => (r.beds === null ? [] : [r.beds]))) || 3,
    baths: median(rows.flatMap((r) => (r.baths === null ? [] : [r.baths]))) || 2,
    lotAcres: median(rows.flatMap((r) => (r.lotAcres === null ? [] : [r.lotAcres]))) || 0.25,
  };
  const towns = levels(rows, (r) => r.citySlug);
  const types = group === 'building' ? levels(rows, (r) => r.propertyType) : [];
  const cols = columns(group, towns, types, typical, now);
  const vector = (home: HomeFacts, months: number, asking: boolean) => cols.map((c) => c.value(home, months, asking));
  const design = (l: MarketListing) => vector(l, l.kind === 'sold' ? monthsBefore(l.date, now) : 0, l.kind === 'active');

  // Each row's design and log price once: the fit, the outlier test and the refit share them.
  let x = rows.map(design);
  let y = rows.map((r) => Math.log(r.price));
  let fit = fitRidge(x, y, LAMBDA);
  const close = rows.map((_, i) => Math.abs(y[i]! - fit.intercept - x[i]!.reduce((s, v, j) => s + v * fit.coefficients[j]!, 0)) <= 3 * fit.residualSd);
  const kept = rows.filter((_, i) => close[i]);
  if (kept.length < rows.length && kept.filter((r) => r.kind === 'sold').length >= minSales) {
    rows = kept;
    x = x.filter((_, i) => close[i]);
    y = y.filter((_, i) => close[i]);
    fit = fitRidge(x, y, LAMBDA);
  }
  const { intercept, coefficients } = fit;
  // The town columns come first, in the order of `towns`.
  const townIndex = new Map(towns.map((t, i) => [t, i]));
  const knownTowns = new Set([...towns, ...rows.map((r) => r.citySlug)]);

  return {
    group,
    rows: rows.length,
    sales: rows.filter((r) => r.kind === 'sold').length,
    residualSd: fit.residualSd,
    predictLog: (home, months = 0, asking = false) => intercept + vector(home, months, asking).reduce((s, v, j) => s + v * coefficients[j]!, 0),
    differences: (subject, comparable) => {
      const s = vector(subject, 0, false);
      const c = design(comparable);
      const out = new Map<AdjustmentFeature, number>();
      cols.forEach((col, j) => {
        const d = (s[j]! - c[j]!) * coefficients[j]!;
        if (d !== 0) out.set(col.feature, (out.get(col.feature) ?? 0) + d);
      });
      return out;
    },
    knowsTown: (citySlug) => knownTowns.has(citySlug),
    townEffect: (citySlug) => {
      const j = townIndex.get(citySlug);
      return j === undefined ? 0 : coefficients[j]!;
    },
  };
}
