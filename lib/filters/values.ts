/**
 * Checks of single values, shared by parseSearchParams (strict: a bad value is an error for
 * its key) and cleanQuery (lenient: a bad value is dropped), so both accept exactly the same.
 */
import { MAX_TEXT_LENGTH, MAX_VALUES, RATING_WEIGHTS } from './limits';
import { formatNumber, roundTo } from './numbers';
import { NUMBER_SPECS, type NumberKey } from './query-keys';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** A plain object (or array) whose fields can be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
export const fail = <T>(error: string): Checked<T> => ({ ok: false, error });

/** Range, whole-number rule and rounding of a numeric key (NUMBER_SPECS). */
export function checkNumber(key: NumberKey, n: unknown): Checked<number> {
  const spec = NUMBER_SPECS[key];
  if (typeof n !== 'number' || !Number.isFinite(n)) return fail(`${key} must be a number`);
  if (spec.special !== undefined && n === spec.special) return ok(n);
  if (spec.decimals === 0 && !Number.isInteger(n)) return fail(`${key} must be a whole number`);
  const value = roundTo(n, spec.decimals);
  if (value < spec.min || value > spec.max) {
    const range = `between ${formatNumber(spec.min, spec.decimals)} and ${formatNumber(spec.max, spec.decimals)}`;
    return fail(`${key} must be ${spec.special === undefined ? range : `${spec.special} or ${range}`}`);
  }
  return ok(value);
}

/** Control characters and lone surrogates cannot be printed in a URL or logged safely. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A text value: trimmed; empty is no value (null); too long or unprintable is an error. */
export function checkText(key: string, value: unknown): Checked<string | null> {
  if (typeof value !== 'string') return fail(`${key} values must be text`);
  const text = value.trim();
  if (text === '') return ok(null);
  if (text.length > MAX_TEXT_LENGTH) return fail(`${key} values must be at most ${MAX_TEXT_LENGTH} characters`);
  if (CONTROL.test(text) || !text.isWellFormed()) return fail(`${key} contains characters that are not allowed`);
  return ok(text);
}

/** Property type and status codes, as company settings define them (lib/tenancy/settings-schema). */
const CODE = /^[a-z0-9_-]{1,20}$/;

export function checkCode(key: string, value: unknown): Checked<string | null> {
  if (typeof value !== 'string') return fail(`${key} values must be codes`);
  const code = value.trim().toLowerCase();
  if (code === '') return ok(null);
  return CODE.test(code) ? ok(code) : fail(`${key} values must be codes of letters, digits, - or _`);
}

/** SPEC §9 rating weights only. */
export function checkWeight(key: string, value: unknown): Checked<number | null> {
  return typeof value === 'number' && (RATING_WEIGHTS as readonly number[]).includes(value)
    ? ok(value)
    : fail(`${key} values must be among ${RATING_WEIGHTS.join(', ')}`);
}

/**
 * Checks every item, drops empty ones and duplicates (first one wins). Strict: the first
 * bad item, or more than MAX_VALUES values, is the key's error. Lenient: bad items are
 * dropped and the list is cut to MAX_VALUES.
 */
export function checkList<V>(
  key: string,
  items: readonly unknown[],
  check: (key: string, item: unknown) => Checked<V | null>,
  strict: boolean,
): Checked<V[]> {
  const values: V[] = [];
  for (const item of items) {
    const checked = check(key, item);
    if (!checked.ok) {
      if (strict) return checked;
      continue;
    }
    if (checked.value !== null && !values.includes(checked.value)) values.push(checked.value);
  }
  if (values.length > MAX_VALUES) return strict ? fail(`${key} takes at most ${MAX_VALUES} values`) : ok(values.slice(0, MAX_VALUES));
  return ok(values);
}

/** Rating weights in canonical order, best first (so equal searches print alike). */
export function sortWeights(weights: readonly number[]): number[] {
  return [...weights].sort((a, b) => b - a);
}

/** A flag: 1/0/true/false (SPEC §2 favorite=1); false is the same as absent. */
export function parseFlag(key: string, text: string): Checked<boolean | null> {
  const value = text.trim().toLowerCase();
  if (value === '') return ok(null);
  if (value === '1' || value === 'true') return ok(true);
  if (value === '0' || value === 'false') return ok(false);
  return fail(`${key} must be 1, 0, true or false`);
}
