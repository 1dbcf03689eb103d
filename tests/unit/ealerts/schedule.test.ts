import { dueAt, isDue, LOOKBACK_OVERLAP_MS, MAX_LOOKBACK_MS, nextDueAt, updatesSince } from '@/lib/ealerts/delivery/schedule';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('nextDueAt: SPEC §9 frequencies', () => {
  const sent = at('2026-03-10T08:00:00Z');
  test.each([
    ['instantly', '2026-03-10T08:00:00.000Z'],
    ['daily', '2026-03-11T08:00:00.000Z'],
    ['twice_a_week', '2026-03-13T20:00:00.000Z'],
    ['weekly', '2026-03-17T08:00:00.000Z'],
    ['twice_a_month', '2026-03-25T20:00:00.000Z'],
    ['monthly', '2026-04-10T08:00:00.000Z'],
  ] as const)('%s → %s', (frequency, expected) => {
    expect(nextDueAt(frequency, sent)?.toISOString()).toBe(expected);
  });

  test('never is never due', () => {
    expect(nextDueAt('never', sent)).toBeNull();
    expect(isDue({ frequency: 'never', lastSentAt: null, nextDueAt: null, createdAt: at('2020-01-01T00:00:00Z') }, sent)).toBe(false);
  });

  test('monthly keeps the day, or the last day of a shorter month; twice a month is halfway', () => {
    expect(nextDueAt('monthly', at('2026-01-31T09:00:00Z'))?.toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(nextDueAt('monthly', at('2028-01-31T09:00:00Z'))?.toISOString()).toBe('2028-02-29T09:00:00.000Z');
    expect(nextDueAt('monthly', at('2026-12-15T09:00:00Z'))?.toISOString()).toBe('2027-01-15T09:00:00.000Z');
    // February: 28 days, so halfway is 14 days on.
    expect(nextDueAt('twice_a_month', at('2026-02-01T00:00:00Z'))?.toISOString()).toBe('2026-02-15T00:00:00.000Z');
  });
});

describe('dueAt and isDue', () => {
  const created = at('2026-03-01T12:00:00Z');

  test('a stored next_due_at wins', () => {
    const alert = { frequency: 'weekly' as const, lastSentAt: at('2026-03-02T00:00:00Z'), nextDueAt: at('2026-03-03T00:00:00Z'), createdAt: created };
    expect(dueAt(alert)?.toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(isDue(alert, at('2026-03-02T23:59:59Z'))).toBe(false);
    expect(isDue(alert, at('2026-03-03T00:00:00Z'))).toBe(true);
  });

  test('without one: a period after the last send, or after creation when never sent', () => {
    expect(dueAt({ frequency: 'daily', lastSentAt: null, nextDueAt: null, createdAt: created })?.toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(dueAt({ frequency: 'daily', lastSentAt: at('2026-03-05T06:00:00Z'), nextDueAt: null, createdAt: created })?.toISOString()).toBe('2026-03-06T06:00:00.000Z');
  });

  test('instantly is due at every run', () => {
    const alert = { frequency: 'instantly' as const, lastSentAt: at('2026-03-05T06:00:00Z'), nextDueAt: null, createdAt: created };
    expect(isDue(alert, at('2026-03-05T06:00:00Z'))).toBe(true);
    expect(isDue({ ...alert, lastSentAt: null }, created)).toBe(true);
  });
});

describe('updatesSince', () => {
  const now = at('2026-06-01T12:00:00Z');

  test('from the last send, looking back a little for writes that raced the last run', () => {
    const since = updatesSince({ lastSentAt: at('2026-05-31T12:00:00Z'), createdAt: at('2026-01-01T00:00:00Z') }, now);
    expect(since.getTime()).toBe(at('2026-05-31T12:00:00Z').getTime() - LOOKBACK_OVERLAP_MS);
    expect(LOOKBACK_OVERLAP_MS).toBeLessThanOrEqual(HOUR);
  });

  test('never sent: from its creation', () => {
    expect(updatesSince({ lastSentAt: null, createdAt: at('2026-05-30T00:00:00Z') }, now).toISOString()).toBe('2026-05-30T00:00:00.000Z');
  });

  test('never more than a month back: an old alert does not mail a backlog', () => {
    expect(updatesSince({ lastSentAt: null, createdAt: at('2025-01-01T00:00:00Z') }, now).getTime()).toBe(now.getTime() - MAX_LOOKBACK_MS);
  });
});
