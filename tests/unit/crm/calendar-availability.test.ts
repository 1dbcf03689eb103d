import { bookableRanges, minuteOf, timeOf, weekdayOf, weeklyProblems } from '@/lib/calendar/availability';
import { parseCalendarUrl } from '@/components/crm/calendar/calendar-url';
import { activityWords } from '@/lib/crm/activity-words';
import { daySlots, zonedTime } from '@/lib/property/schedule';

const NY = 'America/New_York';
const h = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('times of day', () => {
  test('"HH:MM" to minutes and back; 24:00 ends a day; anything else is null', () => {
    expect(minuteOf('09:30')).toBe(570);
    expect(minuteOf('00:00')).toBe(0);
    expect(minuteOf('24:00')).toBe(1440);
    for (const bad of ['9:30', '24:30', '12:60', '', 'ab:cd', '09:30:00', '25:00']) expect(minuteOf(bad)).toBeNull();
    expect(timeOf(570)).toBe('09:30');
    expect(timeOf(1440)).toBe('24:00');
  });
});

describe('weekly hours', () => {
  test('ranges on the half hour, start before end, no overlap within a day', () => {
    expect(weeklyProblems([{ weekday: 1, start: h(9), end: h(12) }, { weekday: 1, start: h(13), end: h(17, 30) }, { weekday: 2, start: h(9), end: h(17) }])).toEqual([]);
    // Touching ranges do not overlap.
    expect(weeklyProblems([{ weekday: 1, start: h(9), end: h(12) }, { weekday: 1, start: h(12), end: h(13) }])).toEqual([]);
    expect(weeklyProblems([{ weekday: 1, start: h(9, 15), end: h(12) }])).toEqual([{ index: 0, field: 'start', message: expect.stringMatching(/half hour/) }]);
    expect(weeklyProblems([{ weekday: 1, start: h(9), end: h(12, 10) }])).toEqual([{ index: 0, field: 'end', message: expect.stringMatching(/half hour/) }]);
    expect(weeklyProblems([{ weekday: 1, start: h(12), end: h(9) }])).toEqual([{ index: 0, field: 'end', message: 'must be after the start' }]);
    expect(weeklyProblems([{ weekday: 1, start: h(12), end: h(12) }])[0]?.field).toBe('end');
    const overlap = weeklyProblems([{ weekday: 3, start: h(13), end: h(17) }, { weekday: 3, start: h(9), end: h(13, 30) }]);
    expect(overlap).toEqual([{ index: 0, field: 'start', message: 'overlaps 09:00–13:30 that day' }]);
    // The same hours on different days are fine.
    expect(weeklyProblems([{ weekday: 1, start: h(9), end: h(17) }, { weekday: 2, start: h(9), end: h(17) }])).toEqual([]);
  });

  test('the ranges of a day: the default without hours, none on a day off, the weekday’s own otherwise', () => {
    const thursday = { year: 2026, month: 11, day: 26 };
    expect(weekdayOf(thursday)).toBe(4);
    expect(bookableRanges(thursday, null, [])).toEqual([{ start: h(9), end: h(18) }]);
    const week = [{ weekday: 4, start: h(13), end: h(17) }, { weekday: 4, start: h(9), end: h(12) }, { weekday: 5, start: h(10), end: h(14) }];
    expect(bookableRanges(thursday, week, [])).toEqual([{ start: h(9), end: h(12) }, { start: h(13), end: h(17) }]);
    expect(bookableRanges({ year: 2026, month: 11, day: 29 }, week, [])).toEqual([]); // a Sunday without hours
    expect(bookableRanges(thursday, week, [{ firstDay: '2026-11-25', lastDay: '2026-11-27' }])).toEqual([]);
    expect(bookableRanges(thursday, null, [{ firstDay: '2026-11-26', lastDay: '2026-11-26' }])).toEqual([]);
    expect(bookableRanges(thursday, week, [{ firstDay: '2026-11-27', lastDay: '2026-11-30' }])).toHaveLength(2);
  });
});

describe('slots from hours', () => {
  const before = new Date('2026-01-01T00:00:00Z');
  test('half-hour slots inside each range, in the zone’s wall-clock time', () => {
    const day = { year: 2026, month: 11, day: 26 };
    const slots = daySlots(day, NY, [], before, [{ start: h(9), end: h(10) }, { start: h(13), end: h(14, 30) }]);
    expect(slots.map((s) => s.start)).toEqual(['2026-11-26T14:00:00.000Z', '2026-11-26T14:30:00.000Z', '2026-11-26T18:00:00.000Z', '2026-11-26T18:30:00.000Z', '2026-11-26T19:00:00.000Z']);
    // No ranges (a day off): no slots. The default is the old 9–18.
    expect(daySlots(day, NY, [], before, [])).toEqual([]);
    expect(daySlots(day, NY, [], before)).toHaveLength(18);
  });

  test('daylight saving: on the spring-forward day 2:00–3:00 does not exist and nothing is offered twice; autumn’s slots are an hour longer apart in UTC', () => {
    const spring = { year: 2026, month: 3, day: 8 };
    const slots = daySlots(spring, NY, [], before, [{ start: h(1), end: h(4) }]);
    const starts = slots.map((s) => s.start);
    expect(new Set(starts).size).toBe(starts.length);
    expect(starts[0]).toBe('2026-03-08T06:00:00.000Z'); // 1:00 EST
    expect(starts).toContain('2026-03-08T07:00:00.000Z'); // 3:00 EDT
    expect(slots.length).toBeLessThan(6);
    const autumn = daySlots({ year: 2026, month: 11, day: 1 }, NY, [], before, [{ start: h(9), end: h(10) }]);
    expect(autumn.map((s) => s.start)).toEqual(['2026-11-01T14:00:00.000Z', '2026-11-01T14:30:00.000Z']); // EST again
    expect(zonedTime(spring, 9, 0, NY).toISOString()).toBe('2026-03-08T13:00:00.000Z'); // EDT
  });
});

describe('the calendar URL', () => {
  test('view, date and agent parse leniently', () => {
    expect(parseCalendarUrl({ view: 'week', date: '2026-11-26', agentId: '7' })).toEqual({ view: 'week', date: '2026-11-26', agentId: 7 });
    expect(parseCalendarUrl({ view: 'year', date: '2026-02-30', agentId: '0' })).toEqual({ view: null, date: null, agentId: null });
    expect(parseCalendarUrl({ view: ['day', 'week'], date: undefined })).toEqual({ view: null, date: null, agentId: null });
    expect(parseCalendarUrl({ view: 'toString' }).view).toBeNull();
  });
});

describe('showing activities in words', () => {
  test('a lead’s request, an agent’s booking, a move and a status change', () => {
    const property = { address: '1 Main St' };
    expect(activityWords({ type: 'lead-request-showing', data: { showingId: 1, requestedFor: '2026-11-27T15:00:00Z' }, property })).toBe('Requested a showing of 1 Main St for Fri, Nov 27, 10:00 AM');
    expect(activityWords({ type: 'lead-request-showing', data: { showingId: 1, requestedFor: '2026-11-27T15:00:00Z', scheduledBy: 3 }, property })).toBe('Showing of 1 Main St booked for Fri, Nov 27, 10:00 AM');
    expect(activityWords({ type: 'lead-request-showing', data: { showingId: 1, requestedFor: '2026-11-27T16:00:00Z', from: '2026-11-27T15:00:00Z', scheduledBy: 3 }, property })).toBe('Showing of 1 Main St moved from Fri, Nov 27, 10:00 AM to Fri, Nov 27, 11:00 AM');
    expect(activityWords({ type: 'lead-request-showing', data: { showingId: 1, requestedFor: '2026-11-27T15:00:00Z', scheduledBy: 3, status: 'cancelled', statusFrom: 'confirmed' } })).toBe('Showing on Fri, Nov 27, 10:00 AM cancelled');
    expect(activityWords({ type: 'lead-request-showing', data: { scheduledBy: 3, requestedFor: 'nonsense' } })).toBe('Showing booked');
  });
});
