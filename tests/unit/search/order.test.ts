import { PgDialect } from 'drizzle-orm/pg-core';
import { orderBy } from '@/lib/search/order';

const text = (...args: Parameters<typeof orderBy>) => new PgDialect().sqlToQuery(orderBy(...args)).sql;

describe('ORDER BY of the gallery sorts', () => {
  it('spells the index order, the id breaking ties, nulls last', () => {
    expect(text({ field: 'created_at', direction: 'desc' })).toBe('order by p.listed_at desc nulls last, p.id desc nulls last');
    expect(text({ field: 'price', direction: 'asc' })).toBe('order by p.price asc nulls first, p.id asc nulls first');
    expect(text({ field: 'square', direction: 'desc' })).toBe('order by p.living_area desc nulls last, p.id desc nulls last');
    expect(text({ field: 'year', direction: 'asc' })).toBe('order by p.year_built asc nulls last, p.id asc nulls first');
  });
});
