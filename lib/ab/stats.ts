/**
 * The figures of an A/B test (docs/admin.md "A/B tests"): each variant's conversion rate with a
 * 95 % Wilson interval, its uplift against the control, and a two-sided two-proportion z-test
 * p-value against the control. Pure: unit-tested against known values.
 */

/** Below this many exposures in a variant (or in the control), or conversions in both together, no p-value: "not enough data". */
export const MIN_EXPOSURES = 100;
export const MIN_CONVERSIONS = 10;
/** 95 %: z for the interval, and the p-value a difference must beat to be called significant. */
export const Z_95 = 1.959963984540054;
export const ALPHA = 0.05;

/** Φ(x), the standard normal distribution function, from erfc (accurate far into the tail, where small p-values live). */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

const ERFC_COEF = [
  -1.3026537197817094, 6.4196979235649026e-1, 1.9476473204185836e-2, -9.561514786808631e-3, -9.46595344482036e-4, 3.66839497852761e-4,
  4.2523324806907e-5, -2.0278578112534e-5, -1.624290004647e-6, 1.30365583558e-6, 1.5626441722e-8, -8.5238095915e-8, 6.529054439e-9,
  5.059343495e-9, -9.91364156e-10, -2.27365122e-10, 9.6467911e-11, 2.394038e-12, -6.886027e-12, 8.94487e-13, 3.13092e-13,
  -1.12708e-13, 3.81e-16, 7.106e-15, -1.523e-15, -9.4e-17, 1.21e-16, -2.8e-17,
];

/** erfc(z) for z ≥ 0 by Numerical Recipes' Chebyshev fit (relative error ~1.2e-16); reflected for z < 0. */
export function erfc(z: number): number {
  if (z < 0) return 2 - erfc(-z);
  const t = 2 / (2 + z);
  const ty = 4 * t - 2;
  let d = 0;
  let dd = 0;
  for (let j = ERFC_COEF.length - 1; j > 0; j--) {
    const tmp = d;
    d = ty * d - dd + (ERFC_COEF[j] ?? 0);
    dd = tmp;
  }
  return t * Math.exp(-z * z + 0.5 * ((ERFC_COEF[0] ?? 0) + ty * d) - dd);
}

/** Two-sided p-value of the difference between two conversion rates (pooled two-proportion z-test). */
export function twoProportionTest(conversionsA: number, exposuresA: number, conversionsB: number, exposuresB: number): { z: number; pValue: number } {
  if (exposuresA <= 0 || exposuresB <= 0) return { z: 0, pValue: 1 };
  const pooled = (conversionsA + conversionsB) / (exposuresA + exposuresB);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / exposuresA + 1 / exposuresB));
  if (se === 0) return { z: 0, pValue: 1 };
  const z = (conversionsB / exposuresB - conversionsA / exposuresA) / se;
  return { z, pValue: Math.min(1, 2 * (1 - normalCdf(Math.abs(z)))) };
}

/** The 95 % Wilson score interval of a rate (sound for small counts and rates near 0, unlike the normal one). */
export function wilsonInterval(conversions: number, exposures: number, z = Z_95): [number, number] {
  if (exposures <= 0) return [0, 0];
  const p = conversions / exposures;
  const z2 = z * z;
  const centre = (p + z2 / (2 * exposures)) / (1 + z2 / exposures);
  const half = (z * Math.sqrt((p * (1 - p)) / exposures + z2 / (4 * exposures * exposures))) / (1 + z2 / exposures);
  // At 0 or all conversions the bound is exactly 0 or 1 (the arithmetic leaves a rounding crumb).
  return [conversions === 0 ? 0 : Math.max(0, centre - half), conversions === exposures ? 1 : Math.min(1, centre + half)];
}

export interface Counts {
  exposures: number;
  conversions: number;
}

export interface VariantFigures extends Counts {
  rate: number;
  interval: [number, number];
  /** Relative change of the rate against the control (0.25 = 25 % better); null for the control, or a control at 0 %. */
  uplift: number | null;
  /** Against the control; null for the control itself or below the minimum sample ("not enough data"). */
  pValue: number | null;
  significant: boolean;
  enoughData: boolean;
}

/** Every variant's figures; the first of `counts` is the control. */
export function testFigures(counts: readonly Counts[]): VariantFigures[] {
  const control = counts[0] ?? { exposures: 0, conversions: 0 };
  const controlRate = control.exposures > 0 ? control.conversions / control.exposures : 0;
  return counts.map((c, i) => {
    const rate = c.exposures > 0 ? c.conversions / c.exposures : 0;
    const enoughData = c.exposures >= MIN_EXPOSURES && control.exposures >= MIN_EXPOSURES && c.conversions + control.conversions >= MIN_CONVERSIONS;
    const pValue = i === 0 || !enoughData ? null : twoProportionTest(control.conversions, control.exposures, c.conversions, c.exposures).pValue;
    return {
      exposures: c.exposures,
      conversions: c.conversions,
      rate,
      interval: wilsonInterval(c.conversions, c.exposures),
      uplift: i === 0 || controlRate === 0 || c.exposures === 0 ? null : (rate - controlRate) / controlRate,
      pValue,
      significant: pValue !== null && pValue < ALPHA,
      enoughData: i === 0 ? c.exposures >= MIN_EXPOSURES : enoughData,
    };
  });
}
