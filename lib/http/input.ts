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
import { INT4_MAX } from './ids';

export { INT4_MAX };

/** A whole number from min to max (both within int4 unless the caller knows better), one message for every way to miss. */
export function wholeNumber(min: number, max: number, what = 'a whole number') {
  const error = `must be ${what} from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A row id in a body (a listing, an agent …): a positive int4, as the id columns hold. */
export const rowId = () => wholeNumber(1, INT4_MAX, 'an id');

/** A price in whole dollars, as the int4 price columns hold (the search's limit too). */
export const price = () => wholeNumber(0, MAX_PRICE, 'a price in whole dollars');

/** Text the database can store, at most `max` characters (no max: the 100 kB body limit bounds it). */
export function safeText(max?: number) {
  const text = z.string({ error: 'must be text' });
  return (max === undefined ? text : text.max(max, { error: `must be at most ${max.toLocaleString('en-US')} characters` })).refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE });
}
