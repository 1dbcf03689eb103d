import { DEFAULT_GREATSHEET_COLUMNS, GREATSHEET_COLUMN_IDS, GREATSHEET_COLUMNS, greatsheetColumnsBody, storedColumns } from '@/lib/crm/greatsheet-columns';
import { greatsheetFilters, greatsheetFiltersString, greatsheetQuerySchema } from '@/lib/crm/greatsheet-query';
import { parseLeadsQueryLeniently, SORT_FIELDS } from '@/lib/crm/leads-query';

describe('greatsheet columns', () => {
  it('describes every id, and sorts only by the list sorts', () => {
    expect(Object.keys(GREATSHEET_COLUMNS).sort()).toEqual([...GREATSHEET_COLUMN_IDS].sort());
    for (const column of Object.values(GREATSHEET_COLUMNS)) if (column.sort) expect(SORT_FIELDS).toContain(column.sort);
  });

  it('accepts known ids once each, in any order', () => {
    expect(greatsheetColumnsBody.parse({ columns: ['stage', 'email'] })).toEqual({ columns: ['stage', 'email'] });
    expect(greatsheetColumnsBody.safeParse({ columns: [...GREATSHEET_COLUMN_IDS] }).success).toBe(true);
  });

  it.each([[{ columns: ['nope'] }], [{ columns: ['stage', 'stage'] }], [{ columns: [] }], [{ columns: 'stage' }], [{}], [{ columns: [null] }]])('refuses %j', (body) => {
    expect(greatsheetColumnsBody.safeParse(body).success).toBe(false);
  });

  it('reads a stored choice leniently: unknown ids and repeats dropped, nothing usable is the default', () => {
    expect(storedColumns({ columns: ['email', 'gone', 'email', 'stage'] })).toEqual(['email', 'stage']);
    expect(storedColumns({ columns: ['gone'] })).toEqual([...DEFAULT_GREATSHEET_COLUMNS]);
    expect(storedColumns(undefined)).toEqual([...DEFAULT_GREATSHEET_COLUMNS]);
    expect(storedColumns('stage')).toEqual([...DEFAULT_GREATSHEET_COLUMNS]);
  });
});

describe('greatsheet query', () => {
  it('is the leads list query with a window instead of a page', () => {
    const q = greatsheetQuerySchema.parse({ offset: '900', limit: '100', stage: 'new,active', sort: 'name desc', pond: '1' });
    expect(q).toMatchObject({ offset: 900, limit: 100, stage: ['new', 'active'], sort: { field: 'name', dir: 'desc' }, pond: true });
    expect(greatsheetQuerySchema.parse({})).toMatchObject({ offset: 0, limit: 100, sort: { field: 'created_at', dir: 'desc' } });
    expect('page' in greatsheetQuerySchema.parse({ page: '3' })).toBe(false);
  });

  it.each([['offset', '-1'], ['offset', '1e3'], ['offset', '10000001'], ['limit', '0'], ['limit', '501'], ['limit', '']])('refuses %s=%j', (key, value) => {
    const result = greatsheetQuerySchema.safeParse({ [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([key]);
  });

  it('keeps the filters and sort in the list URL language, without a page', () => {
    const filters = greatsheetFilters(parseLeadsQueryLeniently(new URLSearchParams('stage=new&sort=name&page=4&per_page=50&hot=1')));
    expect(greatsheetFiltersString(filters)).toBe('stage=new&hot=1&sort=name+asc');
    expect(greatsheetFiltersString(greatsheetFilters(parseLeadsQueryLeniently({})))).toBe('');
  });
});
