import { formatSort, parseSort, sameSort } from '@/lib/filters/sort';
import { SORT_FIELDS, type Sort } from '@/lib/filters/types';

const fallback: Sort = { field: 'price', direction: 'asc' };

describe('parseSort (SPEC §5)', () => {
  it.each([
    ['price asc', { field: 'price', direction: 'asc' }],
    ['price desc', { field: 'price', direction: 'desc' }],
    ['price', { field: 'price', direction: 'desc' }],
    ['listed_at', { field: 'created_at', direction: 'desc' }],
    ['listed_at asc', { field: 'created_at', direction: 'asc' }],
    ['  Square   ASC ', { field: 'square', direction: 'asc' }],
    ['ratingweight desc', { field: 'ratingweight', direction: 'desc' }],
    [{ field: 'year', direction: 'asc' }, { field: 'year', direction: 'asc' }],
    [{ field: 'listed_at' }, { field: 'created_at', direction: 'desc' }],
  ])('%p → %p', (input, sort) => expect(parseSort(input, fallback)).toEqual({ sort, error: null }));

  it.each(SORT_FIELDS.flatMap((field) => ['asc', 'desc'].map((direction) => `${field} ${direction}`)))('accepts every gallery sort: %s', (text) => {
    const { sort, error } = parseSort(text, fallback);
    expect(error).toBeNull();
    expect(formatSort(sort)).toBe(text);
  });

  it.each([undefined, null, '', '   '])('no sort given (%p) is the default without an error', (input) =>
    expect(parseSort(input, fallback)).toEqual({ sort: fallback, error: null }),
  );

  it.each(['price asc extra', 'price up', 'bogus', 'price,asc', 'asc', "price'; DROP TABLE properties; --", '<script>', 42, true, ['price'], { field: 'bogus' }, { field: 'price', direction: 'up' }])(
    'refuses %p: default sort and an error',
    (input) => {
      const { sort, error } = parseSort(input, fallback);
      expect(sort).toEqual(fallback);
      expect(error).toMatch(/^Invalid sort .*: using price asc$/);
    },
  );

  it('clips what it echoes', () => {
    const { error } = parseSort('x'.repeat(10_000), fallback);
    expect(error?.length).toBeLessThan(120);
  });

  it('returns a copy of the default', () => {
    const { sort } = parseSort(undefined, fallback);
    expect(sort).not.toBe(fallback);
  });
});

describe('formatSort / sameSort', () => {
  it('prints field and direction', () => expect(formatSort({ field: 'lot_square', direction: 'asc' })).toBe('lot_square asc'));
  it('compares by value', () => {
    expect(sameSort({ field: 'price', direction: 'asc' }, { field: 'price', direction: 'asc' })).toBe(true);
    expect(sameSort({ field: 'price', direction: 'asc' }, { field: 'price', direction: 'desc' })).toBe(false);
  });
});
