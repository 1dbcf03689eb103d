import { addViewedHouse, MAX_VIEWED_HOUSES } from '@/lib/property/viewed-houses';

describe('viewedHouses cookie', () => {
  it('puts the newest first, once, and drops junk', () => {
    expect(addViewedHouse('', 7)).toBe('7');
    expect(addViewedHouse('3,7,9', 7)).toBe('7,3,9');
    expect(addViewedHouse('3,x,<b>,9', 5)).toBe('5,3,9');
  });
  it('keeps at most the last fifty', () => {
    const many = Array.from({ length: 60 }, (_, i) => i + 1).join(',');
    const next = addViewedHouse(many, 100).split(',');
    expect(next).toHaveLength(MAX_VIEWED_HOUSES);
    expect(next[0]).toBe('100');
  });
});
