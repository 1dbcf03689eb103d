import type { HomeFacts, MarketListing } from '@/lib/estimate/types';

export const NOW = new Date('2026-11-01T00:00:00Z');
const MONTH = 30.44 * 86_400_000;

/** A small deterministic random source (tests must not flake). */
export function lcg(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

export interface MarketRules {
  perSqft: number;
  towns: Record<string, { factor: number; lat: number; lon: number }>;
  waterfront: number;
  /** Monthly appreciation (0.005 = prices rise 0.5% a month). */
  monthly: number;
  /** Sale prices scatter this much (log sd) around the rule. */
  noise: number;
}

export const RULES: MarketRules = {
  perSqft: 400,
  towns: { elmton: { factor: 1, lat: 41, lon: -72.5 }, oakville: { factor: 1.5, lat: 41.02, lon: -72.45 } },
  waterfront: 1.4,
  monthly: 0,
  noise: 0.03,
};

/** What the market's rule says a home is worth, sold `months` ago. */
export function ruleValue(home: HomeFacts, rules: MarketRules, months = 0): number {
  return rules.perSqft * home.livingArea! * rules.towns[home.citySlug]!.factor * (home.waterfront ? rules.waterfront : 1) / (1 + rules.monthly) ** months;
}

export function home(overrides: Partial<HomeFacts> = {}): HomeFacts {
  return {
    propertyType: 'r', beds: 3, baths: 2, livingArea: 2000, lotAcres: 0.5, yearBuilt: 1990, waterfront: false,
    citySlug: 'elmton', latitude: 41, longitude: -72.5, ...overrides,
  };
}

/** A market of sales (and a few listings) priced by the rules, with a little scatter. */
export function market(rules: MarketRules = RULES, sales = 240, seed = 7): MarketListing[] {
  const rand = lcg(seed);
  const out: MarketListing[] = [];
  const towns = Object.keys(rules.towns);
  for (let i = 0; i < sales; i++) {
    const citySlug = towns[i % towns.length]!;
    const town = rules.towns[citySlug]!;
    const months = Math.floor(rand() * 36);
    const facts = home({
      citySlug,
      livingArea: Math.round(1000 + rand() * 3000),
      beds: 2 + Math.floor(rand() * 4),
      baths: 1 + Math.floor(rand() * 3),
      yearBuilt: 1950 + Math.floor(rand() * 60),
      lotAcres: 0.2 + rand(),
      waterfront: rand() < 0.2,
      latitude: town.lat + (rand() - 0.5) * 0.05,
      longitude: town.lon + (rand() - 0.5) * 0.05,
    });
    const kind = i % 8 === 0 ? 'active' : 'sold';
    const scatter = Math.exp((rand() - 0.5) * 2 * rules.noise);
    out.push({
      ...facts,
      id: i + 1,
      kind,
      price: Math.round(ruleValue(facts, rules, kind === 'sold' ? months : 0) * scatter),
      date: new Date(NOW.getTime() - (kind === 'sold' ? months : 1) * MONTH),
      address: `${i + 1} Test St, ${citySlug}, NY`,
      path: `/homedetails/${i + 1}`,
      photo: null,
    });
  }
  return out;
}
