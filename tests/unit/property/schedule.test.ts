import { dayInRange, daySlots, parseDay, zonedTime } from '@/lib/property/schedule';

const NY = 'America/New_York';

describe('showing schedule', () => {
  it('reads real calendar dates only', () => {
    expect(parseDay('2026-11-23')).toEqual({ year: 2026, month: 11, day: 23 });
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-23', '2026-11-23T10:00', '', 'tomorrow']) expect(parseDay(bad)).toBeNull();
  });
  it('turns New York wall-clock times into UTC, across daylight saving', () => {
    expect(zonedTime({ year: 2026, month: 11, day: 23 }, 9, 0, NY).toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 7, day: 1 }, 9, 0, NY).toISOString()).toBe('2026-07-01T13:00:00.000Z');
    // 2026-11-01 is the autumn change: 9 am is already EST.
    expect(zonedTime({ year: 2026, month: 11, day: 1 }, 9, 30, NY).toISOString()).toBe('2026-11-01T14:30:00.000Z');
  });
  it('half-hour slots from 9 to 6; booked and past ones are not available', () => {
    const day = { year: 2026, month: 11, day: 23 };
    const now = new Date('2026-11-23T15:10:00Z'); // 10:10 am in New York
    const slots = daySlots(day, NY, [new Date('2026-11-23T16:00:00Z')], now);
    expect(slots).toHaveLength(18);
    expect(slots[0]).toEqual({ start: '2026-11-23T14:00:00.000Z', end: '2026-11-23T14:30:00.000Z', available: false });
    expect(slots.find((s) => s.start === '2026-11-23T15:30:00.000Z')?.available).toBe(true);
    expect(slots.find((s) => s.start === '2026-11-23T16:00:00.000Z')?.available).toBe(false);
    expect(slots[17]!.end).toBe('2026-11-23T23:00:00.000Z');
  });
  it('bookable from today to 60 days on, in the zone', () => {
    const now = new Date('2026-11-23T03:00:00Z'); // still 22 Nov in New York
    expect(dayInRange({ year: 2026, month: 11, day: 22 }, NY, now)).toBe(true);
    expect(dayInRange({ year: 2026, month: 11, day: 21 }, NY, now)).toBe(false);
    expect(dayInRange({ year: 2027, month: 1, day: 21 }, NY, now)).toBe(true);
    expect(dayInRange({ year: 2027, month: 1, day: 22 }, NY, now)).toBe(false);
  });
});
