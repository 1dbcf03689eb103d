import { priceDigits } from '@/lib/filters/price';
import { formatShortPrice, maxPriceOptions, minPriceOptions, priceOptionLabel, priceText } from '@/lib/filters/price-options';

describe('price dropdowns (SPEC §5, §9)', () => {
  it('minimum choices run 50k to 10M and stay below the maximum', () => {
    expect(minPriceOptions(null, null)[0]).toBe(50);
    expect(minPriceOptions(null, null).at(-1)).toBe(10000);
    expect(minPriceOptions(null, 300)).toEqual([50, 75, 100, 150, 200, 250]);
  });
  it('the current minimum is kept even when the maximum would exclude it', () => {
    expect(minPriceOptions(400, 300)).toEqual([50, 75, 100, 150, 200, 250, 400]);
  });
  it('without a minimum the maximum offers 100k to 900k', () => {
    expect(maxPriceOptions(null, null)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
  });
  it('with a minimum: nine values up from it, stepping 25k below 200k, 50k below 1M, 100k below 2M, then 250k', () => {
    expect(maxPriceOptions(100, null)).toEqual([125, 150, 175, 200, 250, 300, 350, 400, 450]);
    expect(maxPriceOptions(850, null)).toEqual([900, 950, 1000, 1100, 1200, 1300, 1400, 1500, 1600]);
    expect(maxPriceOptions(1800, null)).toEqual([1900, 2000, 2250, 2500, 2750, 3000, 3250, 3500, 3750]);
  });
  it('keeps the current maximum', () => {
    expect(maxPriceOptions(100, 5000)).toContain(5000);
  });
  it('labels and short format: K from 1,000, M from 999,500', () => {
    expect(priceOptionLabel(null, 'min')).toBe('No min');
    expect(priceOptionLabel(0, 'max')).toBe('No max');
    expect(priceOptionLabel(450, 'max')).toBe('$450K');
    expect(formatShortPrice(999)).toBe('$999');
    expect(formatShortPrice(1_000)).toBe('$1K');
    expect(formatShortPrice(999_499)).toBe('$999K');
    expect(formatShortPrice(999_500)).toBe('$1M');
    expect(formatShortPrice(1_250_000)).toBe('$1.25M');
  });
  it("reads 'any' as Any price, zero or nothing as Any, and keeps only digits of a stored value", () => {
    expect(priceText('any')).toBe('Any price');
    expect(priceText(0)).toBe('Any');
    expect(priceText(undefined)).toBe('Any');
    expect(priceText('$450,000')).toBe('$450K');
    expect(priceDigits('$1,250,000')).toBe(1250000);
    expect(priceDigits('abc')).toBeNull();
  });
});
