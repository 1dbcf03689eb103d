/**
 * SPEC §3 cookies gaVisit and gaRegisteredVisit (meaning decided in docs/browser.md): each holds
 * "<visitNumber>.<lastActivityEpochSeconds>". A visit ends after 30 minutes without a page
 * (Google Analytics' session rule), so the next page starts visit number + 1. gaVisit counts
 * every visit of this browser; gaRegisteredVisit only the visits made while a lead is signed in.
 * The company's tag (gtag or Tag Manager) hears of each new visit once, through the dataLayer.
 */
import { readCookie, writeCookie } from './cookies';

export const VISIT_COOKIE = 'gaVisit';
export const REGISTERED_VISIT_COOKIE = 'gaRegisteredVisit';
/** Google Analytics' session time-out: 30 minutes without activity ends a visit. */
export const VISIT_TIMEOUT_S = 30 * 60;
const MAX_VISITS = 1_000_000;

export interface Visit {
  number: number;
  /** Seconds since the epoch of the last page seen in this visit. */
  lastActivity: number;
}

/** A cookie's value as a visit, or null when absent or not ours ("3.1764150000"). */
export function parseVisit(value: string | null): Visit | null {
  const m = value === null ? null : /^(\d{1,7})\.(\d{1,12})$/.exec(value);
  if (!m) return null;
  const number = Number(m[1]);
  return number >= 1 ? { number, lastActivity: Number(m[2]) } : null;
}

export const formatVisit = (visit: Visit): string => `${visit.number}.${visit.lastActivity}`;

/**
 * This page's visit, given the cookie's: the same visit within 30 minutes of the last page
 * (a clock set back counts as the same visit), else the next one; the first visit is 1.
 */
export function touchVisit(previous: Visit | null, nowSeconds: number): { visit: Visit; isNew: boolean } {
  if (previous && nowSeconds - previous.lastActivity < VISIT_TIMEOUT_S) {
    return { visit: { number: previous.number, lastActivity: Math.max(previous.lastActivity, nowSeconds) }, isNew: false };
  }
  const number = previous ? Math.min(previous.number + 1, MAX_VISITS) : 1;
  return { visit: { number, lastActivity: nowSeconds }, isNew: true };
}

/** What the company's tag hears of a new visit. */
export interface VisitEvent {
  event: 'visit' | 'registered_visit';
  visit_number: number;
  returning_visitor: boolean;
}

/** Reads, moves on and writes one visit cookie (SPEC §3: 10 years, SameSite lax); the event when a new visit began. */
export function recordVisit(cookie: string, event: VisitEvent['event'], nowSeconds: number): VisitEvent | null {
  const { visit, isNew } = touchVisit(parseVisit(readCookie(cookie)), nowSeconds);
  writeCookie(cookie, formatVisit(visit));
  return isNew ? { event, visit_number: visit.number, returning_visitor: visit.number > 1 } : null;
}

/** Which tag reads the dataLayer: Tag Manager takes plain objects; gtag.js only its own gtag() calls. */
export type VisitTag = 'gtm' | 'gtag';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** gtag()'s own shape: an arguments object (gtag.js ignores plain arrays and objects). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the values are read through `arguments`
function gtagArguments(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}

/**
 * Pushes a visit event for the page's tag, queued in the dataLayer so it counts even before the
 * lazily loaded tag arrives. With Tag Manager on, its container decides what to send (a gtag
 * event as well would count twice in an Analytics property it forwards to).
 */
export function pushVisitEvent(event: VisitEvent, tag: VisitTag, win: DataLayerWindow = window): void {
  win.dataLayer = win.dataLayer ?? [];
  if (tag === 'gtm') win.dataLayer.push({ ...event });
  else win.dataLayer.push(gtagArguments('event', event.event, { visit_number: event.visit_number, returning_visitor: event.returning_visitor }));
}

/** One page: gaVisit always, gaRegisteredVisit when a lead is signed in; a new visit of either is pushed. */
export function trackVisits(options: { signedIn: boolean; tag: VisitTag; nowSeconds?: number }): VisitEvent[] {
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  const events = [recordVisit(VISIT_COOKIE, 'visit', now), options.signedIn ? recordVisit(REGISTERED_VISIT_COOKIE, 'registered_visit', now) : null].filter(
    (e): e is VisitEvent => e !== null,
  );
  for (const event of events) pushVisitEvent(event, options.tag);
  return events;
}
