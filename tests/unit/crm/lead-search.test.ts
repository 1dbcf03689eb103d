import { escapeLike, searchPatterns } from '@/lib/crm/lead-search';

describe('searchPatterns (the leads list q)', () => {
  test('text is trimmed, spaces collapsed, lower-cased and wrapped', () => {
    expect(searchPatterns('  Ada   LOVE ')).toEqual({ text: '%ada love%', digits: null });
  });
  test('nothing to search is null', () => {
    expect(searchPatterns('')).toBeNull();
    expect(searchPatterns('   ')).toBeNull();
  });
  test('phone-like input also searches its digits', () => {
    expect(searchPatterns('631-555')!.digits).toBe('%631555%');
    expect(searchPatterns('(631) 555-12')!.digits).toBe('%63155512%');
    expect(searchPatterns('+1 631 555 1234')!.digits).toBe('%16315551234%');
    expect(searchPatterns('631.555')!.digits).toBe('%631555%');
  });
  test('plain digits, short numbers and text with digits search as typed only', () => {
    expect(searchPatterns('6315551234')!.digits).toBeNull();
    expect(searchPatterns('6-1')!.digits).toBeNull();
    expect(searchPatterns('lead 631-555')!.digits).toBeNull();
  });
  test("LIKE's wildcards and escape are plain characters", () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(searchPatterns('a_b%')!.text).toBe('%a\\_b\\%%');
  });
});
