/** The dashboard's rows (a plain module: the server service and the client view share it). */
import { dayOf, zonedTime } from '@/lib/property/schedule';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';

/** Today in the company's time zone, as [start, end) instants (a day clocks change is 23 or 25 hours). */
export function todayBounds(now: Date, timeZone = COMPANY_TIME_ZONE): { start: Date; end: Date } {
  const day = dayOf(now, timeZone);
  return { start: zonedTime(day, 0, 0, timeZone), end: zonedTime(day, 24, 0, timeZone) };
}

export interface DashboardLeadRef {
  id: number;
  fullName: string;
}

export interface DashboardPropertyRef {
  id: number;
  address: string;
  url: string;
}

export interface DashboardShowing {
  id: number;
  at: string;
  status: string;
  lead: DashboardLeadRef;
  property: DashboardPropertyRef;
}

export interface DashboardOpenHouse {
  id: number;
  startsAt: string;
  endsAt: string;
  listAgent: string | null;
  property: DashboardPropertyRef;
}

/** A new or hot lead: `at` is when it arrived (new) or turned hot. */
export interface DashboardLead {
  id: number;
  fullName: string;
  stage: string;
  source: string | null;
  at: string;
}

/** An inbox item's wait reads in SPEC §9's units ("3 hours", "2 days": lib/format/time-ago.ts timeSpan); past a day it stands out. */
export const LONG_WAIT_MS = 24 * 3_600_000;
