import { createTranslator } from 'next-intl';
import { LONG_WAIT_MS, todayBounds } from '@/lib/crm/dashboard-types';
import { timeSpan } from '@/lib/format/time-ago';
import messages from '@/messages/en.json';

const todayBoundsFor = (iso: string) => Object.values(todayBounds(new Date(iso))).map((d) => d.toISOString());

const now = Date.parse('2026-11-25T15:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
// The dashboard's wait, as agent-day.tsx says it: SPEC §9's units from the catalogue.
const t = createTranslator({ locale: 'en', messages, namespace: 'TimeAgo' });
const waitText = (at: string, at2: number) => timeSpan(t, at, at2);

describe('waitText: an inbox item’s age', () => {
  it('counts minutes under an hour, hours under a day, days from then', () => {
    expect(waitText(ago(10_000), now)).toBe('1 min');
    expect(waitText(ago(42 * 60_000), now)).toBe('42 min');
    expect(waitText(ago(3 * 3_600_000 + 5), now)).toBe('3 hours');
    expect(waitText(ago(LONG_WAIT_MS - 1), now)).toBe('23 hours');
    expect(waitText(ago(LONG_WAIT_MS), now)).toBe('1 day');
    expect(waitText(ago(2.5 * LONG_WAIT_MS), now)).toBe('2 days');
  });
  it('never goes negative (a clock a little ahead)', () => {
    expect(waitText(new Date(now + 60_000).toISOString(), now)).toBe('1 min');
  });
});

describe('today in the company time zone', () => {
  it('runs from local midnight to the next, across daylight saving', () => {
    expect(todayBoundsFor('2026-11-25T15:00:00Z')).toEqual(['2026-11-25T05:00:00.000Z', '2026-11-26T05:00:00.000Z']);
    // 03:00 UTC is still the evening before in New York.
    expect(todayBoundsFor('2026-11-26T03:00:00Z')).toEqual(['2026-11-25T05:00:00.000Z', '2026-11-26T05:00:00.000Z']);
    // The day clocks go back is 25 hours long.
    expect(todayBoundsFor('2026-11-01T12:00:00Z')).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
  });
});
