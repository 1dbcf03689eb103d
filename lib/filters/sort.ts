import { SORT_FIELDS, type Sort, type SortDirection, type SortField } from './types';

/** SPEC §5: the old name of the listing date. */
const FIELD_ALIASES: Readonly<Record<string, SortField>> = { listed_at: 'created_at' };

export function isSortField(value: unknown): value is SortField {
  return typeof value === 'string' && (SORT_FIELDS as readonly string[]).includes(value);
}

function isDirection(value: unknown): value is SortDirection {
  return value === 'asc' || value === 'desc';
}

/** Short, printable excerpt of user input for messages (never echo a megabyte back). */
export function clip(text: string, max = 40): string {
  const oneLine = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return oneLine.length > max ? `${oneLine.slice(0, max)}…` : oneLine;
}

function readField(raw: string): SortField | null {
  const field = FIELD_ALIASES[raw] ?? raw;
  return isSortField(field) ? field : null;
}

/**
 * SPEC §5: a sort is one or two words, a field of SPEC §9's gallery sorts plus an optional
 * direction (default desc); listed_at means created_at. Anything else gives the default sort
 * and an error message. Case and extra spaces are forgiven ("Price  ASC"). A Sort-shaped
 * object (a stored filter) is read the same way. No value at all is the default, no error.
 */
export function parseSort(value: unknown, defaultSort: Sort): { sort: Sort; error: string | null } {
  const fallback: Sort = { field: defaultSort.field, direction: defaultSort.direction };
  const fail = (what: string) => ({ sort: fallback, error: `Invalid sort ${what}: using ${formatSort(fallback)}` });
  if (value === undefined || value === null) return { sort: fallback, error: null };
  if (typeof value === 'object') {
    const { field, direction } = value as { field?: unknown; direction?: unknown };
    const known = typeof field === 'string' ? readField(field) : null;
    return known !== null && (direction === undefined || isDirection(direction))
      ? { sort: { field: known, direction: direction ?? 'desc' }, error: null }
      : fail('object');
  }
  if (typeof value !== 'string') return fail(`value`);
  const text = value.trim().toLowerCase();
  if (text === '') return { sort: fallback, error: null };
  const words = text.split(/\s+/);
  const [rawField = '', rawDirection = 'desc'] = words;
  const field = readField(rawField);
  if (words.length > 2 || field === null || !isDirection(rawDirection)) return fail(`"${clip(value.trim())}"`);
  return { sort: { field, direction: rawDirection }, error: null };
}

/** 'price asc': the form parseSort reads and the API's `sort` parameter takes (DESIGN §8). */
export function formatSort(sort: Sort): string {
  return `${sort.field} ${sort.direction}`;
}

export function sameSort(a: Sort, b: Sort): boolean {
  return a.field === b.field && a.direction === b.direction;
}
