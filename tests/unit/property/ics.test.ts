import { openHouseIcs } from '@/lib/property/ics';

describe('open house calendar file', () => {
  it('is an RFC 5545 event in UTC with escaped text', () => {
    const ics = openHouseIcs(
      { uid: 'open-house-7@localhost', startsAt: '2026-11-28T17:00:00.000Z', endsAt: '2026-11-28T19:00:00.000Z', title: 'Open house: 1 Main St, Riverhead; NY', location: '1 Main St, Riverhead, NY', url: 'https://localhost/homedetails/1-main-st/7' },
      new Date('2026-11-22T00:00:00.000Z'),
    );
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261128T170000Z');
    expect(lines).toContain('DTEND:20261128T190000Z');
    expect(lines).toContain('DTSTAMP:20261122T000000Z');
    expect(lines).toContain('SUMMARY:Open house: 1 Main St\\, Riverhead\\; NY');
    expect(lines[lines.length - 1]).toBe('END:VCALENDAR');
  });
});
