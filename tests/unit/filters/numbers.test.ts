import { formatNumber, parseDecimal, parseInteger, parseNumberText, roundTo } from '@/lib/filters/numbers';
import { formatPriceText, parsePriceText, priceDigits } from '@/lib/filters/price';

describe('parseNumberText: plain decimal numbers only', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    [' 42 ', 42],
    ['-1', -1],
    ['-0', 0],
    ['3.25', 3.25],
    ['007', 7],
    ['1.0', 1],
    [12.5, 12.5],
    [-0, 0],
  ])('%p → %p', (input, expected) => expect(Object.is(parseNumberText(input), expected)).toBe(true));

  it.each(['', ' ', 'abc', '12abc', '1e3', '0x10', 'NaN', 'Infinity', '-Infinity', '1,000', '+5', '.5', '5.', '1 2', '--1', '١٢', '<script>', "1' OR 1=1", '9'.repeat(21), NaN, Infinity, null, undefined, {}, [], true])(
    'refuses %p',
    (input) => expect(parseNumberText(input)).toBeNull(),
  );
});

describe('parseInteger', () => {
  it.each([
    ['12', 12],
    ['-3', -3],
    ['2.0', 2],
    [7, 7],
  ])('%p → %p', (input, expected) => expect(parseInteger(input)).toBe(expected));
  it.each(['2.5', '1e2', '99999999999999999', 'x', '', 2.5, NaN])('refuses %p', (input) => expect(parseInteger(input)).toBeNull());
});

describe('parseDecimal rounds to its places', () => {
  it.each([
    ['0.123456789', 6, 0.123457],
    ['2.555', 2, 2.56],
    ['10', 2, 10],
    ['-0.0000001', 3, 0],
  ])('%p at %p → %p', (input, places, expected) => expect(Object.is(parseDecimal(input, places), expected)).toBe(true));
  it('refuses garbage', () => expect(parseDecimal('1.2.3')).toBeNull());
});

describe('formatNumber never prints an exponent and reads back exactly', () => {
  it.each([
    [1500, 0, '1500'],
    [10_000_000_000, 0, '10000000000'],
    [0.25, 4, '0.25'],
    [100, 4, '100'],
    [0.0000001, 7, '0.0000001'],
    [-72.6612345, 7, '-72.6612345'],
    [-0, 3, '0'],
    [2.5, 2, '2.5'],
    [1e-9, 7, '0'],
  ])('%p (%p places) → %p', (n, places, text) => expect(formatNumber(n, places)).toBe(text));

  it('round-trips rounded coordinates', () => {
    for (let i = 0; i < 2000; i += 1) {
      const n = roundTo(Math.sin(i) * 180, 7);
      expect(parseNumberText(formatNumber(n, 7))).toBe(n);
    }
  });
});

describe('parsePriceText (SPEC §5)', () => {
  it.each([
    ['1,250,000', 1_250_000],
    ['450000', 450_000],
    [' 300,000 ', 300_000],
    ['0', 0],
    ['2,147,483,647', 2_147_483_647],
    [450000, 450000],
  ])('%p → %p', (input, expected) => expect(parsePriceText(input)).toBe(expected));

  it.each(['any', 'Any', 'ANY', '', '   ', '$450k', '450k', '1.5M', '12,34', '1,2345', ',100', '100,', '1,,000', '-5', '4.5', 'NaN', '99,999,999,999', '2,147,483,648', '2147483648', '<b>', null, undefined, -1, 1.5, NaN, 2_147_483_648])(
    'no bound for %p',
    (input) => expect(parsePriceText(input)).toBeNull(),
  );
});

describe('priceDigits: only digits are kept from the stored value (SPEC §5)', () => {
  it.each([
    ['$1,250,000', 1_250_000],
    ['300000', 300_000],
    ['USD 75 000', 75_000],
    [125000, 125000],
  ])('%p → %p', (input, expected) => expect(priceDigits(input)).toBe(expected));
  it.each(['', 'any', 'abc', '9'.repeat(16), null, {}])('%p → null', (input) => expect(priceDigits(input)).toBeNull());
});

describe('formatPriceText', () => {
  it.each([
    [1250000, '1,250,000'],
    [0, '0'],
    [null, ''],
    [NaN, ''],
  ])('%p → %p', (input, text) => expect(formatPriceText(input)).toBe(text));
  it('reads back through parsePriceText', () => expect(parsePriceText(formatPriceText(9_876_543))).toBe(9_876_543));
});
