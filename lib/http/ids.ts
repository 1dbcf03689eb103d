/** The largest PostgreSQL `integer` (int4): row ids, prices in dollars and counts are int4 columns. */
export const INT4_MAX = 2_147_483_647;

/**
 * A row id from a URL: a positive 32-bit integer written in plain digits, else null (then: 404).
 * Every route and page that takes an id from its path reads it here, so no id past int4 (nor
 * `1e3`, `-1`, `0x10`, ` 1`, a NUL) ever reaches a query.
 */
export function parseRowId(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= INT4_MAX ? id : null;
}
