import { HOURLY_TRAFFIC, hourIn, othersLooking } from '@/lib/property/others-looking';

describe("'Others looking' (SPEC §9)", () => {
  it('has 24 hourly figures', () => {
    expect(HOURLY_TRAFFIC).toHaveLength(24);
  });
  it('35 − days/2 − price in 100k − hourly − beds − baths, floored', () => {
    // 8 pm (traffic 1): 35 − 2/2 − 350000/100000 − 1 − 3 − 2 = 24.5 → 24
    expect(othersLooking({ daysOnSite: 2, price: 350_000, bedrooms: 3, bathrooms: 2, hour: 20 })).toBe(24);
    // 3 am (traffic 18): 35 − 0 − 3.5 − 18 − 3 − 2 = 8.5 → 8
    expect(othersLooking({ daysOnSite: 0, price: 350_000, bedrooms: 3, bathrooms: 2, hour: 3 })).toBe(8);
  });
  it('shown only above 3, never negative, and only from $100,000', () => {
    // 35 − 20 − 5 − 1 − 3 − 2 = 4 → shown; one more day on site → 3.5 → 3 → hidden
    expect(othersLooking({ daysOnSite: 40, price: 500_000, bedrooms: 3, bathrooms: 2, hour: 20 })).toBe(4);
    expect(othersLooking({ daysOnSite: 41, price: 500_000, bedrooms: 3, bathrooms: 2, hour: 20 })).toBeNull();
    expect(othersLooking({ daysOnSite: 400, price: 500_000, bedrooms: 3, bathrooms: 2, hour: 20 })).toBeNull();
    expect(othersLooking({ daysOnSite: 0, price: 99_999, bedrooms: 0, bathrooms: 0, hour: 20 })).toBeNull();
    expect(othersLooking({ daysOnSite: 0, price: null, bedrooms: 0, bathrooms: 0, hour: 20 })).toBeNull();
  });
  it('reads the hour in the company’s time zone', () => {
    expect(hourIn('America/New_York', new Date('2026-11-22T01:30:00Z'))).toBe(20);
    expect(hourIn('UTC', new Date('2026-11-22T00:05:00Z'))).toBe(0);
  });
});
