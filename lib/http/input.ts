/**
 * The zod pieces every API schema builds from (DESIGN §13 Input): numbers are range-checked
 * to what their column holds before any SQL sees them (no int4 overflow reaches the
 * database: it would answer an error, and we a 500), and text refuses NUL and lone
 * surrogates. route() also refuses such text anywhere in a request (lib/text/safe-text.ts);
 * the schemas say it again so a schema used on its own is as strict.
 */
import { z } from 'zod';
import { MAX_PRICE } from '@/lib/filters/limits';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@/lib/text/safe-text';
import { INT4_MAX, parseRowId } from './ids';
import { formatCount } from '@/lib/format/formatter';

export { INT4_MAX };

/** A whole number from min to max (both within int4 unless the caller knows better), one message for every way to miss. */
export function wholeNumber(min: number, max: number, what = 'a whole number') {
  const error = `must be ${what} from ${formatCount(min)} to ${formatCount(max)}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A row id in a body (a listing, an agent …): a positive int4, as the id columns hold. */
export const rowId = () => wholeNumber(1, INT4_MAX, 'an id');

/** A price in whole dollars, as the int4 price columns hold (the search's limit too). */
export const price = () => wholeNumber(0, MAX_PRICE, 'a price in whole dollars');

/** Text the database can store, at most `max` characters (no max: the 100 kB body limit bounds it). */
export function safeText(max?: number) {
  const text = z.string({ error: 'must be text' });
  return (max === undefined ? text : text.max(max, { error: `must be at most ${formatCount(max)} characters` })).refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE });
}

const EARLIEST_INSTANT = Date.UTC(1970, 0, 1);
const LATEST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * A moment as ISO 8601 with its offset, from 1970 to 9999 in UTC: PostgreSQL has no year 0
 * (`0000-01-01T00:00:00Z` passes the ISO check and would reach it), and no caller needs earlier.
 */
export function instant() {
  const error = 'must be a date and time such as 2026-11-25T09:00:00Z, from 1970 to 9999';
  return z.iso.datetime({ offset: true, error }).refine((value) => {
    const at = Date.parse(value);
    return at >= EARLIEST_INSTANT && at <= LATEST_INSTANT;
  }, { error });
}

/**
 * A row id from a path segment (`/api/crm/leads/{id}`): plain digits naming a positive int4,
 * parsed to a number. route()'s `params` option turns a failure into a 404, as for any path
 * that names nothing.
 */
export const pathId = () =>
  z.string().transform((text, ctx) => {
    const id = parseRowId(text);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'must be an id' });
      return z.NEVER;
    }
    return id;
  });

/** A path segment taken as it is (a feed's name, an action), for services that decide what it names. */
export const pathText = () => z.string();
