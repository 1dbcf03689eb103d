/**
 * The calendar's input (issue 15): the range of `GET /api/crm/calendar`, a showing's create and
 * move bodies, and the availability body. Plain module (zod only), so the UI can share limits.
 */
import { z } from 'zod';
import { minuteOf } from '@/lib/calendar/availability';
import { instant, rowId, safeText } from '@/lib/http/input';
import { INT4_MAX } from '@/lib/http/ids';
import { MAX_RANGE_DAYS } from './calendar-types';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (text: string) => {
  if (!DAY_RE.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text && at.getUTCFullYear() >= 1970;
};

/** A calendar date YYYY-MM-DD that exists (from 1970). */
export const calendarDate = () => z.string({ error: 'must be a date, YYYY-MM-DD' }).refine(validDay, { error: 'must be a date, YYYY-MM-DD' });

/** A range end: a date (midnight in the company's time zone, resolved by the service) or an ISO moment. */
const rangeEnd = () =>
  z.string({ error: 'must be a date (YYYY-MM-DD) or a date and time with its offset' }).refine((v) => validDay(v) || instant().safeParse(v).success, {
    error: 'must be a date (YYYY-MM-DD) or a date and time with its offset',
  });

const idText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: 'must be an agent id' })
  .transform(Number)
  .refine((n) => n <= INT4_MAX, { error: 'must be an agent id' });

/** GET /api/crm/calendar?from=&to=&agentId= (the range's size is checked once both are moments). */
export const calendarQuery = z.object({
  from: rangeEnd(),
  to: rangeEnd(),
  agentId: idText.optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuery>;

export const MAX_RANGE_MS = MAX_RANGE_DAYS * 86_400_000;

/** POST /api/crm/showings. */
export const showingCreateBody = z.object({
  leadId: rowId(),
  propertyId: rowId(),
  start: instant(),
  agentId: rowId().optional(),
});
/** PATCH /api/crm/showings/{id}: a new time, a new status, or both. */
export const SHOWING_PATCH_STATUSES = ['requested', 'confirmed', 'cancelled', 'done'] as const;
export const showingPatchBody = z
  .object({
    start: instant().optional(),
    status: z.enum(SHOWING_PATCH_STATUSES, { error: `must be one of ${SHOWING_PATCH_STATUSES.join(', ')}` }).optional(),
  })
  .refine((b) => b.start !== undefined || b.status !== undefined, { error: 'give start or status', path: ['start'] });

const time = () => z.string({ error: 'must be a time such as 09:30' }).refine((v) => minuteOf(v) !== null, { error: 'must be a time such as 09:30' });

/** PUT /api/crm/availability (agentId in the query, for managers). */
export const availabilityBody = z.object({
  weekly: z
    .array(z.object({ weekday: z.number({ error: 'must be 0 (Sunday) to 6 (Saturday)' }).int({ error: 'must be 0 (Sunday) to 6 (Saturday)' }).min(0, { error: 'must be 0 (Sunday) to 6 (Saturday)' }).max(6, { error: 'must be 0 (Sunday) to 6 (Saturday)' }), start: time(), end: time() }), { error: 'must be a list of {weekday, start, end}' })
    .max(70, { error: 'at most 70 ranges' }),
  daysOff: z
    .array(z.object({ date: calendarDate(), endDate: calendarDate().optional(), note: safeText(200).optional() }), { error: 'must be a list of {date, endDate?, note?}' })
    .max(200, { error: 'at most 200 days off' }),
});
export type AvailabilityBody = z.infer<typeof availabilityBody>;

export const agentIdQuery = z.object({ agentId: idText.optional() });
