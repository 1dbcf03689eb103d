import type { EAlertFrequency } from '@/lib/db/schema/leads';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Calendar months later, in UTC, on the same day or the month's last day (Jan 31 → Feb 28). */
function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * When an alert is next due after a send (or, never sent, after its creation), by SPEC §9's
 * frequencies: `instantly` at once (every run of the job), `twice_a_week` every three and a
 * half days, `twice_a_month` halfway to the same day next month, `monthly` on that day.
 * `never` is never due: null.
 */
export function nextDueAt(frequency: EAlertFrequency, from: Date): Date | null {
  switch (frequency) {
    case 'never':
      return null;
    case 'instantly':
      return new Date(from);
    case 'daily':
      return new Date(from.getTime() + DAY_MS);
    case 'twice_a_week':
      return new Date(from.getTime() + 3.5 * DAY_MS);
    case 'weekly':
      return new Date(from.getTime() + 7 * DAY_MS);
    case 'twice_a_month':
      return new Date(from.getTime() + (addMonths(from, 1).getTime() - from.getTime()) / 2);
    case 'monthly':
      return addMonths(from, 1);
  }
}

export interface AlertTiming {
  frequency: EAlertFrequency;
  lastSentAt: Date | null;
  nextDueAt: Date | null;
  createdAt: Date;
}

/**
 * The moment an alert is due. A stored next_due_at wins (whoever changes the frequency
 * clears it); without one it follows from the last send, or the alert's creation.
 */
export function dueAt(alert: AlertTiming): Date | null {
  if (alert.frequency === 'never') return null;
  return alert.nextDueAt ?? nextDueAt(alert.frequency, alert.lastSentAt ?? alert.createdAt);
}

export function isDue(alert: AlertTiming, now: Date): boolean {
  const due = dueAt(alert);
  return due !== null && due.getTime() <= now.getTime();
}

/** Updates older than this are not news: an alert silent for months does not mail a backlog. */
export const MAX_LOOKBACK_MS = 31 * DAY_MS;
/**
 * Listings written while the previous run was reading may carry a modification time just
 * before it: each run looks back this far past the last send. Updates already mailed are
 * skipped by their change key, so the overlap never mails anything twice.
 */
export const LOOKBACK_OVERLAP_MS = 10 * 60_000;

/** From when updates count for this run: the last send (else the creation), less the overlap, at most a month back. */
export function updatesSince(alert: Pick<AlertTiming, 'lastSentAt' | 'createdAt'>, now: Date): Date {
  const from = (alert.lastSentAt ?? alert.createdAt).getTime() - (alert.lastSentAt ? LOOKBACK_OVERLAP_MS : 0);
  return new Date(Math.max(from, now.getTime() - MAX_LOOKBACK_MS));
}
