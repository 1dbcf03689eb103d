import type { ResoRecord } from './types';
import { BAD, quote, toDateOnly, toNumber, toText, toTimestamp, toYesNo } from './fields';

/** Thrown inside the mapping when a required field is unusable; the mapping answers it as a skip. */
export class SkipRecord extends Error {}

export interface NumberRange {
  min: number;
  max: number;
  /** Decimal places the column keeps (0: an integer column; left out: kept as sent, e.g. coordinates). */
  decimals?: number;
  /** 0 is how many feeds say "unknown" for this field (LivingArea 0): read it as absent, no warning. */
  zeroIsUnknown?: boolean;
}

/**
 * One record's fields read against the columns they feed: a bad optional value is dropped with a
 * warning naming the field (the record is kept); a bad required one skips the record with a
 * message naming the field. Every number is range-checked to its column, so no value can
 * overflow SQL (smallint, numeric(4,1) …) and fail a whole batch.
 */
export class RecordReader {
  readonly warnings: string[] = [];

  constructor(readonly record: ResoRecord) {}

  warn(field: string, problem: string): void {
    this.warnings.push(`${field}: ${problem}`);
  }

  /** An optional number; absent, unreadable or out of range → null (the last two with a warning). */
  number(field: string, range: NumberRange): number | null {
    const value = this.record[field];
    const n = toNumber(value);
    if (n === null) return null;
    if (n === BAD) {
      this.warn(field, `${quote(value)} is not a number; dropped`);
      return null;
    }
    if (n === 0 && range.zeroIsUnknown) return null;
    const rounded = roundTo(n, range.decimals);
    if (rounded < range.min || rounded > range.max) {
      this.warn(field, `${n} is outside ${range.min}–${range.max}; dropped`);
      return null;
    }
    return rounded;
  }

  /** A number the record cannot do without: anything but a usable value skips the record. */
  requiredNumber(field: string, range: NumberRange): number {
    const value = this.record[field];
    const n = toNumber(value);
    if (n === null) throw new SkipRecord(`${field} is missing`);
    if (n === BAD) throw new SkipRecord(`${field}: ${quote(value)} is not a number`);
    const rounded = roundTo(n, range.decimals);
    if (rounded < range.min || rounded > range.max) throw new SkipRecord(`${field}: ${n} is outside ${range.min}–${range.max}`);
    return rounded;
  }

  /** Optional text, trimmed and cut to the column's length (with a warning when cut). */
  text(field: string, maxLength: number): string | null {
    const value = this.record[field];
    const text = toText(value);
    if (text === null) return null;
    if (text === BAD) {
      this.warn(field, `${quote(value)} is not text; dropped`);
      return null;
    }
    if (text.length > maxLength) {
      this.warn(field, `longer than ${maxLength} characters; cut`);
      return text.slice(0, maxLength);
    }
    return text;
  }

  requiredText(field: string, maxLength: number): string {
    const text = this.text(field, maxLength);
    if (text === null) throw new SkipRecord(`${field} is missing`);
    return text;
  }

  yesNo(field: string): boolean | null {
    const value = this.record[field];
    const yes = toYesNo(value);
    if (yes === BAD) {
      this.warn(field, `${quote(value)} is not yes or no; dropped`);
      return null;
    }
    return yes;
  }

  timestamp(field: string): Date | null {
    const value = this.record[field];
    const at = toTimestamp(value);
    if (at === BAD) {
      this.warn(field, `${quote(value)} is not an ISO 8601 date; dropped`);
      return null;
    }
    return at;
  }

  requiredTimestamp(field: string): Date {
    const value = this.record[field];
    const at = toTimestamp(value);
    if (at === null) throw new SkipRecord(`${field} is missing`);
    if (at === BAD) throw new SkipRecord(`${field}: ${quote(value)} is not an ISO 8601 timestamp`);
    return at;
  }

  date(field: string): string | null {
    const value = this.record[field];
    const day = toDateOnly(value);
    if (day === BAD) {
      this.warn(field, `${quote(value)} is not an ISO 8601 date; dropped`);
      return null;
    }
    return day;
  }
}

function roundTo(n: number, decimals: number | undefined): number {
  if (decimals === undefined) return n;
  if (decimals === 0) return Math.round(n);
  const scale = 10 ** decimals;
  return Math.round(n * scale) / scale;
}
