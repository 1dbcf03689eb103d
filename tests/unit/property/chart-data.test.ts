import { median, pricePerSqftBars, priceSeries } from '@/lib/property/chart-data';

const home = (price: number | null, square: number | null) => ({ price, attributes: { square } });

describe('chart data', () => {
  it('price series: priced events only, oldest first', () => {
    expect(
      priceSeries([
        { date: '2026-05-01', price: 500000 },
        { date: '2026-03-01', price: 520000 },
        { date: '2026-06-01', price: null },
      ]),
    ).toEqual([
      { date: '2026-03-01', price: 520000 },
      { date: '2026-05-01', price: 500000 },
    ]);
  });
  it('median of odd and even counts, none for nothing', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
  });
  it('price per sq ft bars: this home and the medians of its comparables, bars without data left out', () => {
    expect(pricePerSqftBars(home(600000, 2000), [home(500000, 2000), home(900000, 3000), home(null, 1000)], [home(400000, 2000)])).toEqual([
      { label: 'This home', value: 300 },
      { label: 'Similar for sale', value: 275 },
      { label: 'Sold nearby', value: 200 },
    ]);
    expect(pricePerSqftBars(home(600000, null), [], [])).toEqual([]);
  });
});
