/**
 * An iCalendar event (RFC 5545) for an open house, so a visitor can put it in their calendar.
 * Pure; text is escaped as the format wants (backslash, semicolon, comma, newline).
 */
const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/[;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export interface IcsEvent {
  uid: string;
  startsAt: string;
  endsAt: string;
  title: string;
  location: string;
  url: string;
}

export function openHouseIcs(event: IcsEvent, now: Date): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//listings//open house//EN',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(now.toISOString())}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(event.endsAt)}`,
    `SUMMARY:${escape(event.title)}`,
    `LOCATION:${escape(event.location)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}
