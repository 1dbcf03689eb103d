import { FilterSyntaxError, matches, parseFilter, pinnedValues } from '@/tests/fakes/odata-filter';

/** The fake RESO server's $filter: the forms the importer sends must mean what they mean in OData. */
describe('the fake server’s $filter', () => {
  const record = { ListingKey: 'K2', ModificationTimestamp: '2025-03-01T10:00:00.000Z', StandardStatus: 'Active', ListPrice: 500000, Pool: true, ClosePrice: null };
  const test = (filter: string) => matches(parseFilter(filter), record);

  it('compares timestamps as times, whatever their spelling', () => {
    expect(test('ModificationTimestamp ge 2025-03-01T10:00:00Z')).toBe(true);
    expect(test('ModificationTimestamp gt 2025-03-01T10:00:00Z')).toBe(false);
    expect(test('ModificationTimestamp gt 2025-03-01T05:00:00-05:00')).toBe(false);
    expect(test('ModificationTimestamp lt 2025-03-02')).toBe(true);
  });

  it('combines with and / or / not and parentheses, keyset style', () => {
    expect(test("ModificationTimestamp gt 2025-03-01T10:00:00Z or (ModificationTimestamp eq 2025-03-01T10:00:00Z and ListingKey gt 'K1')")).toBe(true);
    expect(test("ModificationTimestamp ge 2025-01-01T00:00:00Z and StandardStatus eq 'Active'")).toBe(true);
    expect(test("not (StandardStatus eq 'Active')")).toBe(false);
    expect(test("StandardStatus in ('Pending','Closed')")).toBe(false);
    expect(test('ListPrice gt 400000 and Pool eq true and ClosePrice eq null')).toBe(true);
    expect(test("StandardStatus eq 'O''Brien'")).toBe(false);
  });

  it('finds the keys a Media query asks for', () => {
    expect(pinnedValues(parseFilter("ResourceRecordKey in ('a','b')"), 'ResourceRecordKey')).toEqual(new Set(['a', 'b']));
    expect(pinnedValues(parseFilter("ResourceRecordKey eq 'a' or ResourceRecordKey eq 'c'"), 'ResourceRecordKey')).toEqual(new Set(['a', 'c']));
    expect(pinnedValues(parseFilter("ResourceRecordKey eq 'a' or Order eq 1"), 'ResourceRecordKey')).toBeNull();
  });

  it('refuses what it cannot read', () => {
    for (const bad of ['ListPrice gt', 'ListPrice between 1', "(StandardStatus eq 'Active'", 'ListPrice gt 1 extra', '$$']) {
      expect(() => parseFilter(bad)).toThrow(FilterSyntaxError);
    }
  });
});
