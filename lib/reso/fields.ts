/**
 * Reading RESO Data Dictionary values the way feeds really send them: numbers as numbers or as
 * text ("3", "1,250"), lists as JSON arrays or comma text, yes/no as booleans or "Y"/"N", dates
 * as ISO 8601 text. Plain and pure: the mapping calls these for every field of every record, so
 * they avoid allocating where they can.
 */

/** A value that is present but cannot be read as the type asked for. */
export const BAD = Symbol('bad value');
export type Bad = typeof BAD;

const NUMBER_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/** null: absent (undefined, null, blank); BAD: present but not a finite number. */
export function toNumber(value: unknown): number | null | Bad {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : BAD;
  if (typeof value !== 'string') return BAD;
  let text = value.trim();
  if (text === '') return null;
  // "$450,000" and "1,250" are how people type numbers into MLS forms.
  if (text.includes(',') || text.startsWith('$')) text = text.replace(/^\$/, '').replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (!NUMBER_TEXT.test(text)) return BAD;
  const n = Number(text);
  return Number.isFinite(n) ? n : BAD;
}

/** Text of a field: strings trimmed (blank is absent), numbers written out; anything else BAD. */
export function toText(value: unknown): string | null | Bad {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? null : text;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : BAD;
  return BAD;
}

/** A yes/no field: true/false, "Y"/"N", "Yes"/"No", "true"/"false", 1/0. */
export function toYesNo(value: unknown): boolean | null | Bad {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return BAD;
  switch (value.trim().toLowerCase()) {
    case '': return null;
    case 'y': case 'yes': case 'true': case '1': return true;
    case 'n': case 'no': case 'false': case '0': return false;
    default: return BAD;
  }
}

const EMPTY: readonly string[] = [];

/** A multi-select lookup (RESO "String List"): an array of strings, or comma-separated text. */
export function toList(value: unknown): readonly string[] {
  if (value === undefined || value === null) return EMPTY;
  const out: string[] = [];
  const add = (item: string) => {
    const text = item.trim();
    if (text !== '') out.push(text);
  };
  if (typeof value === 'string') {
    for (const item of value.split(',')) add(item);
  } else if (Array.isArray(value)) {
    for (const item of value) if (typeof item === 'string') add(item);
  }
  return out;
}

/**
 * A lookup value reduced to lower-case letters and digits, so "Central Air", "CentralAir" and
 * "central air" (the display name, the OData enum name and a careless feed) all compare equal.
 */
export function lookupKey(value: string): string {
  let key = lookupKeys.get(value);
  if (key === undefined) {
    key = value.toLowerCase().replace(/[^a-z0-9]/g, '');
    // Lookup values repeat across a feed's records ("Central Air" 100k times): remember them,
    // within a bound, so free text in a lookup field cannot grow the cache without end.
    if (lookupKeys.size >= LOOKUP_CACHE_MAX) lookupKeys.clear();
    lookupKeys.set(value, key);
  }
  return key;
}

const LOOKUP_CACHE_MAX = 5_000;
const lookupKeys = new Map<string, string>();

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
/** Dates outside these years are typing mistakes (a ListingContractDate in 0202 or 9999). */
const MIN_YEAR = 1800;
const MAX_YEAR = 2200;

/**
 * An ISO 8601 date or timestamp as a Date. A timestamp without a zone is read as UTC (the RESO
 * Web API sends UTC; a local-time reading would depend on the server's zone). Only ISO text is
 * accepted: Date.parse would also take "05/01/24" and guess at its meaning.
 */
export function toTimestamp(value: unknown): Date | null | Bad {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return BAD;
  const text = value.trim();
  if (text === '') return null;
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return BAD;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return BAD;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return BAD;
  let iso = m[4] === undefined ? `${m[1]}-${m[2]}-${m[3]}T00:00:00Z` : text[10] === ' ' ? `${text.slice(0, 10)}T${text.slice(11)}` : text;
  if (m[4] !== undefined && m[8] === undefined) iso += 'Z';
  const time = Date.parse(iso);
  return Number.isFinite(time) ? new Date(time) : BAD;
}

/** A calendar date (CloseDate) as 'YYYY-MM-DD'; a timestamp gives its UTC date. */
export function toDateOnly(value: unknown): string | null | Bad {
  const at = toTimestamp(value);
  if (at === null || at === BAD) return at;
  return at.toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** How a bad value is quoted in a warning: short, and never the whole of a huge field. */
export function quote(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}
