import { changeKey, changeLabel, describeChange, parseChangeKey } from '@/lib/ealerts/delivery/changes';

const title = (code: string) => ({ a: 'Active', p: 'Under Contract', s: 'Sold' })[code] ?? code;
const since = new Date('2026-05-01T00:00:00Z');
const before = new Date('2026-04-01T00:00:00Z');
const after = new Date('2026-05-02T00:00:00Z');
const listing = (status: string, price: number | null, listedAt = before, priceReducedAt: Date | null = null) => ({ status, price, listedAt, priceReducedAt });

describe('change keys', () => {
  test('status and price make the key: the same state is the same key, a new price or status a new one', () => {
    expect(changeKey('a', 500_000)).toBe('a:500000');
    expect(changeKey('a', 500_000)).toBe(changeKey('a', 500_000));
    expect(changeKey('a', 480_000)).not.toBe(changeKey('a', 500_000));
    expect(changeKey('p', 500_000)).not.toBe(changeKey('a', 500_000));
    expect(changeKey('s', null)).toBe('s:');
  });

  test('round trip, and nonsense is not a key', () => {
    expect(parseChangeKey(changeKey('a', 500_000))).toEqual({ status: 'a', price: 500_000 });
    expect(parseChangeKey(changeKey('s', null))).toEqual({ status: 's', price: null });
    expect(parseChangeKey('garbage')).toBeNull();
  });
});

describe('what changed, in words', () => {
  const say = (state: ReturnType<typeof listing>, previous: string | null) => changeLabel(describeChange(state, previous, since), title);

  test('a listing listed since the last send is new', () => {
    expect(say(listing('a', 500_000, after), null)).toBe('New listing');
  });

  test('against what this alert last mailed: price down, price up, status', () => {
    expect(say(listing('a', 480_000), 'a:500000')).toBe('Price reduced from $500,000');
    expect(say(listing('a', 520_000), 'a:500000')).toBe('Price increased from $500,000');
    expect(say(listing('p', 500_000), 'a:500000')).toBe('Now Under Contract');
    expect(say(listing('s', 490_000), 'a:500000')).toBe('Now Sold');
  });

  test('never mailed and listed before: a price reduction since, else an update', () => {
    expect(say(listing('a', 480_000, before, after), null)).toBe('Price reduced');
    expect(say(listing('a', 480_000, before, before), null)).toBe('Updated');
  });
});
