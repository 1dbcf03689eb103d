import { clip, communityDescription, listOf, priceTrend } from '@/lib/community/description';
import type { CommunityStats } from '@/lib/community/types';

const base: CommunityStats = {
  forSale: 12,
  newLast30Days: 3,
  medianListPrice: 645_000,
  medianListPricePerSqft: 412.4,
  sold12Months: 18,
  soldPrevious12Months: 15,
  medianSoldPrice: 610_000,
  medianSoldPricePrevious: 585_000,
  medianDaysOnMarket: 68.5,
  schoolDistricts: ['Riverhead Central School District'],
};

const all = (s: CommunityStats) => {
  const d = communityDescription('Riverhead', s);
  return [d.lead, ...d.paragraphs, d.summary].join(' ');
};

describe('communityDescription', () => {
  test('a town with a market: inventory, price per square foot, sales, trend, time on market, schools', () => {
    const d = communityDescription('Riverhead', base);
    expect(d.lead).toBe('There are 12 homes for sale in Riverhead right now, at a median list price of $645,000 ($412 per square foot). 3 came on the market in the last 30 days.');
    expect(d.paragraphs[0]).toBe(
      'In the last 12 months 18 homes sold in Riverhead at a median price of $610,000. Prices are up 4% from the 12 months before, when the median was $585,000. ' +
        'Homes that sold took a median of 69 days from listing to closing.',
    );
    expect(d.paragraphs[1]).toBe('Riverhead is served by the Riverhead Central School District.');
    expect(d.summary.length).toBeLessThanOrEqual(160);
    expect(d.summary.startsWith('Riverhead homes and market: There are 12 homes')).toBe(true);
  });

  test('says so when prices fell, and when they hardly moved', () => {
    expect(all({ ...base, medianSoldPrice: 560_000 })).toContain('Prices are down 4% from the 12 months before, when the median was $585,000.');
    expect(all({ ...base, medianSoldPrice: 588_000 })).toContain('Prices are flat: the median was $585,000 in the 12 months before.');
  });

  test('too few sales in either year: no trend claimed', () => {
    const text = all({ ...base, soldPrevious12Months: 2 });
    expect(text).toContain('There were too few sales to tell whether prices are rising or falling.');
    expect(text).not.toMatch(/Prices are (up|down|flat)/);
  });

  test('one home for sale and one sale read as one', () => {
    const d = communityDescription('Orient', { ...base, forSale: 1, newLast30Days: 1, sold12Months: 1, medianListPrice: 1_200_000, medianSoldPrice: 990_000, medianDaysOnMarket: 40 });
    expect(d.lead).toBe('There is 1 home for sale in Orient right now, listed at $1,200,000 ($412 per square foot). 1 came on the market in the last 30 days.');
    expect(d.paragraphs[0]).toContain('In the last 12 months 1 home sold in Orient for $990,000.');
    expect(d.paragraphs[0]).toContain('That sale took 40 days from listing to closing.');
  });

  test('no homes for sale and no sales: plain sentences, never $0 or NaN', () => {
    const empty: CommunityStats = {
      forSale: 0, newLast30Days: 0, medianListPrice: null, medianListPricePerSqft: null, sold12Months: 0, soldPrevious12Months: 0,
      medianSoldPrice: null, medianSoldPricePrevious: null, medianDaysOnMarket: null, schoolDistricts: [],
    };
    const d = communityDescription('Laurel', empty);
    expect(d.lead).toBe('There are no homes for sale in Laurel right now.');
    expect(d.paragraphs).toEqual(['No homes sold in Laurel in the last two years, so there is no recent sale price to compare.']);
    const text = all(empty);
    expect(text).not.toMatch(/NaN|\$0\b|null|undefined/);
  });

  test('sales only in the year before', () => {
    const d = communityDescription('Laurel', { ...base, sold12Months: 0, soldPrevious12Months: 2, medianSoldPrice: null, medianDaysOnMarket: null });
    expect(d.paragraphs[0]).toBe('No homes sold in Laurel in the last 12 months (2 homes in the 12 months before).');
  });

  test('hidden sold prices (sign-in required): counts, no prices, no trend', () => {
    const text = all({ ...base, medianSoldPrice: null, medianSoldPricePrevious: null });
    expect(text).toContain('In the last 12 months 18 homes sold in Riverhead.');
    expect(text).not.toContain('$610,000');
    expect(text).not.toContain('$585,000');
    expect(text).not.toMatch(/Prices are|too few sales/);
  });

  test('zero or missing figures are left unsaid', () => {
    const text = all({ ...base, medianListPrice: 0, medianListPricePerSqft: Number.NaN, newLast30Days: 0 });
    expect(text).toContain('There are 12 homes for sale in Riverhead right now. None came on the market in the last 30 days.');
    expect(text).not.toMatch(/NaN|\$0\b/);
  });

  test('every home new this month, several districts', () => {
    const d = communityDescription('Wading River', { ...base, forSale: 2, newLast30Days: 2, schoolDistricts: ['Shoreham-Wading River', 'Riverhead Central School District'] });
    expect(d.lead).toContain('All of them came on the market in the last 30 days.');
    expect(d.paragraphs[1]).toBe('Homes in Wading River are served by the Shoreham-Wading River and Riverhead Central School District.');
  });
});

describe('priceTrend', () => {
  test('percent change, rounded; flat under 1%', () => {
    expect(priceTrend({ sold12Months: 5, soldPrevious12Months: 5, medianSoldPrice: 110, medianSoldPricePrevious: 100 })).toEqual({ kind: 'up', percent: 10 });
    expect(priceTrend({ sold12Months: 5, soldPrevious12Months: 5, medianSoldPrice: 100.5, medianSoldPricePrevious: 100 })).toMatchObject({ kind: 'flat' });
    expect(priceTrend({ sold12Months: 5, soldPrevious12Months: 5, medianSoldPrice: 90, medianSoldPricePrevious: 100 })).toEqual({ kind: 'down', percent: 10 });
    expect(priceTrend({ sold12Months: 5, soldPrevious12Months: 5, medianSoldPrice: null, medianSoldPricePrevious: 100 })).toEqual({ kind: 'unknown' });
  });
});

describe('text helpers', () => {
  test('listOf and clip', () => {
    expect(listOf(['a'])).toBe('a');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
    expect(clip('short', 10)).toBe('short');
    expect(clip('one two three four', 12)).toBe('one two…');
  });
});
