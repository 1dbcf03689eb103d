import { stringify } from 'csv-stringify/sync';
import type { ReportColumn } from './types';

/** A cell a spreadsheet would run as a formula (=, +, -, @; tab and carriage return start one too in some). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as a spreadsheet should show it: a would-be formula gets a leading apostrophe (OWASP's CSV injection advice). */
export function safeCell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The report's rows as CSV: a header of the column titles, then one line per row of the JSON
 * answer, in the same order. csv-stringify quotes what needs quoting (commas, quotes, line
 * breaks); CRLF line ends, as RFC 4180 and spreadsheets expect.
 */
export function reportCsv(columns: readonly ReportColumn[], rows: ReadonlyArray<object>): string {
  const records = rows.map((row) => columns.map((c) => safeCell((row as Record<string, unknown>)[c.key])));
  return stringify([columns.map((c) => c.header), ...records], { record_delimiter: 'windows' });
}
