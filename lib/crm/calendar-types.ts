/**
 * The calendar's shapes (DESIGN §9 `GET /api/crm/calendar`, issue 15) and the limits its input
 * is checked against. Plain module: the /calendar client components import it too.
 */
export const CALENDAR_KINDS = ['showing', 'open-house', 'todo'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** The longest range one call returns: a month view with its leading and trailing weeks fits. */
export const MAX_RANGE_DAYS = 62;
/** A showing or a to-do is shown as half an hour (showings are booked in half-hour slots). */
export const EVENT_MINUTES = 30;

export interface CalendarEvent {
  kind: CalendarKind;
  id: number;
  start: string;
  end: string;
  title: string;
  lead: { id: number; name: string } | null;
  property: { id: number; address: string; url: string } | null;
  /** Whose calendar it is on (the showing's agent, the to-do's agent, the list agent). */
  agentId: number;
  /** Showings: requested | confirmed | done; to-dos: open | done; open houses: null. */
  status: string | null;
  /** Whether the caller may move it (their own or, for managers, anyone's to-dos and showings). */
  editable: boolean;
}

export interface AvailabilityRange {
  weekday: number;
  /** "09:00" */
  start: string;
  /** "17:30" */
  end: string;
}
export interface AvailabilityDayOff {
  /** YYYY-MM-DD */
  date: string;
  /** Last day of a range of days off, inclusive; absent for one day. */
  endDate?: string;
  note?: string;
}
export interface Availability {
  agentId: number;
  /** False while the agent never set hours: `weekly` is then the default every /schedule offers. */
  hoursSet: boolean;
  weekly: AvailabilityRange[];
  daysOff: AvailabilityDayOff[];
}
