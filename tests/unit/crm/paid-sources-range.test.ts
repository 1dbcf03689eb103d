import { addMonths, centsOf, costPer, currentMonth, dollars, normaliseSource, parseMonthRange, presetMonths } from '@/lib/crm/paid-sources-types';

const NY = 'America/New_York';
// 03:00 UTC on 1 December 2026 is still 30 November in New York.
const now = new Date('2026-12-01T03:00:00Z');

test('months: the current month is the zone’s; adding months crosses years', () => {
  expect(currentMonth(now, NY)).toBe('2026-11');
  expect(addMonths('2026-11', 2)).toBe('2027-01');
  expect(addMonths('2026-01', -1)).toBe('2025-12');
  expect(addMonths('2026-03', -14)).toBe('2025-01');
});

test('range: the last six months by default, 24 at most, refused naming the field', () => {
  expect(parseMonthRange({}, now, NY)).toEqual({ ok: true, range: { from: '2026-06', to: '2026-11', months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'] } });
  expect(parseMonthRange({ to: '2026-02' }, now, NY)).toMatchObject({ ok: true, range: { from: '2025-09', to: '2026-02' } });
  expect(parseMonthRange({ from: '2024-12', to: '2026-11' }, now, NY)).toMatchObject({ ok: true });
  expect(parseMonthRange({ from: '2024-11', to: '2026-11' }, now, NY)).toMatchObject({ ok: false, field: 'from' });
  expect(parseMonthRange({ from: '2026-05', to: '2026-04' }, now, NY)).toMatchObject({ ok: false, field: 'from' });
  for (const to of ['2026-13', '26-01', '2026-1', '1999-12', '2101-01', '2026-00']) expect([to, parseMonthRange({ to }, now, NY).ok]).toEqual([to, false]);
});

test('presets', () => {
  expect(presetMonths('1', now, NY)).toEqual({ from: '2026-11', to: '2026-11' });
  expect(presetMonths('12', now, NY)).toEqual({ from: '2025-12', to: '2026-11' });
  expect(presetMonths('year', now, NY)).toEqual({ from: '2026-01', to: '2026-11' });
});

test('money and matching', () => {
  expect(costPer(100_000, 3)).toBe(33_333);
  expect(costPer(100_000, 0)).toBeNull();
  expect(dollars(null)).toBe('—');
  expect(dollars(123_450)).toBe('$1,234.50');
  expect(dollars(250_000)).toBe('$2,500');
  expect(centsOf('$1,250.5')).toBe(125_050);
  expect(centsOf('10000000')).toBe(1_000_000_000);
  for (const bad of ['-1', '1.234', 'abc', '100000000', '']) expect([bad, centsOf(bad)]).toEqual([bad, null]);
  expect(normaliseSource('  Google   Ads ')).toBe('google ads');
});
