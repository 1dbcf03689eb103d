import { DEFAULT_LEADS_QUERY, leadsQuerySchema, leadsQueryString, parseLeadsQueryLeniently, parseLeadsQueryString, parseSort } from '@/lib/crm/leads-query';

describe('parseSort', () => {
  test('a field with an optional direction', () => {
    expect(parseSort('created_at')).toEqual({ field: 'created_at', dir: 'desc' });
    expect(parseSort('name')).toEqual({ field: 'name', dir: 'asc' });
    expect(parseSort('stage')).toEqual({ field: 'stage', dir: 'asc' });
    expect(parseSort('last_activity_at asc')).toEqual({ field: 'last_activity_at', dir: 'asc' });
    expect(parseSort(' NAME  DESC ')).toEqual({ field: 'name', dir: 'desc' });
    expect(parseSort('last_visit_at+asc')).toEqual({ field: 'last_visit_at', dir: 'asc' });
    expect(parseSort('last_visit_at:desc')).toEqual({ field: 'last_visit_at', dir: 'desc' });
  });
  test('anything else is null', () => {
    for (const bad of ['', 'password', 'name sideways', 'name asc desc', 'created_at;drop', 'id']) expect(parseSort(bad)).toBeNull();
  });
});

describe('leadsQuerySchema', () => {
  test('defaults', () => {
    expect(DEFAULT_LEADS_QUERY).toEqual({ sort: { field: 'created_at', dir: 'desc' }, page: 1, per_page: 25 });
  });
  test('parses every field', () => {
    expect(leadsQuerySchema.parse({ q: ' ada ', stage: 'new, active,new', agentId: '12', source: 'zillow', tag: 'vip', pond: '1', hot: 'true', sort: 'name desc', page: '3', per_page: '100' })).toEqual({
      q: 'ada', stage: ['new', 'active'], agentId: 12, source: 'zillow', tag: 'vip', pond: true, hot: true, sort: { field: 'name', dir: 'desc' }, page: 3, per_page: 100,
    });
    expect(leadsQuerySchema.parse({ q: '  ', stage: '', pond: '0' })).toMatchObject({ q: undefined, stage: undefined, pond: false });
  });
  test('refuses what is out of range, naming the field', () => {
    for (const [key, value] of [['per_page', '101'], ['page', '0'], ['agentId', '0'], ['agentId', '2147483648'], ['stage', 'won'], ['pond', 'yes'], ['sort', 'id']] as [string, string][]) {
      const result = leadsQuerySchema.safeParse({ [key]: value });
      expect([key, result.success, result.error?.issues[0]?.path]).toEqual([key, false, [key]]);
    }
  });
});

describe('the URL form', () => {
  test('a lenient parse drops only the bad values', () => {
    expect(parseLeadsQueryLeniently({ stage: 'won', hot: '1', per_page: '500', sort: ['name', 'stage'] })).toEqual({ ...DEFAULT_LEADS_QUERY, hot: true, sort: { field: 'name', dir: 'asc' } });
    expect(parseLeadsQueryLeniently(new URLSearchParams('page=-3&q=x'))).toEqual({ ...DEFAULT_LEADS_QUERY, q: 'x' });
  });
  test('the canonical string leaves defaults out and round-trips', () => {
    const query = leadsQuerySchema.parse({ q: 'a b', stage: 'new,active', pond: '1', sort: 'last_activity_at desc', page: '2' });
    const text = leadsQueryString(query);
    expect(text).toBe('q=a+b&stage=new,active&pond=1&sort=last_activity_at+desc&page=2');
    expect(parseLeadsQueryString(text).data).toEqual(query);
    expect(leadsQueryString(query, false)).toBe('q=a+b&stage=new,active&pond=1&sort=last_activity_at+desc');
    expect(leadsQueryString(DEFAULT_LEADS_QUERY)).toBe('');
  });
});
