import { createFormatter, createTranslator } from 'next-intl';
import { formats } from '@/i18n/formats';
import { formatDay, formatMoment, formatTimeRange } from '@/lib/format/listing';
import { formatter, formatCount, formatPrice } from '@/lib/format/formatter';
import { timeAgo } from '@/lib/format/time-ago';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';

const space = (s: string) => s.replace(/\s/g, ' ');

describe('the site formats (i18n/formats.ts), English', () => {
  it('prices are whole dollars with comma thousands', () => {
    expect(formatPrice(1_250_000)).toBe('$1,250,000');
    expect(formatPrice(1_250_000.5)).toBe('$1,250,001');
    expect(formatter.number(1234.5, 'money')).toBe('$1,234.50');
  });

  it('counts have comma thousands (SPEC §9) and at most two decimals', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(2.5)).toBe('2.5');
    expect(formatCount(0.125)).toBe('0.13');
  });

  it('days, CRM times, moments and open-house ranges read as before', () => {
    expect(formatDay(formatter, '2026-11-20')).toBe('Nov 20, 2026');
    expect(formatDay(formatter, 'soon')).toBe('soon');
    expect(space(formatter.dateTime(new Date('2026-11-25T14:00:00Z'), 'crmTime'))).toBe('Nov 25, 9:00 AM');
    expect(space(formatMoment(formatter, '2026-11-26T02:00:00Z', COMPANY_TIME_ZONE))).toBe('Nov 25, 2026, 9:00 PM');
    expect(space(formatter.dateTime(new Date('2026-11-25T14:00:00Z'), 'utcMoment'))).toBe('Nov 25, 2026, 2:00 PM UTC');
    expect(space(formatTimeRange(formatter, '2026-11-28T18:00:00Z', '2026-11-28T20:00:00Z', COMPANY_TIME_ZONE))).toBe('Saturday, November 28, 1:00 – 3:00 PM');
  });
});

describe('a second locale is a catalogue away', () => {
  // The same formats and code; only the locale and a (tiny) catalogue change.
  const de = createFormatter({ locale: 'de', formats, timeZone: COMPANY_TIME_ZONE });
  const deMessages = {
    TimeAgo: {
      justNow: 'gerade eben',
      ago: { min: 'vor {count} Min.', hour: 'vor {count, plural, one {# Stunde} other {# Stunden}}', day: 'vor {count, plural, one {# Tag} other {# Tagen}}', mo: 'vor {count} Mon.', yr: 'vor {count} J.' },
      in: { min: 'in {count} Min.', hour: 'in {count} Std.', day: 'in {count} T.', mo: 'in {count} Mon.', yr: 'in {count} J.' },
      for: { min: '{count} Min.', hour: '{count} Std.', day: '{count} T.', mo: '{count} Mon.', yr: '{count} J.' },
    },
  };
  const t = createTranslator({ locale: 'de', messages: deMessages, namespace: 'TimeAgo' });

  it('numbers, prices and days follow the locale', () => {
    expect(de.number(1234, 'count')).toBe('1.234');
    expect(space(de.number(1_250_000, 'price'))).toBe('1.250.000 $');
    expect(formatDay(de, '2026-11-20')).toBe('20. Nov. 2026');
  });

  it('time ago comes from the catalogue', () => {
    const now = Date.parse('2026-11-25T15:00:00Z');
    expect(timeAgo(t, '2026-11-25T12:00:00Z', now)).toBe('vor 3 Stunden');
    expect(timeAgo(t, '2026-11-24T15:00:00Z', now)).toBe('vor 1 Tag');
    expect(timeAgo(t, '2026-11-25T14:59:30Z', now)).toBe('gerade eben');
  });
});
