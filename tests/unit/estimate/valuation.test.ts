import { fitMarketModel } from '@/lib/estimate/market-model';
import { fitRidge } from '@/lib/estimate/regression';
import { dissimilarity, valueHome } from '@/lib/estimate/valuation';
import type { MarketListing } from '@/lib/estimate/types';
import { home, market, NOW, RULES, ruleValue } from './market';

describe('fitRidge', () => {
  test('recovers the coefficients of exact data', () => {
    const x = Array.from({ length: 50 }, (_, i) => [i, (i * 7) % 11]);
    const y = x.map(([a, b]) => 3 + 2 * a! - 0.5 * b!);
    const fit = fitRidge(x, y, 0);
    expect(fit.intercept).toBeCloseTo(3, 6);
    expect(fit.coefficients[0]).toBeCloseTo(2, 6);
    expect(fit.coefficients[1]).toBeCloseTo(-0.5, 6);
    expect(fit.residualSd).toBeCloseTo(0, 6);
  });
});

describe('the market model learns what features are worth there', () => {
  const model = fitMarketModel(market(), 'building', NOW)!;

  test('price follows living area one for one, waterfront is worth its premium, the dearer town its level', () => {
    const base = home();
    const ln = (h: Parameters<typeof model.predictLog>[0]) => model.predictLog(h);
    expect(Math.exp(ln(home({ livingArea: 4000 })) - ln(base))).toBeCloseTo(2, 1);
    expect(Math.exp(ln(home({ waterfront: true })) - ln(base))).toBeCloseTo(RULES.waterfront, 1);
    expect(Math.exp(ln(home({ citySlug: 'oakville' })) - ln(base))).toBeCloseTo(1.5, 1);
    expect(model.residualSd).toBeLessThan(0.05);
  });

  test('too few sales: no model', () => {
    expect(fitMarketModel(market().slice(0, 6), 'building', NOW)).toBeNull();
  });
});

describe('valueHome', () => {
  const listings = market();

  test('values a home near what the market rule says, inside its range', () => {
    const subject = home({ livingArea: 2400, waterfront: false, citySlug: 'oakville', latitude: 41.02, longitude: -72.45 });
    const v = valueHome(subject, listings, { now: NOW })!;
    const truth = ruleValue(subject, RULES);
    expect(Math.abs(v.value - truth) / truth).toBeLessThan(0.03);
    expect(v.low).toBeLessThan(v.value);
    expect(v.high).toBeGreaterThan(v.value);
    expect(truth).toBeGreaterThan(v.low);
    expect(truth).toBeLessThan(v.high);
    expect(v.comparables.filter((c) => c.listing.kind === 'sold')).toHaveLength(10);
    expect(v.comparables.filter((c) => c.listing.kind === 'active').length).toBeLessThanOrEqual(4);
    expect(v.comparables.reduce((s, c) => s + c.weight, 0)).toBeCloseTo(1, 6);
  });

  test('each comparable’s adjustments add up to its adjusted price, which is close to the subject’s worth', () => {
    const subject = home({ livingArea: 2400 });
    const v = valueHome(subject, listings, { now: NOW })!;
    for (const c of v.comparables.filter((x) => x.listing.kind === 'sold')) {
      const sum = c.adjustments.reduce((s, a) => s + a.amount, 0);
      expect(Math.abs(c.listing.price + sum - c.adjustedPrice)).toBeLessThanOrEqual(c.adjustments.length + 1);
      expect(Math.abs(c.adjustedPrice - ruleValue(subject, RULES)) / ruleValue(subject, RULES)).toBeLessThan(0.08);
    }
  });

  test('a smaller comparable is adjusted up for size, by about the price per square foot times the difference', () => {
    const subject = home({ livingArea: 2400 });
    // The same home next door in every way but size.
    const small: MarketListing = { ...listings[1]!, ...home({ livingArea: 1800 }), id: 10_001, price: 400 * 1800, date: NOW, kind: 'sold' };
    const c = valueHome(subject, [...listings, small], { now: NOW })!.comparables.find((x) => x.listing.id === 10_001)!;
    expect(c.adjustments.map((a) => a.feature)).toEqual(['size']);
    expect(c.adjustments[0]!.amount).toBeGreaterThan(0.85 * 400 * 600);
    expect(c.adjustments[0]!.amount).toBeLessThan(1.15 * 400 * 600);
  });

  test('a waterfront comparable is adjusted down for a subject off the water; one in the dearer town is adjusted down too', () => {
    const subject = home({ livingArea: 2000 });
    const model = fitMarketModel(listings, 'building', NOW);
    const water: MarketListing = { ...listings[1]!, ...home({ waterfront: true }), id: 10_002, price: 400 * 2000 * 1.4, date: NOW, kind: 'sold' };
    const dear: MarketListing = { ...listings[1]!, ...home({ citySlug: 'oakville' }), id: 10_003, price: 400 * 2000 * 1.5, date: NOW, kind: 'sold' };
    const adjustment = (c: MarketListing, feature: string) => {
      const [valued] = valueHome(subject, [c, ...listings.filter((l) => l.kind === 'sold').slice(0, 20)], { now: NOW, model })!.comparables.filter((x) => x.listing.id === c.id);
      return valued!.adjustments.find((a) => a.feature === feature)!.amount;
    };
    expect(adjustment(water, 'waterfront') / water.price).toBeCloseTo(1 / 1.4 - 1, 1);
    expect(adjustment(dear, 'location') / dear.price).toBeCloseTo(1 / 1.5 - 1, 1);
    expect(adjustment(water, 'waterfront')).toBeLessThan(0);
    expect(adjustment(dear, 'location')).toBeLessThan(0);
  });

  test('in a rising market a year-old sale is adjusted up for time', () => {
    const rising = market({ ...RULES, monthly: 0.01 }, 300, 11);
    const subject = home();
    const v = valueHome(subject, rising, { now: NOW })!;
    const old = v.comparables.filter((c) => c.listing.kind === 'sold' && c.listing.date.getTime() < NOW.getTime() - 200 * 86_400_000);
    expect(old.length).toBeGreaterThan(0);
    for (const c of old) expect(c.adjustments.find((a) => a.feature === 'time')!.amount).toBeGreaterThan(0);
    expect(Math.abs(v.value - ruleValue(subject, RULES)) / ruleValue(subject, RULES)).toBeLessThan(0.04);
  });

  test('the owner’s condition and upgrades move the value by their percentages', () => {
    const subject = home();
    const plain = valueHome(subject, listings, { now: NOW })!;
    const better = valueHome(subject, listings, { now: NOW, owner: { condition: 'excellent', upgrades: ['kitchen', 'kitchen'] } })!;
    expect(better.ownerAdjustmentPercent).toBe(12);
    expect(better.marketValue).toBe(plain.marketValue);
    expect(better.value / plain.value).toBeCloseTo(1.12, 2);
    const worse = valueHome(subject, listings, { now: NOW, owner: { condition: 'poor', upgrades: [] } })!;
    expect(worse.value / plain.value).toBeCloseTo(0.85, 2);
  });

  test('the home’s own listing is never its comparable', () => {
    const own = listings.find((l) => l.kind === 'sold')!;
    const v = valueHome(own, listings, { now: NOW, excludeId: own.id })!;
    expect(v.comparables.map((c) => c.listing.id)).not.toContain(own.id);
  });

  test('no living area, or too few sales: no valuation', () => {
    expect(valueHome(home({ livingArea: null }), listings, { now: NOW })).toBeNull();
    expect(valueHome(home(), listings.filter((l) => l.kind === 'sold').slice(0, 5), { now: NOW })).toBeNull();
  });

  test('closer, more alike and more recent sales rank first', () => {
    const subject = home();
    const base: MarketListing = { ...listings[1]!, ...home(), date: NOW, kind: 'sold' };
    const score = (o: Partial<MarketListing>) => dissimilarity(subject, { ...base, ...o }, NOW);
    expect(score({})).toBeLessThan(score({ latitude: 41.03 }));
    expect(score({})).toBeLessThan(score({ livingArea: 3000 }));
    expect(score({})).toBeLessThan(score({ date: new Date(NOW.getTime() - 400 * 86_400_000) }));
    expect(score({})).toBeLessThan(score({ propertyType: 'c' }));
    expect(score({})).toBeLessThan(score({ waterfront: true }));
  });
});
