import { createTranslator } from 'next-intl';
import { timeAgo, timeAgoParts, timeSpan } from '@/lib/format/time-ago';
import messages from '@/messages/en.json';

// SPEC §9: "Time-ago units: min, hour, day, mo, yr." The words come from the catalogue.
const t = createTranslator({ locale: 'en', messages, namespace: 'TimeAgo' });
const now = Date.parse('2026-11-25T15:00:00Z');
const S = 1000;
const MIN = 60 * S;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (msAgo: number) => new Date(now - msAgo).toISOString();
const ago = (msAgo: number) => timeAgo(t, at(msAgo), now);

describe('time ago in SPEC §9 units', () => {
  it('says "just now" under a minute, minutes from 60 s', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(59 * S)).toBe('just now');
    expect(ago(60 * S)).toBe('1 min ago');
    expect(ago(5 * MIN + 59 * S)).toBe('5 min ago');
    expect(ago(59 * MIN)).toBe('59 min ago');
  });

  it('says hours from 60 min to 23 h, singular and plural', () => {
    expect(ago(HOUR)).toBe('1 hour ago');
    expect(ago(3 * HOUR)).toBe('3 hours ago');
    expect(ago(23 * HOUR + 59 * MIN)).toBe('23 hours ago');
  });

  it('says days from 24 h to 29 days (no weeks)', () => {
    expect(ago(DAY)).toBe('1 day ago');
    expect(ago(2 * DAY)).toBe('2 days ago');
    expect(ago(14 * DAY)).toBe('14 days ago');
    expect(ago(29 * DAY + 23 * HOUR)).toBe('29 days ago');
  });

  it('says mo from 30 days to 11 months, yr from 12 months', () => {
    expect(ago(30 * DAY)).toBe('1 mo ago');
    expect(ago(4 * 30.5 * DAY)).toBe('4 mo ago');
    expect(ago(335 * DAY)).toBe('11 mo ago');
    expect(ago(364 * DAY)).toBe('11 mo ago');
    expect(ago(365 * DAY)).toBe('1 yr ago');
    expect(ago(3 * 365 * DAY + DAY)).toBe('3 yr ago');
  });

  it('says future moments with "in"', () => {
    expect(timeAgo(t, at(-30 * S), now)).toBe('just now');
    expect(timeAgo(t, at(-5 * MIN), now)).toBe('in 5 min');
    expect(timeAgo(t, at(-HOUR), now)).toBe('in 1 hour');
    expect(timeAgo(t, at(-3 * DAY), now)).toBe('in 3 days');
    expect(timeAgo(t, at(-60 * DAY), now)).toBe('in 1 mo');
    expect(timeAgo(t, at(-2 * 365 * DAY), now)).toBe('in 2 yr');
  });

  it('says nothing for an unreadable time', () => {
    expect(timeAgo(t, 'not a time', now)).toBe('');
    expect(timeAgoParts('not a time', now)).toBeNull();
  });

  it('spans without "ago" (how long an inbox item waits), at least a minute', () => {
    expect(timeSpan(t, at(10 * S), now)).toBe('1 min');
    expect(timeSpan(t, at(-MIN), now)).toBe('1 min');
    expect(timeSpan(t, at(2 * HOUR), now)).toBe('2 hours');
    expect(timeSpan(t, at(45 * DAY), now)).toBe('1 mo');
  });

  it('uses thousands separators in counts (SPEC §9)', () => {
    expect(ago(1234 * 365 * DAY)).toBe('1,234 yr ago');
  });
});
