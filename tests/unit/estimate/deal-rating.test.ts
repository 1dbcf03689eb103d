import { dealRatingWeight } from '@/lib/estimate/deal-rating';
import { ownerAdjustmentPercent } from '@/lib/estimate/owner-adjustment';
import { DEAL_WEIGHTS } from '@/lib/property/vocabulary';

describe('dealRatingWeight (SPEC §9 weights)', () => {
  test.each([
    [880_000, DEAL_WEIGHTS.great],
    [899_000, DEAL_WEIGHTS.great],
    [900_000, DEAL_WEIGHTS.good],
    [969_000, DEAL_WEIGHTS.good],
    [970_000, DEAL_WEIGHTS.fair],
    [1_050_000, DEAL_WEIGHTS.fair],
    [1_051_000, DEAL_WEIGHTS.high],
  ])('list price %d against an expected 1,000,000 → %d', (price, weight) => {
    expect(dealRatingWeight('a', price, 1_000_000)).toBe(weight);
  });

  test('on the market without a valuation: Unknown (No Price Analysis); off the market: No Label', () => {
    expect(dealRatingWeight('a', 500_000, null)).toBe(DEAL_WEIGHTS.noAnalysis);
    expect(dealRatingWeight('u', 500_000, null)).toBe(DEAL_WEIGHTS.noAnalysis);
    expect(dealRatingWeight('p', 500_000, 0)).toBe(DEAL_WEIGHTS.noAnalysis);
    expect(dealRatingWeight('s', 500_000, 1_000_000)).toBe(DEAL_WEIGHTS.noLabel);
    expect(dealRatingWeight('o', 500_000, 1_000_000)).toBe(DEAL_WEIGHTS.noLabel);
  });
});

describe('ownerAdjustmentPercent', () => {
  test('condition plus upgrades, each counted once, upgrades capped at 10%', () => {
    expect(ownerAdjustmentPercent(undefined)).toBe(0);
    expect(ownerAdjustmentPercent({ condition: 'average', upgrades: [] })).toBe(0);
    expect(ownerAdjustmentPercent({ condition: 'good', upgrades: ['roof', 'roof'] })).toBe(5);
    expect(ownerAdjustmentPercent({ condition: 'fair', upgrades: ['kitchen', 'bathrooms', 'roof', 'heating-cooling', 'windows', 'flooring', 'solar'] })).toBe(3);
  });
});
