import { createFormatter, createTranslator } from 'next-intl';
import messages from '@/messages/en.json';
import { bracketLabel, nonEmptyBrackets, PRICE_BRACKETS, PRICE_STEPS } from '@/lib/community/price-brackets';
import { formatShortPrice } from '@/lib/filters/price-options';

const format = createFormatter({ locale: 'en' });
const t = createTranslator({ locale: 'en', messages, namespace: 'Community' });
const label = (i: number) => bracketLabel(PRICE_BRACKETS[i]!, format, t);

test('SPEC §9 price steps, one bracket between each two and one above the last', () => {
  expect(PRICE_STEPS).toEqual([0, 50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 600_000, 700_000, 800_000, 1_000_000, 5_000_000]);
  expect(PRICE_BRACKETS).toHaveLength(13);
  expect(PRICE_BRACKETS[0]).toEqual({ min: null, max: 50_000 });
  expect(PRICE_BRACKETS[1]).toEqual({ min: 50_000, max: 100_000 });
  expect(PRICE_BRACKETS[12]).toEqual({ min: 5_000_000, max: null });
});

test('labels in the short format, through next-intl', () => {
  expect(PRICE_BRACKETS.map((_, i) => label(i))).toEqual([
    'Under $50K', '$50K–$100K', '$100K–$150K', '$150K–$200K', '$200K–$250K', '$250K–$300K', '$300K–$400K',
    '$400K–$600K', '$600K–$700K', '$700K–$800K', '$800K–$1M', '$1M–$5M', '$5M+',
  ]);
});

test('short format: K from 1,000, M from 999,500 (SPEC §9)', () => {
  expect(formatShortPrice(999, format)).toBe('$999');
  expect(formatShortPrice(1_000, format)).toBe('$1K');
  expect(formatShortPrice(449_600, format)).toBe('$450K');
  expect(formatShortPrice(999_499, format)).toBe('$999K');
  expect(formatShortPrice(999_500, format)).toBe('$1M');
  expect(formatShortPrice(1_250_000, format)).toBe('$1.25M');
});

test('empty brackets are left out; the rest keep their order and counts', () => {
  const counts = PRICE_BRACKETS.map((_, i) => (i === 2 ? 4 : i === 11 ? 1 : 0));
  expect(nonEmptyBrackets(counts)).toEqual([
    { min: 100_000, max: 150_000, count: 4 },
    { min: 1_000_000, max: 5_000_000, count: 1 },
  ]);
  expect(nonEmptyBrackets([])).toEqual([]);
});
